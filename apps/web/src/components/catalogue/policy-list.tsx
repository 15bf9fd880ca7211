import type { Policies, ProductType } from '@bazaar/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '@/lib/format';
import { useStore } from '@/lib/store-context';
import { usePolicySentences } from './policy-sentences';

/**
 * The policies of a product (with its type, which decides which apply) or of a vendor, as
 * sentences a shopper reads ('Returnable within 7 days', 'Free cancellation'), and the discount.
 */
export function PolicyList({ policies, productType, discountDetails }: { policies: Policies; productType?: ProductType; discountDetails?: string }) {
  const { t } = useTranslation('product_details');
  const { currency } = useStore();
  const format = useFormatPrice();
  const sentences = usePolicySentences(policies, productType, 'product_details', (amount) => format(amount, currency));
  if (discountDetails) sentences.push({ key: 'discount', text: t('product_details:policy_discount', { details: discountDetails }) });
  return (
    <ul className="flex flex-col gap-2 text-sm" data-testid="policies">
      {sentences.map(({ key, text }) => (
        <li key={key} className="flex items-start gap-2">
          <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-muted-fg" />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}

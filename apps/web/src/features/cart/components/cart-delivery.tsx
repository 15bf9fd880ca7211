import { useTranslation } from 'react-i18next';
import type { DeliveryCheck } from '@bazaar/contracts';
import { PincodeForm } from '@/components/catalogue/pincode-form';
import { usePostalCode } from '@/lib/postal-code';

type Props = { pincode: string | null; onPincode: (pincode: string) => void; result: DeliveryCheck | null; checking: boolean; error: Error | null };

/** Spec §1 delivery by pincode for the whole cart; the page runs the check and each line shows its part. */
export function CartDelivery({ pincode, onPincode, result, checking, error }: Props) {
  const { t } = useTranslation('cart');
  const undeliverable = result?.items.filter((i) => !i.deliverable).length ?? 0;
  const { words } = usePostalCode();
  return (
    <PincodeForm
      label={t('cart:delivery_title', words)}
      placeholder={t('cart:delivery_placeholder', words)}
      submitLabel={t('cart:delivery_check')}
      invalidMessage={t('cart:delivery_invalid', words)}
      initial={pincode ?? ''}
      busy={checking}
      onCheck={onPincode}
    >
      {error ? (
        <p>{error.message}</p>
      ) : result ? (
        <p>
          {undeliverable === 0
            ? t('cart:delivery_all_ok', { pincode: result.pincode })
            : t('cart:delivery_some_not', { count: undeliverable, pincode: result.pincode })}
        </p>
      ) : null}
    </PincodeForm>
  );
}

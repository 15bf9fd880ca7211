import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
// The cart's slot picker: a slot chosen here is saved as in the cart, and attached to the item from there (§4).
import { SlotPicker } from '@/features/cart/components/slot-picker';
import { FormAlert } from '@/components/ui/form-alert';
import type { CheckoutWizard } from '../hooks/use-checkout-wizard';
import { CheckoutItemRow, groupByVendor } from './checkout-item-row';

/** Step 2: the items, one box per vendor (each vendor ships its own part), and slots where needed. */
export function DeliveryStep({ wizard, footer }: { wizard: CheckoutWizard; footer: ReactNode }) {
  const { t } = useTranslation('order');
  const server = wizard.checkout.data!;
  const currency = server.orderDetails.currency;
  const needsSlot = server.missing.includes('slot');
  return (
    <div className="flex flex-col gap-4">
      <FormAlert error={wizard.slotError} />
      {groupByVendor(wizard.state.checkoutItems).map((group) => (
        <section key={group.vendorId} aria-labelledby={`vendor-${group.vendorId}`} className="rounded-lg border border-line px-4 pt-3">
          <h3 id={`vendor-${group.vendorId}`} className="text-sm font-semibold">
            {t('order:sold_by', { vendor: group.vendorName })}
          </h3>
          <ul className="divide-y divide-line">
            {group.items.map((item) => (
              <CheckoutItemRow key={item.checkout_item_id} item={item} currency={currency}>
                {item.slot_required && <SlotPicker productId={item.product_id} productName={item.product_name} />}
              </CheckoutItemRow>
            ))}
          </ul>
        </section>
      ))}
      {needsSlot && <p className="text-sm text-amber-700 dark:text-amber-400">{t('order:slot_needed')}</p>}
      {footer}
    </div>
  );
}

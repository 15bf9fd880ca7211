import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutWizard } from '../hooks/use-checkout-wizard';
import { AddressStep } from './address-step';
import { CheckoutItemRow, groupByVendor } from './checkout-item-row';

/**
 * Spec §4: a checkout of request-based items only has no steps: the items, an address if the
 * server asks for one, and one action that sends the requests to the vendors.
 */
export function RequestCheckout({ wizard, submit }: { wizard: CheckoutWizard; submit: ReactNode }) {
  const { t } = useTranslation('order');
  const server = wizard.checkout.data!;
  const needsAddress = server.missing.includes('delivery_address') || server.missing.includes('billing_address') || server.delivery_address_id !== null;
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-muted-fg">{t('order:request_intro')}</p>
      {groupByVendor(wizard.state.checkoutItems).map((group) => (
        <section key={group.vendorId} aria-labelledby={`vendor-${group.vendorId}`} className="rounded-lg border border-line px-4 pt-3">
          <h2 id={`vendor-${group.vendorId}`} className="text-sm font-semibold">
            {t('order:sold_by', { vendor: group.vendorName })}
          </h2>
          <ul className="divide-y divide-line">
            {group.items.map((item) => (
              <CheckoutItemRow key={item.checkout_item_id} item={item} currency={server.orderDetails.currency} />
            ))}
          </ul>
        </section>
      ))}
      {needsAddress ? <AddressStep wizard={wizard} footer={submit} /> : submit}
    </div>
  );
}

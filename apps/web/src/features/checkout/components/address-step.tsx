import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '@bazaar/contracts';
// The account's address book and form, so an address added here is the same one the account page lists.
import { useAddresses, type AddressType } from '@/features/account/api/get-addresses';
import { Button } from '@/components/ui/button';
import { EmptyState, LoadError, LoadingBlocks, repeat } from '@/components/ui/query-states';
import { lazyWithReload } from '@/lib/lazy-with-reload';
import type { CheckoutWizard } from '../hooks/use-checkout-wizard';
import { AddressOptions } from './address-options';
import { DeliveryReach } from './delivery-reach';

const AddressSheet = lazyWithReload(() => import('./address-sheet'));

/**
 * Step 1: where the order goes and who is billed. The default delivery address is chosen for the
 * shopper on arrival; billing follows it unless they bill another address. New addresses are
 * added in a side sheet without leaving the checkout.
 */
export function AddressStep({ wizard, footer }: { wizard: CheckoutWizard; footer: ReactNode }) {
  const { t } = useTranslation(['order', 'address']);
  const server = wizard.checkout.data!;
  const deliveries = useAddresses('delivery');
  const billings = useAddresses('billing');
  const [adding, setAdding] = useState<AddressType | null>(null);
  // Loaded at the first "add", then kept, so the sheet can slide out when it closes.
  const [sheetLoaded, setSheetLoaded] = useState(false);
  if (adding !== null && !sheetLoaded) setSheetLoaded(true);
  const [billSeparately, setBillSeparately] = useState(() => server.billing_address_id !== null && server.billing_address_id !== server.delivery_address_id);
  const preselected = useRef(false);
  const { send, update } = wizard;
  // The choice shows at once; the server's answer follows. Changes queue in order, so nothing is
  // disabled meanwhile (a disabled radio would drop the keyboard focus).
  const sending = update.isPending ? update.variables : undefined;
  const deliveryId = sending?.delivery_address_id ?? server.delivery_address_id;
  const billingId = sending?.billing_address_id ?? server.billing_address_id;

  const chooseDelivery = (address: Address) => {
    // The shopper's own choice wins over the default chosen for them, even one still on its way.
    preselected.current = true;
    send({ delivery_address_id: address.id, ...(billSeparately && server.billing_address_id !== null ? {} : { billing_address_id: address.id }) });
  };
  const chooseBilling = (address: Address) => send({ billing_address_id: address.id });

  useEffect(() => {
    if (preselected.current || update.isPending || server.delivery_address_id !== null || !deliveries.data) return;
    const address = deliveries.data.addresses.find((a) => a.is_default) ?? deliveries.data.addresses[0];
    if (!address) return;
    preselected.current = true;
    send({ delivery_address_id: address.id, ...(server.billing_address_id === null ? { billing_address_id: address.id } : {}) });
  }, [deliveries.data, server.delivery_address_id, server.billing_address_id, send, update.isPending]);

  const toggleBilling = (separately: boolean) => {
    setBillSeparately(separately);
    const billing = billings.data?.addresses.find((a) => a.is_default) ?? billings.data?.addresses[0];
    if (!separately && server.delivery_address_id !== null) send({ billing_address_id: server.delivery_address_id });
    else if (separately && billing) send({ billing_address_id: billing.id });
  };

  const addButton = (type: AddressType) => (
    <Button variant="tertiary" size="sm" onClick={() => setAdding(type)}>
      {t(type === 'delivery' ? 'order:add_delivery_address' : 'order:add_billing_address')}
    </Button>
  );

  if (deliveries.isPending) return <LoadingBlocks blocks={repeat(2, 'h-24')} />;
  if (deliveries.isError) return <LoadError error={deliveries.error} onRetry={() => void deliveries.refetch()} />;
  const chosen = deliveries.data.addresses.find((a) => a.id === deliveryId);

  return (
    <div className="flex flex-col gap-6">
      {deliveries.data.addresses.length === 0 ? (
        <EmptyState title={t('order:no_delivery_address')} description={t('order:no_delivery_address_text')}>
          {addButton('delivery')}
        </EmptyState>
      ) : (
        <div className="flex flex-col gap-3">
          <AddressOptions
            legend={t('order:delivery_address')}
            name="delivery-address"
            addresses={deliveries.data.addresses}
            selected={deliveryId}
            onSelect={chooseDelivery}
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            {chosen ? <DeliveryReach pincode={chosen.pincode} items={server.checkoutItems} dispatch={wizard.dispatch} /> : <span />}
            {addButton('delivery')}
          </div>
        </div>
      )}
      <div className="flex flex-col gap-3">
        <label className="inline-flex items-center gap-2 text-start">
          <input type="checkbox" checked={!billSeparately} onChange={(e) => toggleBilling(!e.target.checked)} className="size-4 accent-primary" />
          {t('order:bill_to_delivery')}
        </label>
        {billSeparately &&
          (billings.isPending ? (
            <LoadingBlocks blocks={['h-24']} />
          ) : billings.isError ? (
            <LoadError error={billings.error} onRetry={() => void billings.refetch()} />
          ) : billings.data.addresses.length === 0 ? (
            <EmptyState title={t('order:no_billing_address')}>{addButton('billing')}</EmptyState>
          ) : (
            <>
              <AddressOptions
                legend={t('order:billing_address')}
                name="billing-address"
                addresses={billings.data.addresses}
                selected={billingId}
                onSelect={chooseBilling}
              />
              <div>{addButton('billing')}</div>
            </>
          ))}
      </div>
      {footer}
      {sheetLoaded && (
        <Suspense fallback={null}>
          <AddressSheet
            adding={adding}
            onClose={() => setAdding(null)}
            onSaved={(saved) => {
              setAdding(null);
              if (saved.address_type === 'delivery') chooseDelivery(saved);
              else {
                setBillSeparately(true);
                chooseBilling(saved);
              }
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@bazaar/contracts';
import { EmptyState } from '@/components/ui/query-states';
import { useFormatPrice } from '@/lib/format';
import type { CheckoutWizard } from '../hooks/use-checkout-wizard';
import { IsolatedCopy } from './isolated-copy';

const optionClass = (checked: boolean) =>
  clsx(
    'flex cursor-pointer items-center gap-3 rounded-lg border p-3 text-start has-[:focus-visible]:focus-ring',
    checked ? 'border-primary bg-primary/5' : 'border-line hover:bg-muted',
  );

/**
 * Step 3 (spec §4, §5): the store's ways to pay for this order. Online, one gateway at a time
 * (radio buttons: choosing one replaces the other); on delivery, cash on delivery once (a box to
 * tick or untick). Both groups show when the order has items of each kind.
 */
export function PaymentStep({ wizard, footer }: { wizard: CheckoutWizard; footer: ReactNode }) {
  const { t } = useTranslation('order');
  const format = useFormatPrice();
  const server = wizard.checkout.data!;
  const { paymentTypeRestrictions: allowed, selectedPayment } = wizard.state;
  const money = (n: number) => format(n, server.orderDetails.currency);
  const gateways = server.payment_methods.filter((m) => m.is_payment_gateway);
  const cashMethods = server.payment_methods.filter((m) => !m.is_payment_gateway && m.payment_type === 'COD');
  const isChosen = (method: PaymentMethod) => selectedPayment.payments.some((p) => p.id === method.id);
  const unavailable = (allowed.online_payment && gateways.length === 0) || (allowed.pay_on_delivery && cashMethods.length === 0);

  if (unavailable) return <EmptyState title={t('order:payment_unavailable')} description={t('order:payment_unavailable_text')} />;

  return (
    <div className="flex flex-col gap-6">
      {allowed.online_payment && allowed.pay_on_delivery && <p className="text-sm text-muted-fg">{t('order:payment_split_note')}</p>}
      {allowed.online_payment && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-base font-semibold">
            <IsolatedCopy i18nKey="order:pay_online" values={{ amount: money(server.orderDetails.online_amount) }} />
          </legend>
          {gateways.map((method) => (
            <label key={method.id} className={optionClass(isChosen(method))}>
              <input
                type="radio"
                name="gateway"
                checked={isChosen(method)}
                onChange={() => wizard.choosePaymentMethod(method)}
                className="size-4 accent-primary focus-visible:outline-none"
              />
              {method.provider_label}
            </label>
          ))}
        </fieldset>
      )}
      {allowed.pay_on_delivery && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-base font-semibold">
            <IsolatedCopy i18nKey="order:pay_on_delivery" values={{ amount: money(server.orderDetails.pay_on_delivery_amount) }} />
          </legend>
          {cashMethods.map((method) => (
            <label key={method.id} className={optionClass(isChosen(method))}>
              <input
                type="checkbox"
                checked={isChosen(method)}
                onChange={(e) => (e.target.checked ? wizard.choosePaymentMethod(method) : wizard.removePaymentMethod(method.id))}
                className="size-4 accent-primary focus-visible:outline-none"
              />
              {t('order:cash_on_delivery')}
            </label>
          ))}
        </fieldset>
      )}
      {!selectedPayment.isPaymentSelectionSatisfied && (
        <p className="text-sm text-amber-700 dark:text-amber-400">
          {t(
            allowed.online_payment && allowed.pay_on_delivery
              ? 'order:payment_choose_both'
              : allowed.online_payment
                ? 'order:payment_choose_gateway'
                : 'order:payment_choose_cod',
          )}
        </p>
      )}
      {footer}
    </div>
  );
}

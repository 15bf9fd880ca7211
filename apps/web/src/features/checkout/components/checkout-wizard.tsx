import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { EmptyState, isNotFound, LoadError, LoadingBlocks, NotFoundState } from '@/components/ui/query-states';
import { textLinkClassName } from '@/components/ui/text-link';
import { useCheckoutWizard } from '../hooks/use-checkout-wizard';
import { orderStatusPath, usePlaceOrderFlow } from '../hooks/use-place-order-flow';
import { AddressStep } from './address-step';
import { CheckoutFrame } from './checkout-frame';
import { CheckoutSummary } from './checkout-summary';
import { DeliveryStep } from './delivery-step';
import { PaymentStep } from './payment-step';
import { RequestCheckout } from './request-checkout';
import { STEP_NAMES, StepIndicator } from './step-indicator';

/** /checkout/{checkoutId}: the steps of spec §4 beside the order summary. */
export function CheckoutWizard({ checkoutId }: { checkoutId: string }) {
  const { t } = useTranslation('order');
  const wizard = useCheckoutWizard(checkoutId);
  const flow = usePlaceOrderFlow(wizard);
  const { checkout, state, dispatch, update, reachable } = wizard;
  const { activeStep, numberOfSteps } = state.steps;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(activeStep);

  // A new step takes the focus to its heading, so keyboard and screen-reader users start there.
  useLayoutEffect(() => {
    if (shownStep.current !== activeStep) headingRef.current?.focus();
    shownStep.current = activeStep;
  }, [activeStep]);

  if (checkout.isError) {
    if (isNotFound(checkout.error)) {
      return (
        <NotFoundState title={t('order:checkout_not_found')} description={t('order:checkout_not_found_text')}>
          <Link to="/cart" className={buttonClassName('primary')}>
            {t('order:back_to_cart')}
          </Link>
        </NotFoundState>
      );
    }
    return (
      <CheckoutFrame>
        <LoadError error={checkout.error} onRetry={() => void checkout.refetch()} />
      </CheckoutFrame>
    );
  }
  const server = checkout.data;
  if (!server || state.checkoutId !== server.checkout_id) {
    return (
      <CheckoutFrame>
        <LoadingBlocks blocks={['h-10', 'h-40', 'h-40']} />
      </CheckoutFrame>
    );
  }
  if (server.status === 'placed') {
    return (
      <CheckoutFrame>
        <EmptyState title={t('order:checkout_placed')} description={t('order:checkout_placed_text')}>
          {server.order_id !== null && (
            <Link to={orderStatusPath(server.order_id)} className={buttonClassName('primary')}>
              {t('order:view_order_status')}
            </Link>
          )}
        </EmptyState>
      </CheckoutFrame>
    );
  }
  if (server.checkoutItems.length === 0) {
    return (
      <CheckoutFrame>
        <EmptyState title={t('order:checkout_empty')} description={t('order:checkout_empty_text')}>
          <Link to="/cart" className={buttonClassName('primary')}>
            {t('order:back_to_cart')}
          </Link>
        </EmptyState>
      </CheckoutFrame>
    );
  }

  const blocked = state.pincodeCheckup?.status === 'not_deliverable' || state.pincodeCheckup?.status === 'checking';
  const paymentReady = numberOfSteps < STEP_NAMES.length || state.selectedPayment.isPaymentSelectionSatisfied;
  const canPlace = server.missing.length === 0 && paymentReady && !update.isPending && !blocked;
  const isRequest = numberOfSteps === 0;
  const placeButton = (
    <Button onClick={flow.placeNow} disabled={!canPlace || flow.placing} aria-busy={flow.placing || undefined}>
      {flow.placing ? t('order:placing') : isRequest ? t('order:submit_request') : t('order:place_order')}
    </Button>
  );
  const go = (step: number) => dispatch({ type: 'stepChosen', step });
  const footer = (
    <div className="flex flex-col gap-3 border-t border-line pt-4">
      <FormAlert error={flow.error ?? wizard.changeError} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        {activeStep > 1 ? (
          <Button variant="tertiary" onClick={() => go(activeStep - 1)}>
            {t('order:back')}
          </Button>
        ) : (
          <Link to="/cart" className={textLinkClassName}>
            {t('order:back_to_cart')}
          </Link>
        )}
        {activeStep < numberOfSteps ? (
          <Button disabled={reachable <= activeStep || blocked || update.isPending} onClick={() => go(activeStep + 1)}>
            {t('order:continue')}
          </Button>
        ) : (
          placeButton
        )}
      </div>
    </div>
  );
  const stepName = STEP_NAMES[activeStep - 1];

  return (
    <CheckoutFrame>
      {!isRequest && <StepIndicator numberOfSteps={numberOfSteps} activeStep={activeStep} reachable={reachable} onChoose={go} />}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
            {isRequest ? t('order:request_title') : t(`order:step_${stepName ?? 'address'}_title`)}
          </h2>
          {isRequest ? (
            <RequestCheckout wizard={wizard} submit={footer} />
          ) : stepName === 'address' ? (
            <AddressStep wizard={wizard} footer={footer} />
          ) : stepName === 'delivery' ? (
            <DeliveryStep wizard={wizard} footer={footer} />
          ) : (
            <PaymentStep wizard={wizard} footer={footer} />
          )}
        </div>
        <aside className="lg:sticky lg:top-4 lg:self-start">
          <CheckoutSummary
            checkout={server}
            busy={update.isPending}
            onApplyCoupon={(code, onError) => wizard.send({ coupon_code: code }, onError)}
            onRemoveCoupon={() => wizard.send({ coupon_code: null })}
          />
        </aside>
      </div>
    </CheckoutFrame>
  );
}

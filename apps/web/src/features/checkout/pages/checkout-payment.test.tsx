import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAddress, signInForEachTest } from '@/features/account/testing/render-account-page';
import { hardNavigate } from '@/lib/hard-navigate';
import { fail, mockApi, ok, type Reply } from '@/test/mock-api';
import { fakeCheckoutServer } from '../testing/fake-checkout-server';
import { CHECKOUT_ID, fakeItem } from '../testing/fixtures';
import { renderCheckoutPage } from '../testing/render-checkout';
import CheckoutPage from './checkout-page';

vi.mock('@/lib/hard-navigate', () => ({ hardNavigate: vi.fn() }));

signInForEachTest();
afterEach(() => vi.mocked(hardNavigate).mockReset());

const PLACE = `POST /cfs/rest/v3/checkout/${CHECKOUT_ID}/place-order`;
const addresses = [fakeAddress({ id: 5, is_default: true, pincode: '560038' })];
const ready = { delivery_address_id: 5, billing_address_id: 5 };
const bookedService = () =>
  fakeItem({
    product_id: 21,
    product_name: 'Deep Cleaning',
    product_type: 'Service',
    vendor_id: 2,
    vendor_name: 'Sparkle Homes',
    slot_required: true,
    slot: { slot_id: '3@2026-11-23', date: '2026-11-23', start_time: '09:00', end_time: '11:00' },
    payment_mode: 'pay_on_delivery',
  });

/** Opens the checkout and walks to its payment step. */
async function openPaymentStep(server: ReturnType<typeof fakeCheckoutServer>, extra: Record<string, (call: any) => Reply | Promise<Reply>> = {}) {
  const api = mockApi({ ...server.routes, ...extra });
  const view = renderCheckoutPage(<CheckoutPage />, { path: '/checkout/:checkoutId', entry: `/checkout/${CHECKOUT_ID}` });
  await view.user.click(await screen.findByRole('button', { name: 'Continue' }));
  await view.user.click(await screen.findByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { level: 2, name: 'How would you like to pay?' });
  return { ...view, api };
}

const placed = (next: unknown, orderId = 41) => ok({ order_id: orderId, payment_status: 'Created', next });

describe('CheckoutPage, step 3: payment (§4, §5)', () => {
  it('offers the gateways as one choice and cash on delivery as a box, and keeps the server in step', async () => {
    const server = fakeCheckoutServer(
      { ...ready, checkoutItems: [fakeItem(), bookedService()], paymentTypeRestrictions: { online_payment: true, pay_on_delivery: true } },
      { addresses },
    );
    const { user, api } = await openPaymentStep(server);
    const online = screen.getByRole('group', { name: 'Pay online: ₹1,450.00' });
    // The amount keeps its left-to-right order inside a right-to-left sentence.
    expect(within(online).getByText('₹1,450.00').tagName).toBe('BDI');
    expect(within(screen.getByRole('group', { name: 'Pay on delivery: ₹0.00' })).getByText('₹0.00').tagName).toBe('BDI');
    expect(
      within(online)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).checked),
    ).toEqual([false, false, false]);
    const place = screen.getByRole('button', { name: 'Place order' });
    expect(place).toBeDisabled();
    await user.click(within(online).getByRole('radio', { name: 'Cashfree' }));
    await user.click(within(online).getByRole('radio', { name: 'Stripe' }));
    await user.click(screen.getByRole('checkbox', { name: 'Cash on delivery' }));
    await waitFor(() => expect(api.callsTo('PUT', server.path).map((c) => c.body.payment_ids)).toEqual([[2], [3], [3, 1]]));
    expect(within(online).getByRole('radio', { name: 'Stripe' })).toBeChecked();
    expect(within(online).getByRole('radio', { name: 'Cashfree' })).not.toBeChecked();
    await waitFor(() => expect(place).toBeEnabled());
    // Unticking cash on delivery is a change too: the rule no longer holds.
    await user.click(screen.getByRole('checkbox', { name: 'Cash on delivery' }));
    expect(place).toBeDisabled();
    expect(screen.getByText('Choose a way to pay online, and tick cash on delivery for the rest.')).toBeInTheDocument();
  });

  it('shows the online and on-delivery parts in the summary when both apply', async () => {
    const server = fakeCheckoutServer(
      { ...ready, checkoutItems: [fakeItem(), bookedService()], paymentTypeRestrictions: { online_payment: true, pay_on_delivery: true } },
      { addresses },
    );
    server.current.orderDetails = { ...server.current.orderDetails, online_amount: 450, pay_on_delivery_amount: 1000 };
    await openPaymentStep(server);
    expect(screen.getByTestId('online-amount')).toHaveTextContent('₹450.00');
    expect(screen.getByTestId('pay-on-delivery-amount')).toHaveTextContent('₹1,000.00');
  });

  it('places a cash-on-delivery order once, with an Idempotency-Key, and opens its status', async () => {
    const server = fakeCheckoutServer(
      { ...ready, checkoutItems: [bookedService()], paymentTypeRestrictions: { online_payment: false, pay_on_delivery: true } },
      { addresses },
    );
    const { user, api } = await openPaymentStep(server, { [PLACE]: () => placed({ type: 'none' }) });
    expect(screen.queryByRole('group', { name: /Pay online/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Cash on delivery' }));
    const place = screen.getByRole('button', { name: 'Place order' });
    await waitFor(() => expect(place).toBeEnabled());
    await user.dblClick(place);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/order-status?order_id=41'));
    const calls = api.callsTo('POST', `/cfs/rest/v3/checkout/${CHECKOUT_ID}/place-order`);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    // §4: nothing is left to pay, so the stored buy-now item goes with the next page.
    expect(localStorage.getItem('payDone')).toBe('true');
    expect(localStorage.getItem('orderId')).toBe('41');
  });

  it('leaves for the gateway’s page on a redirect, the §4 flags saying the payment is not done', async () => {
    const server = fakeCheckoutServer({ ...ready, checkoutItems: [fakeItem()] }, { addresses });
    const { user } = await openPaymentStep(server, { [PLACE]: () => placed({ type: 'redirect', url: 'https://pay.example/session/abc' }) });
    await user.click(screen.getByRole('radio', { name: 'Cashfree' }));
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('https://pay.example/session/abc'));
    expect(localStorage.getItem('payDone')).toBe('false');
    expect(localStorage.getItem('orderId')).toBe('41');
  });

  it('hands a signed form to /amazonPayment to post', async () => {
    const server = fakeCheckoutServer({ ...ready, checkoutItems: [fakeItem()] }, { addresses });
    const form = {
      type: 'form',
      action: 'https://checkout.payfort.example/FortAPI/paymentPage',
      method: 'POST',
      fields: { command: 'PURCHASE', amount: '145000' },
    };
    const { user } = await openPaymentStep(server, { [PLACE]: () => placed(form) });
    await user.click(screen.getByRole('radio', { name: 'Amazon pay' }));
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/amazonPayment'));
    expect(JSON.parse(screen.getByTestId('location-state').textContent!)).toEqual({ payment: { action: form.action, fields: form.fields } });
  });

  it('sends the same key again after a lost answer, and a new one after a refusal', async () => {
    const server = fakeCheckoutServer({ ...ready, checkoutItems: [fakeItem()] }, { addresses });
    const answers = [fail(503, 'The service is busy; try again'), fail(409, 'Only 1 left of Brass Diya'), placed({ type: 'none' })];
    const { user, api } = await openPaymentStep(server, { [PLACE]: () => answers.shift()! });
    await user.click(screen.getByRole('radio', { name: 'Stripe' }));
    const place = await screen.findByRole('button', { name: 'Place order' });
    await waitFor(() => expect(place).toBeEnabled());
    await user.click(place);
    expect(await screen.findByText('The service is busy; try again')).toBeInTheDocument();
    await user.click(place);
    expect(await screen.findByText('Only 1 left of Brass Diya')).toBeInTheDocument();
    await user.click(place);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/order-status?order_id=41'));
    const keys = api.callsTo('POST', `/cfs/rest/v3/checkout/${CHECKOUT_ID}/place-order`).map((c) => c.headers['Idempotency-Key']);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('says when the store offers no way to pay what the order needs', async () => {
    const server = fakeCheckoutServer({ ...ready, checkoutItems: [fakeItem()], payment_methods: [] }, { addresses });
    await openPaymentStep(server);
    expect(screen.getByText('No way to pay for this order')).toBeInTheDocument();
  });
});

describe('CheckoutPage for requests only (§4: no steps)', () => {
  it('has no steps and one Submit request action', async () => {
    const request = fakeItem({ item_type: 'request_item', order_flow: 'request_based' });
    const server = fakeCheckoutServer({ ...ready, checkoutItems: [request], checkoutHasOnlyReqBasedProducts: true }, { addresses });
    const api = mockApi({ ...server.routes, [PLACE]: () => placed({ type: 'none' }, 42) });
    const { user } = renderCheckoutPage(<CheckoutPage />, { path: '/checkout/:checkoutId', entry: `/checkout/${CHECKOUT_ID}` });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your request' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Checkout steps' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    // No price yet: the summary says so rather than showing zeros, and takes no coupon.
    expect(screen.getByText('Items on request: each vendor quotes a price before anything is paid.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Coupon code')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Submit request' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/order-status?order_id=42'));
    expect(api.callsTo('POST', `/cfs/rest/v3/checkout/${CHECKOUT_ID}/place-order`)).toHaveLength(1);
  });
});

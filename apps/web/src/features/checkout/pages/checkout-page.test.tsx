import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAddress, signInForEachTest } from '@/features/account/testing/render-account-page';
import { fail, mockApi, ok } from '@/test/mock-api';
import { fakeCheckoutServer } from '../testing/fake-checkout-server';
import { CHECKOUT_ID, fakeItem } from '../testing/fixtures';
import { renderCheckoutPage } from '../testing/render-checkout';
import CheckoutPage from './checkout-page';

/** A sentence whose values sit in their own <bdi> elements, matched as the reader sees it. */
const sentence = (text: string) => (_: string, el: Element | null) => el?.tagName === 'SPAN' && el.textContent === text;

signInForEachTest();

const home = () => fakeAddress({ id: 5, name: 'Asha Rao', is_default: true, pincode: '560038' });
const office = () => fakeAddress({ id: 6, name: 'Ravi Kumar', pincode: '110001', city: 'New Delhi', state: 'Delhi' });
const renderCheckout = () => renderCheckoutPage(<CheckoutPage />, { path: '/checkout/:checkoutId', entry: `/checkout/${CHECKOUT_ID}` });
/** Text that runs across elements (a sentence with an isolated amount), matched on the innermost element holding all of it. */
const wholeText = (text: string) => (_: string, element: Element | null) =>
  element?.textContent === text && ![...element.children].some((child) => child.textContent === text);
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

describe('CheckoutPage, step 1: address', () => {
  it('opens on step 1 of 3, chooses the default delivery address for the shopper and checks its pincode', async () => {
    const server = fakeCheckoutServer({}, { addresses: [home(), office()] });
    const api = mockApi(server.routes);
    const { user } = renderCheckout();
    expect(await stepHeading('Where should we deliver?')).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Checkout steps' });
    expect(within(steps).getAllByRole('button')).toHaveLength(3);
    expect(within(steps).getByRole('button', { name: 'Step 1 of 3: Address' })).toHaveAttribute('aria-current', 'step');
    await waitFor(() => expect(api.callsTo('PUT', server.path)[0]?.body).toEqual({ delivery_address_id: 5, billing_address_id: 5 }));
    expect(await screen.findByRole('radio', { name: /Asha Rao/ })).toBeChecked();
    expect(await screen.findByText('Everything can be delivered to 560038.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // The new step's heading takes the focus, for keyboard and screen-reader users.
    expect(await stepHeading('Delivery and time slots')).toHaveFocus();
  });

  it('holds the shopper on step 1 while an item cannot reach the chosen address, and lets them choose another', async () => {
    const server = fakeCheckoutServer({}, { addresses: [home(), office()], undeliverable: { '560038': [11] } });
    const api = mockApi(server.routes);
    const { user } = renderCheckout();
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot be delivered to 560038: Brass Diya.');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Step 2 of 3: Delivery' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Ravi Kumar/ }));
    await waitFor(() => expect(api.callsTo('PUT', server.path).at(-1)?.body).toEqual({ delivery_address_id: 6, billing_address_id: 6 }));
    expect(await screen.findByText('Everything can be delivered to 110001.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('bills another address when the shopper unticks "send the bill to the delivery address"', async () => {
    const billing = fakeAddress({ id: 9, address_type: 'billing', name: 'Asha Rao (office)', is_default: true });
    const server = fakeCheckoutServer({ delivery_address_id: 5, billing_address_id: 5 }, { addresses: [home(), billing] });
    const api = mockApi(server.routes);
    const { user } = renderCheckout();
    await user.click(await screen.findByRole('checkbox', { name: 'Send the bill to the delivery address' }));
    expect(await screen.findByRole('group', { name: 'Billing address' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('PUT', server.path).at(-1)?.body).toEqual({ billing_address_id: 9 }));
    expect(await screen.findByRole('radio', { name: /Asha Rao \(office\)/ })).toBeChecked();
  });

  it('adds the first address in a side sheet without leaving the checkout, and chooses it', async () => {
    const server = fakeCheckoutServer({}, { addresses: [] });
    const added = { ...home(), id: 12, name: 'Meera Iyer' };
    const api = mockApi({
      ...server.routes,
      'POST /cfs/rest/v3/addresses': () => ok(added),
    });
    const { user } = renderCheckout();
    expect(await screen.findByText('You have no delivery address yet')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Add a delivery address' })[0]!);
    // The sheet's module (the form kit with it) loads on this first opening.
    const sheet = await screen.findByRole('dialog', { name: 'Add address' }, { timeout: 5000 });
    await user.type(within(sheet).getByLabelText('Full name'), 'Meera Iyer');
    await user.type(within(sheet).getByLabelText('House number and street'), '4 Lake View');
    await user.type(within(sheet).getByLabelText('City'), 'Chennai');
    await user.type(within(sheet).getByLabelText('State'), 'Tamil Nadu');
    await user.type(within(sheet).getByLabelText('PIN code'), '600001');
    await user.type(within(sheet).getByLabelText('Mobile number'), '9876543210');
    api.routes['GET /cfs/rest/v3/addresses'] = ({ url }) =>
      ok(url.searchParams.get('address_type') === 'delivery' ? { addresses: [added], total: 1 } : { addresses: [], total: 0 });
    await user.click(within(sheet).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(api.callsTo('PUT', server.path).at(-1)?.body).toEqual({ delivery_address_id: 12, billing_address_id: 12 }));
    expect(await screen.findByRole('radio', { name: /Meera Iyer/ })).toBeChecked();
    expect(screen.getByTestId('location')).toHaveTextContent(`/checkout/${CHECKOUT_ID}`);
  });
});

describe('CheckoutPage, step 2: delivery and slots', () => {
  const saved = { product: 21, id: '3@2026-11-23', date: '2026-11-23', start_time: '09:00', end_time: '11:00' };

  it('shows the items by vendor and attaches the slot saved in the cart to the service (§4)', async () => {
    localStorage.setItem('slot_selected', JSON.stringify([saved]));
    const server = fakeCheckoutServer({ delivery_address_id: 5, billing_address_id: 5 }, { addresses: [home()] });
    const api = mockApi(server.routes);
    const { user } = renderCheckout();
    const service = server.current.checkoutItems[1]!;
    await waitFor(() => expect(api.callsTo('PUT', server.path)[0]?.body).toEqual({ slots: [{ checkout_item_id: service.checkout_item_id, slot: saved.id }] }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await stepHeading('Delivery and time slots')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sold by Jaipur Crafts' })).toBeInTheDocument();
    const sparkle = screen.getByRole('region', { name: 'Sold by Sparkle Homes' });
    expect(within(sparkle).getByText('Deep Cleaning')).toBeInTheDocument();
    expect(within(sparkle).getByText(sentence('Slot: 23 Nov 2026, 09:00 AM–11:00 AM'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('drops a saved slot the server refuses, so the picker opens again with the reason', async () => {
    localStorage.setItem('slot_selected', JSON.stringify([{ ...saved, id: '9@2026-11-23' }]));
    const server = fakeCheckoutServer({ delivery_address_id: 5, billing_address_id: 5 }, { addresses: [home()] });
    mockApi({
      ...server.routes,
      'GET /pbs/rest/v3/slots': () => ok({ date: '2026-11-23', product_id: 21, days: ['2026-11-23'], slots: [] }),
    });
    const { user } = renderCheckout();
    await waitFor(() => expect(localStorage.getItem('slot_selected')).toBeNull());
    // Step 2 is as far as the shopper can go while the service has no slot.
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That slot is full now; choose another one');
    expect(await screen.findByRole('group', { name: 'Choose a time slot' })).toBeInTheDocument();
    expect(screen.getByText('Choose a time slot for each service to continue.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Step 3 of 3: Payment' })).toBeDisabled();
  });
});

describe('CheckoutPage summary and coupon', () => {
  it('shows MRP, discounts, delivery and total, and applies and removes a coupon with the server’s answer', async () => {
    const server = fakeCheckoutServer({ delivery_address_id: 5, billing_address_id: 5 }, { addresses: [home()] });
    mockApi(server.routes);
    const { user } = renderCheckout();
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Price of items (2)').nextSibling).toHaveTextContent('₹1,700.00');
    expect(within(summary).getByText('Product discount').nextSibling).toHaveTextContent('−₹300.00');
    expect(within(summary).getByText('Delivery').nextSibling).toHaveTextContent('₹50.00');
    expect(within(summary).getByTestId('checkout-total')).toHaveTextContent('₹1,450.00');
    const code = within(summary).getByLabelText('Coupon code');
    await user.type(code, 'nope');
    await user.click(within(summary).getByRole('button', { name: 'Apply' }));
    expect(await within(summary).findByText('Coupon NOPE does not exist or has expired')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, 'save10');
    await user.click(within(summary).getByRole('button', { name: 'Apply' }));
    expect(await within(summary).findByText(wholeText('Coupon SAVE10 applied: you save ₹140.00'))).toBeInTheDocument();
    expect(within(summary).getByTestId('checkout-total')).toHaveTextContent('₹1,310.00');
    await user.click(within(summary).getByRole('button', { name: 'Remove coupon SAVE10' }));
    expect(await within(summary).findByLabelText('Coupon code')).toBeInTheDocument();
    expect(within(summary).getByTestId('checkout-total')).toHaveTextContent('₹1,450.00');
  });

  it('§4: a coupon that makes the order free drops the payment step', async () => {
    const server = fakeCheckoutServer({ delivery_address_id: 5, billing_address_id: 5 }, { addresses: [home()] });
    mockApi(server.routes);
    const { user } = renderCheckout();
    const steps = await screen.findByRole('navigation', { name: 'Checkout steps' });
    expect(within(steps).getAllByRole('button')).toHaveLength(3);
    await user.type(screen.getByLabelText('Coupon code'), 'FREEALL');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(within(steps).getAllByRole('button')).toHaveLength(2));
    expect(within(steps).getByRole('button', { name: 'Step 1 of 2: Address' })).toBeInTheDocument();
  });
});

describe('CheckoutPage states', () => {
  it('shows grey blocks while the checkout loads', async () => {
    mockApi({ [`GET /cfs/rest/v3/checkout/${CHECKOUT_ID}`]: () => new Promise(() => {}) });
    renderCheckout();
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('offers a retry when the checkout cannot be loaded', async () => {
    const server = fakeCheckoutServer({}, { addresses: [home()] });
    let failing = true;
    mockApi({ ...server.routes, [`GET ${server.path}`]: () => (failing ? fail(500, 'The database is busy') : ok(server.current)) });
    const { user } = renderCheckout();
    expect(await screen.findByText('The database is busy')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await stepHeading('Where should we deliver?')).toBeInTheDocument();
  });

  it('says so, with the way back to the cart, for a checkout that does not exist', async () => {
    mockApi({ [`GET /cfs/rest/v3/checkout/${CHECKOUT_ID}`]: () => fail(404, 'No checkout has this id') });
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Checkout not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
  });

  it('shows an empty state for a checkout with no items left', async () => {
    mockApi(fakeCheckoutServer({ checkoutItems: [] }).routes);
    renderCheckout();
    expect(await screen.findByText('Nothing to check out')).toBeInTheDocument();
  });

  it('leads to the order status of a checkout already placed', async () => {
    mockApi(fakeCheckoutServer({ status: 'placed', order_id: 41 }).routes);
    renderCheckout();
    expect(await screen.findByRole('link', { name: 'See the order status' })).toHaveAttribute('href', '/order-status?order_id=41');
  });

  it('§4: every item free gives 2 steps, placed from step 2', async () => {
    const free = [fakeItem({ item_type: 'free_item', final_price: 0, line_total: 0 })];
    mockApi(fakeCheckoutServer({ checkoutItems: free, delivery_address_id: 5, billing_address_id: 5 }, { addresses: [home()] }).routes);
    const { user } = renderCheckout();
    const steps = await screen.findByRole('navigation', { name: 'Checkout steps' });
    expect(within(steps).getAllByRole('button')).toHaveLength(2);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('button', { name: 'Place order' })).toBeEnabled();
  });
});

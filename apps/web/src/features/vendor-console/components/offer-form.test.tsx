import { act, screen, within } from '@testing-library/react';
import { toast as sonnerToast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Offer } from '@bazaar/contracts';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderWithShell } from '@/test/render-with-shell';
import { inAWeek } from '../offer-terms';
import { endVendorSession, saveVendorSession } from '../vendor-session';
import { OfferForm } from './offer-form';

/** Issue #13: the vendor makes an offer on an enquiry, and withdraws one. */

const LIST = '/vms/rest/v3/enquiry-offers';
const MAKE = '/vms/rest/v3/enquiries/7/offers';

const fakeOffer = (extra: Partial<Offer> = {}): Offer => ({
  id: 41,
  enquiry_id: 7,
  product_id: 31,
  product_name: 'Office Cleaning Contract',
  unit_price: 18_500,
  quantity: 1,
  total: 18_500,
  currency: { symbol: '₹', iso_code: 'INR', number_to_basic: 100 },
  valid_until: '2026-12-01T18:30:00.000Z',
  status: 'open',
  created_at: '2026-11-21T10:05:00.000Z',
  order_id: null,
  ...extra,
});

beforeEach(() => {
  vi.stubEnv('TZ', 'UTC');
  saveVendorSession({
    access_token: 'vendor-token-1',
    expires_in: 28_800,
    token_type: 'Bearer',
    vendor_id: 3,
    vendor_name: 'GharSeva',
    user_name: 'Sunita Pawar',
  });
});
afterEach(() => {
  act(() => {
    sonnerToast.dismiss();
    endVendorSession({ expired: false });
  });
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

const render = (closed = false) => renderWithShell(<OfferForm enquiryId={7} closed={closed} />, { toaster: true });

describe("the vendor's offers on an enquiry", () => {
  it('lists them with a Withdraw button on the live one, and withdraws it', async () => {
    let withdrawn = false;
    const api = mockApi({
      [`GET ${LIST}`]: () =>
        ok({ offers: [fakeOffer({ status: withdrawn ? 'withdrawn' : 'open' }), fakeOffer({ id: 40, status: 'expired', unit_price: 19_000, total: 19_000 })] }),
      [`DELETE ${MAKE}/41`]: () => {
        withdrawn = true;
        return ok(fakeOffer({ status: 'withdrawn' }));
      },
    });
    const { user } = render();
    const rows = await screen.findAllByRole('listitem');
    expect(api.callsTo('GET', LIST)[0]!.url.searchParams.get('enquiry-id')).toBe('7');
    expect(within(rows[0]!).getByText('₹18,500.00 × 1 = ₹18,500.00')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('1 Dec 2026, 6:30 pm')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Expired')).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button')).toBeNull();

    await user.click(within(rows[0]!).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Offer withdrawn')).toBeInTheDocument();
    expect(api.callsTo('DELETE', `${MAKE}/41`)[0]!.headers).toMatchObject({ Authorization: 'Bearer vendor-token-1' });
    expect(await screen.findByText('Withdrawn')).toBeInTheDocument();
  });

  it('says what is wrong beside each field and sends nothing', async () => {
    const api = mockApi({ [`GET ${LIST}`]: () => ok({ offers: [] }) });
    const { user } = render();
    expect(await screen.findByText("No offers yet. The vendor's offers on this enquiry will appear here.")).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '0');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(screen.getByLabelText('Price each (R)')).toHaveAccessibleDescription('Enter the price for each');
    expect(screen.getByLabelText('Quantity')).toHaveAccessibleDescription('Enter a whole number from 1 to 999');
    await user.type(screen.getByLabelText('Price each (R)'), '19.999');
    expect(screen.getByLabelText('Price each (R)')).toHaveAccessibleDescription('Use at most 2 decimals');
    await user.clear(screen.getByLabelText('Valid until'));
    await user.type(screen.getByLabelText('Valid until'), '2020-01-01T10:00');
    expect(screen.getByLabelText('Valid until')).toHaveAccessibleDescription('At most 30 days from now Choose a time in the future');
    expect(api.callsTo('POST', MAKE)).toHaveLength(0);
  });

  it('sends a good offer as the server takes it and says so', async () => {
    const api = mockApi({ [`GET ${LIST}`]: () => ok({ offers: [] }), [`POST ${MAKE}`]: () => ok(fakeOffer()) });
    const { user } = render();
    await user.type(await screen.findByLabelText('Price each (R)'), '1499.50');
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '3');
    const end = (screen.getByLabelText('Valid until') as HTMLInputElement).value;
    expect(end).toBe(inAWeek(new Date()).slice(0, 16));
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('Offer sent to the customer')).toBeInTheDocument();
    expect(api.callsTo('POST', MAKE)[0]!.body).toEqual({ unit_price: 1499.5, quantity: 3, valid_until: new Date(`${end}Z`).toISOString() });
    expect(screen.getByLabelText('Price each (R)')).toHaveValue('');
  });

  it("shows the server's refusal in a toast and keeps what was typed", async () => {
    mockApi({
      [`GET ${LIST}`]: () => ok({ offers: [] }),
      [`POST ${MAKE}`]: () => fail(409, 'Only 4 of Office Cleaning Contract are in stock; offer at most that many'),
    });
    const { user } = render();
    await user.type(await screen.findByLabelText('Price each (R)'), '100');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('Only 4 of Office Cleaning Contract are in stock; offer at most that many')).toBeInTheDocument();
    expect(screen.getByLabelText('Price each (R)')).toHaveValue('100');
  });

  it('shows no form on a closed enquiry', async () => {
    mockApi({ [`GET ${LIST}`]: () => ok({ offers: [fakeOffer({ status: 'ordered', order_id: 9 })] }) });
    render(true);
    expect(await screen.findByText('This enquiry is closed; it takes no new offers.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });
});

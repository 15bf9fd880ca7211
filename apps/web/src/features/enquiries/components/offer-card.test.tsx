import { act, screen, within } from '@testing-library/react';
import { toast as sonnerToast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Offer } from '@bazaar/contracts';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderWithShell } from '@/test/render-with-shell';
import { formatOfferTime, OfferList } from './offer-card';

/** Issue #13: the customer's offers on an enquiry, and accepting one into the checkout. */

const OFFERS = '/cfs/rest/v3/enquiry-offers';
const accept = (id: number) => `${OFFERS}/${id}/accept`;

const fakeOffer = (extra: Partial<Offer> = {}): Offer => ({
  id: 41,
  enquiry_id: 7,
  product_id: 31,
  product_name: 'Office Cleaning Contract',
  unit_price: 18_500,
  quantity: 2,
  total: 37_000,
  currency: { symbol: '₹', iso_code: 'INR', number_to_basic: 100 },
  valid_until: '2026-12-01T18:30:00.000Z',
  status: 'open',
  created_at: '2026-11-21T10:05:00.000Z',
  order_id: null,
  ...extra,
});

beforeEach(() => {
  document.cookie = 'access_token=x; path=/';
  vi.stubEnv('TZ', 'UTC');
});
afterEach(() => {
  document.cookie = 'access_token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  act(() => {
    sonnerToast.dismiss();
  });
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

const render = () => renderWithShell(<OfferList enquiryId={7} />, { path: '/enquiries', entry: '/enquiries', toaster: true });

describe('the offers of an enquiry', () => {
  it('shows each offer with its price, quantity and total in the store currency, until when it holds, and its status', async () => {
    const api = mockApi({
      [`GET ${OFFERS}`]: () =>
        ok({
          offers: [
            fakeOffer(),
            fakeOffer({ id: 40, unit_price: 19_999.5, total: 39_999, status: 'withdrawn', created_at: '2026-11-20T09:00:00.000Z' }),
            fakeOffer({ id: 39, status: 'ordered', order_id: 5012, created_at: '2026-11-19T09:00:00.000Z' }),
          ],
        }),
    });
    render();
    const cards = await screen.findAllByRole('article');
    expect(api.callsTo('GET', OFFERS)[0]!.url.searchParams.get('enquiry-id')).toBe('7');
    expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Offer of 21 Nov 2026, 10:05 am' })).toBeInTheDocument();
    expect(first.getByText('Open')).toBeInTheDocument();
    expect(first.getByText('₹18,500.00')).toBeInTheDocument();
    expect(first.getByText('2')).toBeInTheDocument();
    expect(first.getByText('₹37,000.00')).toBeInTheDocument();
    expect(first.getByText('1 Dec 2026, 6:30 pm').closest('time')).toHaveAttribute('datetime', '2026-12-01T18:30:00.000Z');
    expect(first.getByRole('button', { name: 'Accept and check out' })).toBeEnabled();

    expect(within(cards[1]!).getByText('Withdrawn')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('₹19,999.50')).toBeInTheDocument();
    expect(within(cards[1]!).queryByRole('button')).toBeNull();
    expect(within(cards[2]!).getByText('Ordered as order 5012')).toBeInTheDocument();
    expect(within(cards[2]!).queryByRole('button')).toBeNull();
  });

  it('accepts an open offer and goes to the checkout of the cart', async () => {
    const api = mockApi({
      [`GET ${OFFERS}`]: () => ok({ offers: [fakeOffer()] }),
      [`POST ${accept(41)}`]: () => ok({ offer: fakeOffer({ status: 'accepted' }), cart_item_id: 9 }),
    });
    const { user, location } = render();
    await user.click(await screen.findByRole('button', { name: 'Accept and check out' }));
    await vi.waitFor(() => expect(location()).toBe('/checkout/cart'));
    expect(api.callsTo('POST', accept(41))).toHaveLength(1);
  });

  it('offers to check out again an offer already accepted', async () => {
    mockApi({ [`GET ${OFFERS}`]: () => ok({ offers: [fakeOffer({ status: 'accepted' })] }) });
    render();
    expect(await screen.findByRole('button', { name: 'Check out' })).toBeEnabled();
  });

  it('says why in a toast when the offer can no longer be accepted, stays, and reads the offers again', async () => {
    let reads = 0;
    mockApi({
      [`GET ${OFFERS}`]: () => ok({ offers: [fakeOffer({ status: reads++ === 0 ? 'open' : 'expired' })] }),
      [`POST ${accept(41)}`]: () => fail(409, 'This offer has expired; ask the vendor for a new one in the enquiry chat'),
    });
    const { user, location } = render();
    await user.click(await screen.findByRole('button', { name: 'Accept and check out' }));
    expect(await screen.findByText('This offer has expired; ask the vendor for a new one in the enquiry chat')).toBeInTheDocument();
    expect(location()).toBe('/enquiries');
    expect(await screen.findByText('Expired')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept and check out' })).toBeNull();
  });

  it('says when there is no offer yet, and offers a retry when the list fails', async () => {
    mockApi({ [`GET ${OFFERS}`]: () => ok({ offers: [] }) });
    render();
    expect(await screen.findByText("No offers yet. The vendor's offers on this enquiry will appear here.")).toBeInTheDocument();

    let calls = 0;
    mockApi({ [`GET ${OFFERS}`]: () => (calls++ === 0 ? fail(500, 'Server error') : ok({ offers: [fakeOffer()] })) });
    const second = renderWithShell(<OfferList enquiryId={8} />);
    await second.user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Accept and check out' })).toBeInTheDocument();
  });
});

describe('formatOfferTime', () => {
  it("writes an instant in the page's language, and nothing for a broken one", () => {
    expect(formatOfferTime('2026-12-01T18:30:00.000Z', 'en')).toBe('1 Dec 2026, 6:30 pm');
    expect(formatOfferTime('2026-12-01T18:30:00.000Z', 'fr')).toMatch(/^1 déc\. 2026/);
    expect(formatOfferTime('not a date', 'en')).toBe('');
  });
});

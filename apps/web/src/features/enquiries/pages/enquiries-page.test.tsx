import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { recordNamespaces } from '@/features/i18n/testing/record-namespaces';
import { signInForEnquiryTests } from '../testing/sign-in';
import { renderWithShell } from '@/test/render-with-shell';
import { fail, mockApi, ok } from '@/test/mock-api';
import { fakeEnquiry } from '../testing/fixtures';
import EnquiriesPage from './enquiries-page';

signInForEnquiryTests();

const LIST = 'GET /cfs/rest/v3/enquiry';
const renderPage = (entry = '/enquiries') => renderWithShell(<EnquiriesPage />, { path: '/enquiries', entry, toaster: true });
const lastQuery = (api: ReturnType<typeof mockApi>) => api.callsTo('GET', '/cfs/rest/v3/enquiry').at(-1)!.url.searchParams;
const location = () => screen.getByTestId('location').textContent;

describe('EnquiriesPage', () => {
  it('lists each enquiry with its product link, status badge, date, vendor and a details button', async () => {
    const api = mockApi({
      [LIST]: () =>
        ok({
          enquiries: [
            fakeEnquiry(),
            fakeEnquiry({
              id: 8,
              enquiry_status: 2,
              enquiry_status_display_name: 'In progress',
              product_details: { product_id: 32, product_name: 'Wedding Cake', vendor_name: 'Sweet Tooth' },
            }),
            fakeEnquiry({ id: 9, enquiry_status: 3, product_details: { product_id: 33, product_name: 'Repair Visit', vendor_name: 'FixIt' } }),
            fakeEnquiry({ id: 10, enquiry_status: 4, product_details: { product_id: 34, product_name: 'Office Cleaning', vendor_name: 'Sparkle Homes' } }),
          ],
          total: 4,
        }),
    });
    const namespaces = recordNamespaces();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'my enquiries' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'my enquiries' });
    namespaces.expectAllListed('enquiries');
    const first = within(list).getByRole('listitem', { name: 'Tailored Kurta' });
    expect(within(first).getByRole('link', { name: 'Tailored Kurta' })).toHaveAttribute('href', '/ProductDetails?PId=31');
    expect(first).toHaveTextContent('Enquired on 21 Nov 2026');
    expect(first).toHaveTextContent('Vendor: Jaipur Crafts');
    expect(within(first).getByRole('button', { name: 'View details of Tailored Kurta' })).toBeInTheDocument();
    const badges = ['Tailored Kurta', 'Wedding Cake', 'Repair Visit', 'Office Cleaning'].map((name) => {
      const card = within(list).getByRole('listitem', { name });
      return [
        within(card).getByText(/^(Open|In progress|Closed|Rejected)$/).textContent,
        within(card).getByText(/^(Open|In progress|Closed|Rejected)$/).className,
      ];
    });
    expect(badges.map(([text]) => text)).toEqual(['Open', 'In progress', 'Closed', 'Rejected']);
    expect(badges.map(([, cls]) => /bg-(blue|yellow|green|red)-/.exec(cls!)?.[1])).toEqual(['blue', 'yellow', 'green', 'red']);
    expect(lastQuery(api).get('page-limit')).toBe('10');
    expect(lastQuery(api).get('page-number')).toBe('1');
    expect(lastQuery(api).has('enquiry-status')).toBe(false);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('filters by status from the tabs in the URL, back at page 1, and moves with the arrow keys', async () => {
    const api = mockApi({ [LIST]: () => ok({ enquiries: [fakeEnquiry()], total: 30 }) });
    const { user } = renderPage('/enquiries?page=3');
    const tabs = await screen.findByRole('tablist', { name: 'Filter enquiries by status' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All', 'Open', 'In progress', 'Closed', 'Rejected']);
    expect(within(tabs).getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(lastQuery(api).get('page-number')).toBe('3'));
    await user.click(within(tabs).getByRole('tab', { name: 'In progress' }));
    expect(location()).toBe('/enquiries?tab=in_progress');
    await waitFor(() => expect(lastQuery(api).get('enquiry-status')).toBe('2'));
    expect(lastQuery(api).get('page-number')).toBe('1');
    expect(screen.getByRole('tabpanel', { name: 'In progress' })).toBeInTheDocument();
    fireEvent.keyDown(within(tabs).getByRole('tab', { name: 'In progress' }), { key: 'ArrowRight' });
    expect(location()).toBe('/enquiries?tab=closed');
    fireEvent.keyDown(within(tabs).getByRole('tab', { name: 'Closed' }), { key: 'End' });
    expect(location()).toBe('/enquiries?tab=rejected');
    await waitFor(() => expect(lastQuery(api).get('enquiry-status')).toBe('4'));
    fireEvent.keyDown(within(tabs).getByRole('tab', { name: 'Rejected' }), { key: 'Home' });
    expect(location()).toBe('/enquiries');
  });

  it('takes an unknown tab as all', async () => {
    const api = mockApi({ [LIST]: () => ok({ enquiries: [fakeEnquiry()], total: 1 }) });
    renderPage('/enquiries?tab=archived&page=abc');
    expect(await screen.findByRole('tab', { name: 'All', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(lastQuery(api).get('page-number')).toBe('1'));
    expect(lastQuery(api).has('enquiry-status')).toBe(false);
  });

  it('pages only past ten enquiries, with three pages either side and the page in the URL', async () => {
    const api = mockApi({ [LIST]: (call) => ok({ enquiries: [fakeEnquiry()], total: call.url.searchParams.get('enquiry-status') === '3' ? 10 : 200 }) });
    const { user } = renderPage('/enquiries?tab=open&page=10');
    const pages = await screen.findByRole('navigation', { name: 'Pagination' });
    const numbers = within(pages)
      .getAllByRole('link', { name: /^Go to page/ })
      .map((b) => b.textContent);
    expect(numbers).toEqual(['1', '7', '8', '9', '10', '11', '12', '13', '20']);
    await user.click(within(pages).getByRole('link', { name: 'Go to page 11' }));
    expect(location()).toBe('/enquiries?tab=open&page=11');
    await waitFor(() => expect(lastQuery(api).get('page-number')).toBe('11'));
    expect(lastQuery(api).get('enquiry-status')).toBe('1');
    await user.click(screen.getByRole('tab', { name: 'Closed' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument());
    expect(location()).toBe('/enquiries?tab=closed');
  });

  it('writes the enquiry date in the page’s language', async () => {
    mockApi({ [LIST]: () => ok({ enquiries: [fakeEnquiry()], total: 1 }) });
    await i18n.changeLanguage('fr');
    try {
      renderPage();
      // The copy falls back to English (only English is loaded in tests); the date is French.
      expect(await screen.findByRole('listitem', { name: 'Tailored Kurta' })).toHaveTextContent(/Enquired on 21 nov\.? 2026/);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says when there are no enquiries', async () => {
    mockApi({ [LIST]: () => ok({ enquiries: [], total: 0 }) });
    renderPage();
    expect(await screen.findByText('No enquiries found')).toBeInTheDocument();
  });

  it('shows a loading state, then offers a retry when the list cannot be loaded', async () => {
    const api = mockApi({ [LIST]: () => fail(500, 'The database is busy') });
    const { user } = renderPage();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(await screen.findByText('The database is busy')).toBeInTheDocument();
    api.routes[LIST] = () => ok({ enquiries: [fakeEnquiry()], total: 1 });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Tailored Kurta' })).toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATATYPE } from '@bazaar/contracts/form-fields';
import { TooltipProvider } from '@/components/ui/tooltip';
import { renderAccountPage, signInForEachTest } from '@/features/account/testing/render-account-page';
import { storage } from '@/lib/storage';
import { fail, mockApi, ok, type Reply } from '@/test/mock-api';
import { fakeProduct, fakeSummary } from '../testing/fixtures';
import ProductDetailsPage from './product-details-page';

signInForEachTest();

// The sheet is a chunk of its own (the form kit comes with it), loaded at the first 'Enquire';
// loaded once here, as a shopper's browser has it by the time the click lands.
beforeAll(async () => {
  await import('../components/enquiry-sheet');
});

const FORM = 'GET /cfs/rest/v3/enquiry-form';
const SEND = 'POST /cfs/rest/v3/enquiry';

const attribute = (attribute_id: number, attribute_name: string, datatype_id: number, extra: Record<string, unknown> = {}) => ({
  attribute_id,
  attribute_name,
  datatype_id,
  option_names: [],
  supported_extension: [],
  input_config: {},
  required: true,
  sensitive: false,
  ...extra,
});
const MEASUREMENTS = {
  product_id: 42,
  form_title_display_name: 'Your measurements',
  attributes: [
    attribute(7, 'Chest', DATATYPE.text, { input_config: { suffix_displayname: 'inches' } }),
    attribute(8, 'Fabric', DATATYPE.select, { option_names: ['Cotton', 'Linen'] }),
  ],
};

function stub(routes: Record<string, () => Reply | Promise<Reply>>) {
  return mockApi({
    'GET /pbs/rest/v3/products/42': () => ok(fakeProduct({ order_flow: 'enquiry_based', product_name: 'Tailored Kurta' })),
    'GET /pbs/rest/v3/products/42/reviews': () => ok({ reviews: [], total: 0, summary: fakeProduct().review_summary }),
    'GET /pbs/rest/v3/recommendations': () => ok({ products: [fakeSummary({ product_id: 43 })], total: 1 }),
    'GET /cfs/rest/v3/customer-wishlist': () => ok({ wishlist: [], total: 0 }),
    'GET /cfs/rest/v3/customer-cart': () => ok({ Products: [], total: 0 }),
    ...routes,
  });
}

const renderPage = () =>
  renderAccountPage(
    <TooltipProvider>
      <ProductDetailsPage />
    </TooltipProvider>,
    { path: '/ProductDetails', entry: '/ProductDetails?PId=42' },
  );

async function openForm(user: ReturnType<typeof renderPage>['user'], title = 'Your measurements') {
  await user.click(await screen.findByRole('button', { name: 'Enquire' }));
  return screen.findByRole('dialog', { name: title });
}

describe('enquiring about a product', () => {
  it('sends a guest to sign in, remembering the product to come back to', async () => {
    document.cookie = 'access_token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    const api = stub({ [FORM]: () => ok(MEASUREMENTS) });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Enquire' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/signin'));
    expect(storage.getJson('currentPath')).toEqual({ origin: window.location.origin, path: '/ProductDetails', query: '?PId=42' });
    expect(api.callsTo('POST', '/cfs/rest/v3/enquiry')).toHaveLength(0);
  });

  it('opens the product’s form, sends the answers, says where the reply comes and leads there', async () => {
    const api = stub({ [FORM]: () => ok(MEASUREMENTS), [SEND]: () => ok({ enquiry_id: 91 }) });
    const { user } = renderPage();
    const dialog = await openForm(user);
    expect(api.callsTo('GET', '/cfs/rest/v3/enquiry-form')[0]!.url.searchParams.get('product-id')).toBe('42');
    expect(within(dialog).getByText('Tailored Kurta', { selector: 'p' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Jaipur Crafts gets your answers and replies in My enquiries.');
    expect(screen.queryByText(/Coming soon/)).not.toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Chest' }), '38');
    await user.click(within(dialog).getByRole('button', { name: 'Send enquiry' }));
    // Fabric is required: nothing is sent until it is chosen, and focus goes to it.
    const fabric = within(dialog).getByRole('combobox', { name: 'Fabric' });
    await waitFor(() => expect(fabric).toHaveFocus());
    expect(fabric).toHaveAccessibleDescription('Choose an option.');
    expect(api.callsTo('POST', '/cfs/rest/v3/enquiry')).toHaveLength(0);

    await user.selectOptions(fabric, 'Linen');
    await user.click(within(dialog).getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/cfs/rest/v3/enquiry')[0]!.body).toEqual({
      product_id: 42,
      attribute_values: [
        { attribute_id: 7, value: '38' },
        { attribute_id: 8, value: 'Linen' },
      ],
    });
    expect(await screen.findByText('Enquiry sent. The seller will reply in My enquiries.')).toBeInTheDocument();
    // A click, not a pointer: Sonner captures the pointer on its toast, which jsdom cannot.
    fireEvent.click(screen.getByRole('button', { name: 'View my enquiries' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/enquiries'));
  });

  it('shows a refusal that names a field at that field, and keeps every answer', async () => {
    const api = stub({ [FORM]: () => ok(MEASUREMENTS), [SEND]: () => fail(400, 'Chest must be one line') });
    const { user } = renderPage();
    const dialog = await openForm(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Chest' }), '40');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Fabric' }), 'Cotton');
    await user.click(within(dialog).getByRole('button', { name: 'Send enquiry' }));
    const chest = within(dialog).getByRole('textbox', { name: 'Chest' });
    await waitFor(() => expect(chest).toHaveAccessibleDescription('inches Chest must be one line'));
    expect(chest).toHaveFocus();
    expect(chest).toHaveValue('40');
    expect(within(dialog).getByRole('combobox', { name: 'Fabric' })).toHaveValue('Cotton');
    expect(api.callsTo('POST', '/cfs/rest/v3/enquiry')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Your measurements' })).toBeInTheDocument();
  });

  it('asks only for a confirmation when the product has no form', async () => {
    const api = stub({ [FORM]: () => ok({ product_id: 42, form_title_display_name: '', attributes: [] }), [SEND]: () => ok({ enquiry_id: 92 }) });
    const { user } = renderPage();
    const dialog = await openForm(user, 'Enquire about Tailored Kurta');
    expect(dialog).toHaveTextContent('Send Jaipur Crafts an enquiry about Tailored Kurta? The reply comes in My enquiries.');
    await user.click(within(dialog).getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(api.callsTo('POST', '/cfs/rest/v3/enquiry')).toHaveLength(1));
    expect(api.callsTo('POST', '/cfs/rest/v3/enquiry')[0]!.body).toEqual({ product_id: 42, attribute_values: [] });
  });

  it('holds the form’s shape while it loads, and offers a retry when it cannot be loaded', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    stub({
      [FORM]: async () => {
        calls += 1;
        if (calls === 1) {
          await held;
          return fail(503, 'Service unavailable');
        }
        return ok(MEASUREMENTS);
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Enquire' }));
    const loading = await screen.findByRole('dialog', { name: 'Enquire about Tailored Kurta' });
    expect(within(loading).getByRole('status', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await within(loading).findByRole('alert')).toHaveTextContent('The enquiry form could not be loaded.');
    await user.click(within(loading).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Your measurements' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Chest' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CrfForm, OrderRecord } from '@bazaar/contracts';
import { DATATYPE } from '@bazaar/contracts/form-fields';
import { mockApi, ok } from '@/test/mock-api';
import { fakeOrderRecord, fakeRecordItem } from '../testing/fixtures';
import { renderOrdersPage, signInForOrderTests } from '../testing/render-orders-page';
import OrderDetailsPage from './order-details-page';

signInForOrderTests();

// The sheet is a chunk of its own (the form kit comes with it), loaded at the first click.
beforeAll(async () => {
  await import('../components/request-form-sheet');
});

const ORDER = 'GET /cfs/rest/v3/orders/41';
const CRF = 'GET /cfs/rest/v3/get-crf-attributes';
const SAVE = 'PUT /cfs/rest/v3/crf-attributes';
const renderOrder = () => renderOrdersPage(<OrderDetailsPage />, { path: '/userprofile/order/:orderId', entry: '/userprofile/order/41' });
const orderWith = (item: Partial<OrderRecord['order_items'][number]>) =>
  fakeOrderRecord({ order_items: [fakeRecordItem({ product_name: 'Tailored Kurta', item_type: 'request_item', ...item })] });
const itemCard = () => screen.findByRole('listitem', { name: 'Tailored Kurta' });

const attribute = (attribute_id: number, attribute_name: string, datatype_id: number, extra: Partial<CrfForm['attributes'][number]> = {}) => ({
  attribute_id,
  attribute_name,
  datatype_id,
  required: true,
  sensitive: false,
  option_names: [],
  supported_extension: [],
  input_config: {},
  value: '',
  masked: false,
  ...extra,
});
const formWith = (chest: string, phone = { value: '********', masked: true }): CrfForm => ({
  order_item_id: 1,
  form_title_display_name: 'Your measurements',
  attributes: [
    attribute(7, 'Chest', DATATYPE.text, { value: chest }),
    attribute(8, 'Sleeve', DATATYPE.radio, { option_names: ['Full', 'Half'], value: 'Half' }),
    attribute(9, 'Phone number', DATATYPE.phone, { sensitive: true, ...phone }),
  ],
});

describe('a request item’s form on the order page', () => {
  it('asks for the form while a required answer is missing, opens it with what it has, and saves it', async () => {
    const api = mockApi({
      [ORDER]: () => ok(orderWith({})),
      [CRF]: () => ok(formWith('')),
      [SAVE]: () => ok(formWith('38')),
    });
    const { user } = renderOrder();
    const card = await itemCard();
    const button = await within(card).findByRole('button', { name: 'Fill in the request form' });
    expect(within(card).getByText('The seller needs a few details for this request.')).toBeInTheDocument();
    expect(api.callsTo('GET', '/cfs/rest/v3/get-crf-attributes')[0]!.url.searchParams.get('order-item-id')).toBe('1');

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Your measurements' });
    expect(within(dialog).getByRole('radio', { name: 'Half' })).toBeChecked();
    // A sensitive answer comes back masked: asked again, not sent as asterisks.
    const phone = within(dialog).getByLabelText(/^Phone number/);
    expect(phone).toHaveValue('');
    expect(phone).toHaveAccessibleDescription('An answer is saved but hidden here; enter it again.');

    await user.type(within(dialog).getByRole('textbox', { name: 'Chest' }), '38');
    await user.type(phone, '+91 98765 43210');
    await user.click(within(dialog).getByRole('button', { name: 'Save answers' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PUT', '/cfs/rest/v3/crf-attributes')[0]!.body).toEqual({
      order_item_id: 1,
      attribute_values: [
        { attribute_id: 7, value: '38' },
        { attribute_id: 8, value: 'Half' },
        { attribute_id: 9, value: '+91 98765 43210' },
      ],
    });
    expect(await screen.findByText('Request form saved')).toBeInTheDocument();
    // The form is complete now: the button is gone.
    expect(within(card).queryByRole('button', { name: 'Fill in the request form' })).not.toBeInTheDocument();
  });

  it('does not ask when every required answer is there', async () => {
    const api = mockApi({ [ORDER]: () => ok(orderWith({})), [CRF]: () => ok(formWith('38')) });
    renderOrder();
    const card = await itemCard();
    await waitFor(() => expect(api.callsTo('GET', '/cfs/rest/v3/get-crf-attributes')).toHaveLength(1));
    expect(within(card).queryByRole('button', { name: 'Fill in the request form' })).not.toBeInTheDocument();
  });

  it.each([
    ['a request item the seller has finished', { status: 'Fulfilled' as const }],
    ['an item bought through the cart', { item_type: 'standard_item' as const }],
  ])('does not even look for a form on %s', async (_, item) => {
    const api = mockApi({ [ORDER]: () => ok(orderWith(item)), [CRF]: () => ok(formWith('')) });
    renderOrder();
    await itemCard();
    expect(api.callsTo('GET', '/cfs/rest/v3/get-crf-attributes')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Fill in the request form' })).not.toBeInTheDocument();
  });
});

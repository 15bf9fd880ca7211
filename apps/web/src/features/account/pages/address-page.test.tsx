import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoreState } from '@/lib/store-context';
import { fail, mockApi, ok } from '@/test/mock-api';
import { southAfricanSettings } from '@/test/store-fixtures';
import { fakeAddress, pageListItems, renderAccountPage, signInForEachTest } from '../testing/render-account-page';
import AddressPage from './address-page';

signInForEachTest();
const ADDRESSES = '/cfs/rest/v3/addresses';

const renderPage = (entry = '/customerAddress', store: Partial<StoreState> = {}) =>
  renderAccountPage(<AddressPage />, { path: '/customerAddress', entry, store });

/** The souk store: South Africa's 4-digit postal codes. */
const southAfrica = (): Partial<StoreState> => ({ settings: southAfricanSettings() });

/** A fake address book: lists by type, and add, delete and make-default change it. */
function addressServer(initial = [fakeAddress({ id: 1, is_default: true }), fakeAddress({ id: 2, name: 'Ravi Rao', pincode: '110001' })]) {
  let addresses: ReturnType<typeof fakeAddress>[] = initial;
  return mockApi({
    [`GET ${ADDRESSES}`]: ({ url }) => {
      const list = addresses.filter((a) => a.address_type === url.searchParams.get('address_type'));
      return ok({ addresses: list, total: list.length });
    },
    [`POST ${ADDRESSES}`]: ({ body }) => {
      const created = fakeAddress({ ...body, id: 99 });
      addresses = [...addresses, created];
      return ok(created);
    },
    [`DELETE ${ADDRESSES}/2`]: () => {
      addresses = addresses.filter((a) => a.id !== 2);
      return ok(null);
    },
    [`POST ${ADDRESSES}/2/default`]: () => {
      addresses = addresses.map((a) => ({ ...a, is_default: a.id === 2 }));
      return ok(addresses.find((a) => a.id === 2));
    },
  });
}

const card = (name: string) => pageListItems().find((item) => within(item).queryByText(name))!;

async function fillAddress(user: ReturnType<typeof renderPage>['user'], pincode: string, label = 'PIN code') {
  const sheet = await screen.findByRole('dialog', { name: 'Add address' });
  const form = within(sheet);
  await user.type(form.getByLabelText('Full name'), 'Meera Iyer');
  await user.type(form.getByLabelText('House number and street'), '4 Lake View');
  await user.type(form.getByLabelText('City'), 'Chennai');
  await user.type(form.getByLabelText('State'), 'Tamil Nadu');
  await user.type(form.getByLabelText(label), pincode);
  await user.type(form.getByLabelText('Mobile number'), '9123456789');
  return form;
}

describe('AddressPage', () => {
  it('lists delivery addresses with the default marked, and billing ones on their tab', async () => {
    addressServer([fakeAddress({ id: 1, is_default: true }), fakeAddress({ id: 3, address_type: 'billing', name: 'Rao Traders' })]);
    const { user } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My addresses' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Delivery addresses' })).toHaveAttribute('aria-selected', 'true');
    const asha = await screen.findByText('Asha Rao');
    expect(within(asha.closest('li')!).getByText('Default')).toBeInTheDocument();
    expect(within(asha.closest('li')!).getByText('560038')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Billing addresses' }));
    expect(await screen.findByText('Rao Traders')).toBeInTheDocument();
    expect(screen.queryByText('Asha Rao')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/customerAddress?tab=billing');
  });

  it('moves between tabs with the arrow keys', async () => {
    addressServer();
    const { user } = renderPage();
    await screen.findByText('Asha Rao');
    screen.getByRole('tab', { name: 'Delivery addresses' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Billing addresses' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Billing addresses' })).toHaveAttribute('aria-selected', 'true');
  });

  it('offers to add an address when there are none', async () => {
    addressServer([]);
    const { user } = renderPage();
    const empty = (await screen.findByText('You have no delivery addresses yet.')).parentElement!;
    await user.click(within(empty).getByRole('button', { name: 'Add address' }));
    expect(screen.getByRole('dialog', { name: 'Add address' })).toBeInTheDocument();
  });

  it('shows the error state with a retry', async () => {
    mockApi({ [`GET ${ADDRESSES}`]: () => fail(500, 'Addresses are unavailable') });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Addresses are unavailable');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('keeps letters out of the pincode', async () => {
    addressServer();
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    const pincode = within(await screen.findByRole('dialog')).getByLabelText('PIN code');
    await user.type(pincode, '56a0-0 38x9');
    expect(pincode).toHaveValue('560038');
  });

  it('rejects a pincode starting with 0 without calling the server', async () => {
    const api = addressServer();
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    const form = await fillAddress(user, '012345');
    await user.click(form.getByRole('button', { name: 'Save address' }));
    // The form checks with the contract's schema, which answers after the click.
    await waitFor(() => expect(form.getByLabelText('PIN code')).toHaveAccessibleDescription('6 digits Enter a valid 6-digit PIN code.'));
    expect(form.getByLabelText('PIN code')).toHaveFocus();
    expect(api.callsTo('POST', ADDRESSES)).toHaveLength(0);
  });

  it("asks for the store's own postal code: 4 digits, called a postal code, in the South African store", async () => {
    const api = addressServer();
    const { user } = renderPage('/customerAddress', southAfrica());
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    expect(within(await screen.findByRole('dialog')).queryByLabelText('PIN code')).not.toBeInTheDocument();
    const form = await fillAddress(user, '80011', 'Postal code');
    const pincode = form.getByLabelText('Postal code');
    expect(pincode).toHaveValue('8001');
    await user.clear(pincode);
    await user.type(pincode, '800');
    await user.click(form.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(pincode).toHaveAccessibleDescription('4 digits Enter a valid 4-digit postal code.'));
    expect(api.callsTo('POST', ADDRESSES)).toHaveLength(0);
    // Pretoria's codes start with 0, which India's never do.
    await user.clear(pincode);
    await user.type(pincode, '0002');
    await user.click(form.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('The address was added.')).toBeInTheDocument();
    expect(api.callsTo('POST', ADDRESSES)[0]!.body).toMatchObject({ pincode: '0002' });
  });

  it('adds a valid address, closes the sheet and refreshes the list', async () => {
    const api = addressServer();
    const { user } = renderPage();
    await screen.findByText('Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    const form = await fillAddress(user, '600001');
    await user.click(form.getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('Meera Iyer')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('The address was added.')).toBeInTheDocument();
    expect(api.callsTo('POST', ADDRESSES)[0]!.body).toEqual({
      address_type: 'delivery',
      name: 'Meera Iyer',
      phone: '+919123456789',
      line1: '4 Lake View',
      line2: '',
      landmark: '',
      city: 'Chennai',
      state: 'Tamil Nadu',
      pincode: '600001',
      is_default: false,
    });
  });

  it('deletes an address after confirming', async () => {
    const api = addressServer();
    const { user } = renderPage();
    await screen.findByText('Ravi Rao');
    await user.click(within(card('Ravi Rao')).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this address?' });
    expect(dialog).toHaveTextContent('The address of Ravi Rao will be removed');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('The address was deleted.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', `${ADDRESSES}/2`)).toHaveLength(1);
    expect(screen.queryByText('Ravi Rao')).not.toBeInTheDocument();
  });

  it('makes another address the default', async () => {
    const api = addressServer();
    const { user } = renderPage();
    await screen.findByText('Ravi Rao');
    expect(within(card('Asha Rao')).queryByRole('button', { name: 'Make default' })).not.toBeInTheDocument();
    await user.click(within(card('Ravi Rao')).getByRole('button', { name: 'Make default' }));

    expect(await screen.findByText('Your default address was changed.')).toBeInTheDocument();
    expect(api.callsTo('POST', `${ADDRESSES}/2/default`)).toHaveLength(1);
    expect(await within(card('Ravi Rao')).findByText('Default')).toBeInTheDocument();
    expect(within(card('Asha Rao')).queryByText('Default')).not.toBeInTheDocument();
  });

  it('edits an address, sending only what changed', async () => {
    const api = addressServer();
    api.routes[`PUT ${ADDRESSES}/2`] = ({ body }) => ok(fakeAddress({ id: 2, ...body }));
    const { user } = renderPage();
    await screen.findByText('Ravi Rao');
    await user.click(within(card('Ravi Rao')).getByRole('button', { name: 'Edit' }));
    const sheet = within(screen.getByRole('dialog', { name: 'Edit address' }));
    expect(sheet.getByLabelText('PIN code')).toHaveValue('110001');
    await user.clear(sheet.getByLabelText('City'));
    await user.type(sheet.getByLabelText('City'), 'New Delhi');
    await user.click(sheet.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('The address was updated.')).toBeInTheDocument();
    expect(api.callsTo('PUT', `${ADDRESSES}/2`)[0]!.body).toEqual({ city: 'New Delhi' });
  });
});

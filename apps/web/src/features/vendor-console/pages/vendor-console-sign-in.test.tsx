import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '@/test/mock-api';
import { fakeVendorSession, ITEMS, renderVendorConsole, setUpVendorTests, VMS } from '../testing/render-vendor-console';
import { readVendorSession, saveVendorSession } from '../vendor-session';

setUpVendorTests({ signedIn: false });

const OTP = `${VMS}/auth/otp`;
const SIGN_IN = `${VMS}/auth/sign-in`;
const identifierInput = () => screen.getByRole('textbox', { name: 'Phone number or email' });
const codeInput = () => screen.getByRole('textbox', { name: '6-digit code' });

describe('vendor console sign-in', () => {
  it('sends a code, signs in with it and shows the vendor, the user and a sign-out', async () => {
    document.cookie = 'access_token=shopper-token; path=/';
    const api = mockApi({
      [`POST ${OTP}`]: () => ok({ expires_in: 300, resend_after: 30 }),
      [`POST ${SIGN_IN}`]: () => ok(fakeVendorSession()),
      [`GET ${ITEMS}`]: () => ok({ order_items: [], total: 0 }),
    });
    const { user } = renderVendorConsole();
    expect(screen.getByRole('heading', { level: 1, name: 'Vendor console' })).toBeInTheDocument();

    fireEvent.input(identifierInput(), { target: { value: '  farida@vendors.example.com ' } });
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/We sent a code to farida@vendors.example.com/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code in 00:30' })).toBeDisabled();
    fireEvent.input(codeInput(), { target: { value: '123 456' } });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Rangrez Block Prints')).toBeInTheDocument();
    expect(screen.getByText('Farida Chhipa').closest('p')).toHaveTextContent('Signed in as Farida Chhipa');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();

    const [otp, signIn] = [api.callsTo('POST', OTP)[0]!, api.callsTo('POST', SIGN_IN)[0]!];
    expect(otp.body).toEqual({ identifier: 'farida@vendors.example.com' });
    expect(signIn.body).toEqual({ identifier: 'farida@vendors.example.com', otp: '123456' });
    expect(otp.headers['realm-name']).toBe('demo');
    expect(otp.headers.Authorization).toBeUndefined();
    // The vendor's own token on /vms calls, never the shopper's cookie.
    expect(api.callsTo('GET', ITEMS)[0]!.headers.Authorization).toBe('Bearer vendor-token-1');
    expect(readVendorSession()).toMatchObject({ token: 'vendor-token-1', vendorId: 3, userName: 'Farida Chhipa' });
    document.cookie = 'access_token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('says how many tries a wrong code has left, and stays signed out', async () => {
    mockApi({
      [`POST ${OTP}`]: () => ok({ expires_in: 300, resend_after: 0 }),
      [`POST ${SIGN_IN}`]: () => ({ status: 401, message: 'Server wording', body: { attempts_left: 3 } }),
    });
    const { user } = renderVendorConsole();
    fireEvent.input(identifierInput(), { target: { value: '9876543210' } });
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    fireEvent.input(await screen.findByRole('textbox', { name: '6-digit code' }), { target: { value: '000000' } });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right. 3 tries left.');
    expect(readVendorSession()).toBeNull();
    expect(codeInput()).toBeInTheDocument();
  });

  it('asks for an identifier and all six digits before calling the server', async () => {
    const api = mockApi({ [`POST ${OTP}`]: () => ok({ expires_in: 300, resend_after: 30 }) });
    const { user } = renderVendorConsole();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Enter your phone number or email.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    fireEvent.input(identifierInput(), { target: { value: '9876543210' } });
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    fireEvent.input(await screen.findByRole('textbox', { name: '6-digit code' }), { target: { value: '123' } });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter all 6 digits of the code.')).toBeInTheDocument();
    expect(codeInput()).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.map((c) => c.path)).toEqual([OTP]);
  });

  it('goes back to the sign-in form, saying why, when the server no longer takes the token (401)', async () => {
    saveVendorSession(fakeVendorSession());
    mockApi({ [`GET ${ITEMS}`]: () => fail(401, 'Your vendor session has ended') });
    renderVendorConsole();
    expect(await screen.findByRole('button', { name: 'Send code' })).toBeInTheDocument();
    expect(screen.getByText('Your session has ended. Sign in again to carry on.')).toBeInTheDocument();
    expect(readVendorSession()).toBeNull();
  });

  it('treats a token past its lifetime as signed out', () => {
    saveVendorSession(fakeVendorSession({ expires_in: 60 }), Date.now() - 61_000);
    mockApi({});
    renderVendorConsole();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
    expect(screen.queryByText('Your session has ended. Sign in again to carry on.')).not.toBeInTheDocument();
  });

  it('signs out: the token is forgotten and the sign-in form is back', async () => {
    saveVendorSession(fakeVendorSession());
    mockApi({ [`GET ${ITEMS}`]: () => ok({ order_items: [], total: 0 }) });
    const { user } = renderVendorConsole();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    const form = screen.getByRole('form', { name: 'Sign in to the vendor console' });
    expect(within(form).getByRole('textbox', { name: 'Phone number or email' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem('vendorToken')).toBeNull();
  });
});

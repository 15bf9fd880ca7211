import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, type Call, type Reply } from '@/test/mock-api';
import { fakeProfile, renderAccountPage, signInForEachTest } from '../testing/render-account-page';
import UserDetailsPage from './user-details-page';

signInForEachTest();
const PROFILE = '/cfs/rest/v3/profile';
const SEND = '/ums/rest/v3/otp/send';
const RESET = '/ums/rest/v3/password/reset';

const renderPage = () => renderAccountPage(<UserDetailsPage />, { path: '/userDetails' });
const section = () => screen.getByRole('region', { name: 'Password' });

/** A server where the reset works and the profile reports the password afterwards. */
function passwordServer(profile: Record<string, unknown> = {}, routes: Record<string, (call: Call) => Reply | Promise<Reply>> = {}) {
  let hasPassword = Boolean(profile.has_password);
  return mockApi({
    [`GET ${PROFILE}`]: () => ok(fakeProfile({ ...profile, has_password: hasPassword })),
    [`POST ${SEND}`]: () => ok({ expires_in: 300, resend_after: 30 }),
    [`POST ${RESET}`]: () => {
      hasPassword = true;
      return ok(null);
    },
    ...routes,
  });
}

async function openAndSendCode(view: ReturnType<typeof renderPage>, action = 'Set a password') {
  await view.user.click(await within(await screen.findByRole('region', { name: 'Password' })).findByRole('button', { name: action }));
  await view.user.click(within(section()).getByRole('button', { name: 'Send code' }));
  return within(section()).findByRole('form', { name: action });
}

describe('UserDetailsPage password', () => {
  it('says whether a password is set and names the action after it', async () => {
    passwordServer({ has_password: true });
    renderPage();
    expect(await screen.findByText('A password is set. You can sign in with it or with a code.')).toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: 'Change password' })).toBeInTheDocument();
  });

  it('sets a password: code to the phone, then the digits and the new password; the profile is read again', async () => {
    const api = passwordServer();
    const view = renderPage();
    expect(await screen.findByText(/You have no password yet/)).toBeInTheDocument();
    const form = await openAndSendCode(view);

    expect(api.callsTo('POST', SEND)[0]!.body).toEqual({ identifier: '+919876543210', purpose: 'password' });
    expect(api.callsTo('POST', SEND)[0]!.url.searchParams.get('realm-name')).toBeTruthy();
    expect(within(form).getByText('We sent a code to +919876543210.')).toBeInTheDocument();
    const code = within(form).getByLabelText('6-digit code');
    expect(code).toHaveFocus();
    await view.user.type(code, '12a3 45-6');
    expect(code).toHaveValue('123456');
    const password = within(form).getByLabelText('New password');
    expect(password).toHaveAttribute('type', 'password');
    await view.user.type(password, 'mango season');
    await view.user.click(within(form).getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await view.user.click(within(form).getByRole('button', { name: 'Save password' }));

    expect(await screen.findByText('Your password was saved. Other devices were signed out.')).toBeInTheDocument();
    const [reset] = api.callsTo('POST', RESET);
    expect(reset!.body).toEqual({ identifier: '+919876543210', otp: '123456', password: 'mango season' });
    expect(reset!.headers.Authorization).toBe('Bearer x');
    expect(api.callsTo('GET', PROFILE)).toHaveLength(2);
    expect(await screen.findByText('A password is set. You can sign in with it or with a code.')).toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: 'Change password' })).toHaveFocus();
    expect(within(section()).queryByRole('form')).not.toBeInTheDocument();
  });

  it('sends the code to the email when there is no phone', async () => {
    const api = passwordServer({ phone: null, has_password: true });
    const view = renderPage();
    await openAndSendCode(view, 'Change password');
    expect(api.callsTo('POST', SEND)[0]!.body).toEqual({ identifier: 'asha@example.com', purpose: 'password' });
  });

  it('checks the code and the password length before sending anything', async () => {
    const api = passwordServer();
    const view = renderPage();
    const form = await openAndSendCode(view);
    await view.user.type(within(form).getByLabelText('6-digit code'), '123');
    await view.user.type(within(form).getByLabelText('New password'), 'short');
    await view.user.click(within(form).getByRole('button', { name: 'Save password' }));

    await waitFor(() => expect(within(form).getByLabelText('6-digit code')).toHaveAccessibleDescription('Enter all 6 digits of the code.'));
    expect(within(form).getByLabelText('New password')).toHaveAccessibleDescription(/Use at least 8 characters\./);
    expect(api.callsTo('POST', RESET)).toHaveLength(0);
  });

  it('shows the server message when the code is wrong and keeps the form', async () => {
    passwordServer({}, { [`POST ${RESET}`]: () => fail(401, 'The code or password is wrong or has expired') });
    const view = renderPage();
    const form = await openAndSendCode(view);
    await view.user.type(within(form).getByLabelText('6-digit code'), '000000');
    await view.user.type(within(form).getByLabelText('New password'), 'mango season');
    await view.user.click(within(form).getByRole('button', { name: 'Save password' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('The code or password is wrong or has expired');
    expect(within(form).getByRole('button', { name: 'Save password' })).toBeEnabled();
    expect(screen.getByText(/You have no password yet/)).toBeInTheDocument();
  });

  it('counts down before a new code may be asked for, then resends', async () => {
    let sends = 0;
    const api = passwordServer({}, { [`POST ${SEND}`]: () => ok({ expires_in: 300, resend_after: ++sends === 1 ? 1 : 30 }) });
    const view = renderPage();
    const form = await openAndSendCode(view);
    expect(within(form).getByRole('button', { name: 'Resend code in 00:01' })).toBeDisabled();
    await view.user.type(within(form).getByLabelText('6-digit code'), '111');

    const resend = await within(form).findByRole('button', { name: 'Resend code' }, { timeout: 3000 });
    await view.user.click(resend);
    expect(await within(form).findByRole('button', { name: 'Resend code in 00:30' })).toBeDisabled();
    expect(api.callsTo('POST', SEND)).toHaveLength(2);
    expect(within(form).getByLabelText('6-digit code')).toHaveValue('');
  });

  it('shows a refused code request and waits for the time the server names', async () => {
    passwordServer({}, { [`POST ${SEND}`]: () => ({ ...fail(429, 'Too many codes. Try again in 20 seconds.'), headers: { 'Retry-After': '20' } }) });
    const view = renderPage();
    await view.user.click(await screen.findByRole('button', { name: 'Set a password' }));
    await view.user.click(within(section()).getByRole('button', { name: 'Send code' }));

    expect(await within(section()).findByRole('alert')).toHaveTextContent('Too many codes. Try again in 20 seconds.');
    expect(within(section()).getByRole('button', { name: 'Send code in 00:20' })).toBeDisabled();
    expect(within(section()).queryByRole('form')).not.toBeInTheDocument();
  });

  it('cancels without calling the server and gives focus back to the button', async () => {
    const api = passwordServer();
    const view = renderPage();
    await view.user.click(await screen.findByRole('button', { name: 'Set a password' }));
    expect(within(section()).getByText('To confirm it is you, we will send a 6-digit code to:')).toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: 'Send code' })).toHaveFocus();
    await view.user.click(within(section()).getByRole('button', { name: 'Cancel' }));
    expect(within(section()).getByRole('button', { name: 'Set a password' })).toHaveFocus();
    expect(api.callsTo('POST', SEND)).toHaveLength(0);
  });
});

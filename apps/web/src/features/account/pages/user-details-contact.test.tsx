import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, type Call, type Reply } from '@/test/mock-api';
import { fakeProfile, renderAccountPage, signInForEachTest } from '../testing/render-account-page';
import UserDetailsPage from './user-details-page';

signInForEachTest();
const PROFILE = '/cfs/rest/v3/profile';
const VERIFY = '/cfs/rest/v3/profile/contact/verify';
const WRONG_CODE = 'This code is not right or has expired. Check the latest code we sent, or ask for a new one.';

type Routes = Record<string, (call: Call) => Reply | Promise<Reply>>;

/**
 * A server that behaves as the contract says: PUT keeps a new email or phone aside and names
 * where the code went; POST /contact/verify applies it with the code 123456.
 */
function contactServer({ resendAfter = 30, routes = {} }: { resendAfter?: number; routes?: Routes } = {}) {
  let profile: Record<string, unknown> = fakeProfile();
  return mockApi({
    [`GET ${PROFILE}`]: () => ok(profile),
    [`PUT ${PROFILE}`]: ({ body }) => {
      const { email, phone, ...rest } = body as Record<string, string | null | undefined>;
      profile = { ...profile, ...rest, ...(email === null && { email: null }), ...(phone === null && { phone: null }) };
      const channel = email ? 'email' : phone ? 'phone' : null;
      const pending = channel && { channel, to: channel === 'email' ? email : phone, expires_in: 300, resend_after: resendAfter };
      return ok({ ...profile, pending_contact_change: pending });
    },
    [`POST ${VERIFY}`]: ({ body }) => {
      if (body.otp !== '123456') return fail(400, WRONG_CODE);
      profile = { ...profile, ...(body.email && { email: body.email }), ...(body.phone && { phone: body.phone }) };
      return ok(profile);
    },
    ...routes,
  });
}

const renderPage = () => renderAccountPage(<UserDetailsPage />, { path: '/userDetails' });

async function changeEmail(view: ReturnType<typeof renderPage>, email: string) {
  await view.user.click(await screen.findByRole('button', { name: 'Edit details' }));
  const form = screen.getByRole('form', { name: 'Edit personal details' });
  await view.user.clear(within(form).getByLabelText(/Email/));
  await view.user.type(within(form).getByLabelText(/Email/), email);
  await view.user.click(within(form).getByRole('button', { name: 'Save changes' }));
  return screen.findByRole('form', { name: 'Confirm your new email' });
}

describe('UserDetailsPage contact change', () => {
  it('asks for the code sent to a new email and keeps the old email until then', async () => {
    const api = contactServer();
    const view = renderPage();
    const step = await changeEmail(view, 'new.me@example.com');

    expect(api.callsTo('PUT', PROFILE).map((c) => c.body)).toEqual([{ email: 'new.me@example.com' }]);
    const code = within(step).getByLabelText('6-digit code');
    expect(code).toHaveFocus();
    expect(code).toHaveAccessibleDescription(/We sent a code to .new\.me@example\.com.\. The code works for 5 minutes\./);
    expect(within(step).getByText('Your account keeps its current email until you enter the code.')).toBeInTheDocument();
    expect(within(step).getByRole('button', { name: 'Resend code in 00:30' })).toBeDisabled();
    expect(view.queryClient.getQueryData<{ email: string }>(['account', 'profile'])?.email).toBe('asha@example.com');
    expect(screen.queryByText('Your details were saved.')).not.toBeInTheDocument();
  });

  it('applies the new email once the code is right, then shows it', async () => {
    const api = contactServer();
    const view = renderPage();
    const step = await changeEmail(view, 'New.Me@example.com ');
    await view.user.type(within(step).getByLabelText('6-digit code'), '123456');
    await view.user.click(within(step).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Your email was changed.')).toBeInTheDocument();
    // The body is the contract's, normalised as the server will read it.
    expect(api.callsTo('POST', VERIFY).map((c) => c.body)).toEqual([{ email: 'new.me@example.com', otp: '123456' }]);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByText('new.me@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit details' })).toHaveFocus();
  });

  it('shows a wrong code in place, clears it and lets the customer try again', async () => {
    const api = contactServer();
    const view = renderPage();
    const step = await changeEmail(view, 'new.me@example.com');
    const code = within(step).getByLabelText('6-digit code');
    await view.user.type(code, '000000');
    await view.user.click(within(step).getByRole('button', { name: 'Confirm' }));

    expect(await within(step).findByRole('alert')).toHaveTextContent(WRONG_CODE);
    expect(code).toHaveValue('');
    expect(code).toHaveFocus();

    await view.user.type(code, '123456');
    await view.user.click(within(step).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your email was changed.')).toBeInTheDocument();
    expect(api.callsTo('POST', VERIFY)).toHaveLength(2);
  });

  it('checks the code has 6 digits before sending it', async () => {
    const api = contactServer();
    const view = renderPage();
    const step = await changeEmail(view, 'new.me@example.com');
    await view.user.type(within(step).getByLabelText('6-digit code'), '12a3');
    await view.user.click(within(step).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(within(step).getByLabelText('6-digit code')).toHaveAccessibleDescription(/Enter all 6 digits of the code\.$/));
    expect(api.callsTo('POST', VERIFY)).toHaveLength(0);
  });

  it('says so when the contact was taken while the code was on its way', async () => {
    contactServer({ routes: { [`POST ${VERIFY}`]: () => fail(409, 'This email is already used by another account') } });
    const view = renderPage();
    const step = await changeEmail(view, 'new.me@example.com');
    await view.user.type(within(step).getByLabelText('6-digit code'), '123456');
    await view.user.click(within(step).getByRole('button', { name: 'Confirm' }));
    expect(await within(step).findByRole('alert')).toHaveTextContent('This email is already used by another account.');
  });

  it('sends the code again with the same request once the countdown is over', async () => {
    const api = contactServer({ resendAfter: 0 });
    const view = renderPage();
    const step = await changeEmail(view, 'new.me@example.com');
    await view.user.type(within(step).getByLabelText('6-digit code'), '111');
    await view.user.click(await within(step).findByRole('button', { name: 'Resend code' }));

    expect(api.callsTo('PUT', PROFILE).map((c) => c.body)).toEqual([{ email: 'new.me@example.com' }, { email: 'new.me@example.com' }]);
    expect(within(step).getByLabelText('6-digit code')).toHaveValue('');
  });

  it('shows a refused resend and waits for the time the server names', async () => {
    let puts = 0;
    const api = contactServer({ resendAfter: 0 });
    const first = api.routes[`PUT ${PROFILE}`]!;
    api.routes[`PUT ${PROFILE}`] = (call) =>
      ++puts === 1 ? first(call) : { ...fail(429, 'Wait 20 seconds before asking for another code.'), headers: { 'Retry-After': '20' } };
    const view = renderPage();
    const step = await changeEmail(view, 'new.me@example.com');
    await view.user.click(await within(step).findByRole('button', { name: 'Resend code' }));

    expect(await within(step).findByRole('alert')).toHaveTextContent('Wait 20 seconds before asking for another code.');
    expect(within(step).getByRole('button', { name: 'Resend code in 00:20' })).toBeDisabled();
  });

  it('gives up on cancel: the old email stays and focus returns to the button', async () => {
    const api = contactServer();
    const view = renderPage();
    const step = await changeEmail(view, 'new.me@example.com');
    await view.user.click(within(step).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit details' })).toHaveFocus();
    expect(api.callsTo('POST', VERIFY)).toHaveLength(0);
  });

  it('saves the other changes at once and says so while the new phone waits for its code', async () => {
    const api = contactServer();
    const view = renderPage();
    await view.user.click(await screen.findByRole('button', { name: 'Edit details' }));
    const form = screen.getByRole('form', { name: 'Edit personal details' });
    await view.user.clear(within(form).getByLabelText('Full name'));
    await view.user.type(within(form).getByLabelText('Full name'), 'Asha Menon');
    await view.user.clear(within(form).getByLabelText(/Mobile number/));
    await view.user.type(within(form).getByLabelText(/Mobile number/), '98450 77777');
    await view.user.click(within(form).getByRole('button', { name: 'Save changes' }));

    const step = await screen.findByRole('form', { name: 'Confirm your new mobile number' });
    expect(api.callsTo('PUT', PROFILE)[0]!.body).toEqual({ name: 'Asha Menon', phone: '+919845077777' });
    expect(await screen.findByText('Your other changes were saved.')).toBeInTheDocument();
    expect(within(step).getByLabelText('6-digit code')).toHaveAccessibleDescription(/\+919845077777/);
  });

  it('applies a cleared contact directly, without a code', async () => {
    const api = contactServer();
    const view = renderPage();
    await view.user.click(await screen.findByRole('button', { name: 'Edit details' }));
    const form = screen.getByRole('form', { name: 'Edit personal details' });
    await view.user.clear(within(form).getByLabelText(/Mobile number/));
    await view.user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your details were saved.')).toBeInTheDocument();
    expect(api.callsTo('PUT', PROFILE)[0]!.body).toEqual({ phone: null });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByText('Not added')).toBeInTheDocument();
  });

  it('changes the email and the phone one at a time, without calling the server for both', async () => {
    const api = contactServer();
    const view = renderPage();
    await view.user.click(await screen.findByRole('button', { name: 'Edit details' }));
    const form = screen.getByRole('form', { name: 'Edit personal details' });
    await view.user.clear(within(form).getByLabelText(/Email/));
    await view.user.type(within(form).getByLabelText(/Email/), 'new.me@example.com');
    await view.user.clear(within(form).getByLabelText(/Mobile number/));
    await view.user.type(within(form).getByLabelText(/Mobile number/), '9845077777');
    await view.user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('Change your email and your mobile number one at a time.');
    expect(within(form).getByLabelText(/Mobile number/)).toHaveFocus();
    expect(api.callsTo('PUT', PROFILE)).toHaveLength(0);
  });
});

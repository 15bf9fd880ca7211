import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberReturnPath } from '@/lib/return-path';
import { storage } from '@/lib/storage';
import { clearTokenCookies, cookieValue, envelope, fakeTokenSet, jsonResponse } from '@/test/auth-fixtures';
import { fakeIdentityApi, landedOn, renderAuthPage } from './auth-test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
  clearTokenCookies();
});

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), '  Asha Rao ');
  await user.type(screen.getByLabelText('Phone number or email'), '9876543210');
  expect(screen.getByText('A 10-digit mobile number gets +91 added.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByText('We sent a code to 9876543210.');
}

describe('sign-up', () => {
  it('sends a sign-up code, creates the account, stores the tokens and returns to the remembered page', async () => {
    const tokens = fakeTokenSet({ access_token: 'new-customer' });
    const sent = fakeIdentityApi({ '/ums/rest/v3/signup': () => jsonResponse(200, envelope(tokens, 200, 'Welcome')) });
    rememberReturnPath({ pathname: '/checkout/9', search: '' });
    const user = userEvent.setup();
    renderAuthPage('/signup');
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();

    await fillDetails(user);
    await user.type(screen.getByLabelText('6-digit code'), '246810');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await landedOn()).toBe('/checkout/9');
    expect(sent).toEqual([
      { path: '/ums/rest/v3/otp/send', body: { identifier: '9876543210', purpose: 'signup' } },
      { path: '/ums/rest/v3/signup', body: { name: 'Asha Rao', identifier: '9876543210', otp: '246810' } },
    ]);
    expect(cookieValue('access_token')).toBe('new-customer');
    // Spec §4 Login success removes the stored user flag.
    expect(storage.get('user')).toBeNull();
  });

  it('asks for a name and an identifier before sending a code', async () => {
    const sent = fakeIdentityApi({});
    const user = userEvent.setup();
    renderAuthPage('/signup');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Enter your phone number or email.')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it("shows the server's message when the code is refused", async () => {
    fakeIdentityApi({ '/ums/rest/v3/signup': () => jsonResponse(401, envelope(null, 401, 'The code is wrong or has expired')) });
    const user = userEvent.setup();
    renderAuthPage('/signup');
    await fillDetails(user);
    await user.type(screen.getByLabelText('6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is wrong or has expired');
    expect(cookieValue('access_token')).toBeUndefined();
  });

  it('shows a general message when the shop cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const user = userEvent.setup();
    renderAuthPage('/signup');
    await user.type(screen.getByLabelText('Full name'), 'Asha');
    await user.type(screen.getByLabelText('Phone number or email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it('links to sign-in, passing on where to return', async () => {
    fakeIdentityApi({ '/ums/rest/v3/signin': () => jsonResponse(200, envelope(fakeTokenSet())) });
    const user = userEvent.setup();
    renderAuthPage({ pathname: '/signup', state: { returnTo: '/cart' } });
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    await user.click(await screen.findByRole('button', { name: 'Use a password instead' }));
    await user.type(screen.getByLabelText('Phone number or email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await landedOn()).toBe('/cart');
  });
});

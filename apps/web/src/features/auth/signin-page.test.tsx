import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberReturnPath } from '@/lib/return-path';
import { storage } from '@/lib/storage';
import { clearTokenCookies, cookieValue, envelope, fakeTokenSet, jsonResponse } from '@/test/auth-fixtures';
import { fakeIdentityApi, landedOn, renderAuthPage } from './auth-test-utils';

const WRONG_CODE = 'The code is wrong or has expired';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  clearTokenCookies();
});

const identifierInput = () => screen.getByLabelText('Phone number or email');
const codeInput = () => screen.getByLabelText('6-digit code');

async function askForCode(user: ReturnType<typeof userEvent.setup>, identifier = '9876543210') {
  await user.type(identifierInput(), identifier);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByText(`We sent a code to ${identifier}.`);
}

describe('sign-in with a code', () => {
  it('sends a code, signs in with it, stores the tokens and returns to the remembered page', async () => {
    const tokens = fakeTokenSet();
    const sent = fakeIdentityApi({ '/ums/rest/v3/signin': () => jsonResponse(200, envelope(tokens, 200, 'Signed in')) });
    rememberReturnPath({ pathname: '/WishList', search: '?x=1' });
    const user = userEvent.setup();
    renderAuthPage('/signin');

    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Demo Bazaar logo' })).toHaveAttribute('src', '/files/stores/demo/logo.png');
    await askForCode(user);
    expect(sent[0]).toEqual({ path: '/ums/rest/v3/otp/send', body: { identifier: '9876543210', purpose: 'signin' } });

    await user.type(codeInput(), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await landedOn()).toBe('/WishList?x=1');
    expect(sent[1]).toEqual({ path: '/ums/rest/v3/signin', body: { identifier: '9876543210', otp: '123456' } });
    expect(cookieValue('access_token')).toBe(tokens.access_token);
    expect(cookieValue('refresh_token')).toBe(tokens.refresh_token);
    // Spec §4 Login success removes the stored user flag.
    expect(storage.get('user')).toBeNull();
    expect(storage.get('currentPath')).toBeNull();
  });

  it('goes home when nothing was remembered', async () => {
    fakeIdentityApi({ '/ums/rest/v3/signin': () => jsonResponse(200, envelope(fakeTokenSet())) });
    const user = userEvent.setup();
    renderAuthPage('/signin');
    await askForCode(user, 'asha@example.com');
    await user.type(codeInput(), '123456');
    await user.keyboard('{Enter}');
    expect(await landedOn()).toBe('/');
  });

  it('accepts only digits in the code, typed or pasted, up to six', async () => {
    fakeIdentityApi({});
    const user = userEvent.setup();
    renderAuthPage('/signin');
    await askForCode(user);
    const input = codeInput();
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveFocus();
    await user.type(input, 'a1b2 c3-');
    expect(input).toHaveValue('123');
    await user.clear(input);
    await user.paste('12 34-56 78');
    expect(input).toHaveValue('123456');
  });

  it('asks for all six digits before sending the code', async () => {
    const sent = fakeIdentityApi({});
    const user = userEvent.setup();
    renderAuthPage('/signin');
    await askForCode(user);
    await user.type(codeInput(), '123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter all 6 digits of the code.')).toBeInTheDocument();
    expect(codeInput()).toHaveAttribute('aria-invalid', 'true');
    expect(sent.map((r) => r.path)).toEqual(['/ums/rest/v3/otp/send']);
  });

  it("shows the server's message when the code is wrong, and stays signed out", async () => {
    fakeIdentityApi({ '/ums/rest/v3/signin': () => jsonResponse(401, envelope(null, 401, WRONG_CODE)) });
    const user = userEvent.setup();
    renderAuthPage('/signin');
    await askForCode(user);
    await user.type(codeInput(), '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG_CODE);
    expect(cookieValue('access_token')).toBeUndefined();
    expect(screen.queryByTestId('current-path')).not.toBeInTheDocument();
  });

  it('says how many tries a wrong code has left, counting down, then asks for a new code', async () => {
    let left = 3;
    // The server's own wording is English; the page says it in the shopper's language from attempts_left.
    fakeIdentityApi({ '/ums/rest/v3/signin': () => jsonResponse(401, envelope({ attempts_left: --left }, 401, 'Server wording')) });
    const user = userEvent.setup();
    renderAuthPage('/signin');
    await askForCode(user);
    await user.type(codeInput(), '000000');
    const signIn = screen.getByRole('button', { name: 'Sign in' });
    await user.click(signIn);
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right. 2 tries left.');
    await user.click(signIn);
    expect(await screen.findByText('That code is not right. 1 try left.')).toBeInTheDocument();
    await user.click(signIn);
    expect(await screen.findByText('That code is not right, has expired or has no tries left. Ask for a new code.')).toBeInTheDocument();
    expect(screen.queryByText('Server wording')).not.toBeInTheDocument();
    expect(cookieValue('access_token')).toBeUndefined();
  });

  it('shows the field the server names when the identifier is rejected', async () => {
    fakeIdentityApi({
      '/ums/rest/v3/otp/send': () => jsonResponse(400, envelope(null, 400, 'identifier: phone must be a mobile number such as 9876543210')),
    });
    const user = userEvent.setup();
    renderAuthPage('/signin');
    await user.type(identifierInput(), '12');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('identifier: phone must be a mobile number');
    expect(screen.queryByLabelText('6-digit code')).not.toBeInTheDocument();
  });

  it('asks for an identifier before calling the server', async () => {
    const sent = fakeIdentityApi({});
    const user = userEvent.setup();
    renderAuthPage('/signin');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Enter your phone number or email.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('counts down mm:ss before a new code may be asked for, then sends one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent = fakeIdentityApi({});
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAuthPage('/signin');
    await askForCode(user);

    expect(screen.getByRole('button', { name: 'Resend code in 00:30' })).toBeDisabled();
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('button', { name: 'Resend code in 00:29' })).toBeDisabled();
    await act(async () => {
      vi.advanceTimersByTime(29_000);
    });
    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(resend).toBeEnabled();

    await user.click(resend);
    expect(await screen.findByRole('button', { name: 'Resend code in 00:30' })).toBeDisabled();
    expect(sent.filter((r) => r.path === '/ums/rest/v3/otp/send')).toHaveLength(2);
  });

  it('waits as long as a 429 Retry-After says', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    fakeIdentityApi({
      '/ums/rest/v3/otp/send': () =>
        ++calls === 1
          ? jsonResponse(200, envelope({ expires_in: 300, resend_after: 1 }))
          : jsonResponse(429, envelope(null, 429, 'Too many codes were requested. Try again in 75 seconds.'), { 'Retry-After': '75' }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAuthPage('/signin');
    await askForCode(user);
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in 75 seconds.');
    expect(screen.getByRole('button', { name: 'Resend code in 01:15' })).toBeDisabled();
  });

  it('lets the customer change the phone number or email', async () => {
    fakeIdentityApi({});
    const user = userEvent.setup();
    renderAuthPage('/signin');
    await askForCode(user);
    await user.click(screen.getByRole('button', { name: 'Change number or email' }));
    expect(identifierInput()).toHaveValue('9876543210');
    expect(screen.queryByLabelText('6-digit code')).not.toBeInTheDocument();
  });
});

describe('sign-in with a password', () => {
  it('signs in with identifier and password and goes to the path the caller gave', async () => {
    const sent = fakeIdentityApi({ '/ums/rest/v3/signin': () => jsonResponse(200, envelope(fakeTokenSet())) });
    rememberReturnPath({ pathname: '/WishList', search: '' });
    const user = userEvent.setup();
    renderAuthPage({ pathname: '/signin', state: { returnTo: '/cart' } });
    await user.click(screen.getByRole('button', { name: 'Use a password instead' }));
    await user.type(identifierInput(), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await landedOn()).toBe('/cart');
    expect(sent).toEqual([{ path: '/ums/rest/v3/signin', body: { identifier: 'asha@example.com', password: 'correct horse' } }]);
    expect(storage.get('currentPath')).toBeNull();
  });

  it('ignores a caller path that leaves the site', async () => {
    fakeIdentityApi({ '/ums/rest/v3/signin': () => jsonResponse(200, envelope(fakeTokenSet())) });
    const user = userEvent.setup();
    renderAuthPage({ pathname: '/signin', state: { returnTo: '//evil.example/steal' } });
    await user.click(screen.getByRole('button', { name: 'Use a password instead' }));
    await user.type(identifierInput(), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await landedOn()).toBe('/');
  });

  it('shows a wrong password message and can show the password', async () => {
    fakeIdentityApi({ '/ums/rest/v3/signin': () => jsonResponse(401, envelope(null, 401, 'The phone number, email or password is wrong')) });
    const user = userEvent.setup();
    renderAuthPage('/signin');
    await user.click(screen.getByRole('button', { name: 'Use a password instead' }));
    await user.type(identifierInput(), 'asha@example.com');
    const password = screen.getByLabelText('Password');
    await user.type(password, 'nope');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The phone number, email or password is wrong');
  });

  it('resets a forgotten password with a code and signs in with the new one', async () => {
    const tokens = fakeTokenSet({ access_token: 'after-reset' });
    const sent = fakeIdentityApi({
      '/ums/rest/v3/password/reset': () => jsonResponse(200, envelope(null, 200, 'Your password is set; please sign in again')),
      '/ums/rest/v3/signin': () => jsonResponse(200, envelope(tokens)),
    });
    const user = userEvent.setup();
    renderAuthPage('/signin');
    await user.click(screen.getByRole('button', { name: 'Use a password instead' }));
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    await askForCode(user, 'asha@example.com');
    await user.type(codeInput(), '654321');
    const form = screen.getByRole('form', { name: 'Reset your password' });
    await user.type(within(form).getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(screen.getByText('Use at least 8 characters.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('New password'), '-and-long');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));

    expect(await landedOn()).toBe('/');
    expect(sent).toEqual([
      { path: '/ums/rest/v3/otp/send', body: { identifier: 'asha@example.com', purpose: 'password' } },
      { path: '/ums/rest/v3/password/reset', body: { identifier: 'asha@example.com', otp: '654321', password: 'short-and-long' } },
      { path: '/ums/rest/v3/signin', body: { identifier: 'asha@example.com', password: 'short-and-long' } },
    ]);
    expect(cookieValue('access_token')).toBe('after-reset');
  });

  it("shows the server's message when the reset code is wrong", async () => {
    fakeIdentityApi({ '/ums/rest/v3/password/reset': () => jsonResponse(401, envelope(null, 401, WRONG_CODE)) });
    const user = userEvent.setup();
    renderAuthPage('/signin');
    await user.click(screen.getByRole('button', { name: 'Use a password instead' }));
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await askForCode(user, 'asha@example.com');
    await user.type(codeInput(), '111111');
    await user.type(screen.getByLabelText('New password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG_CODE);
  });
});

describe('sign-in page links', () => {
  it('links to sign-up and back to the shop', () => {
    fakeIdentityApi({});
    renderAuthPage('/signin');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '@/test/mock-api';
import { fakeSession, renderAccountPage, signInForEachTest } from '../testing/render-account-page';
import LoginSessionsPage from './login-sessions-page';

signInForEachTest();
const HISTORY = '/ums/rest/v3/sessions/history';

const historyEntry = (extra: Record<string, unknown> = {}) => {
  const { current: _current, ...session } = fakeSession();
  return { ...session, ended_at: null, status: 'active', ...extra };
};

const renderPage = (entry = '/loginSessions') => renderAccountPage(<LoginSessionsPage />, { path: '/loginSessions', entry });
const location = () => screen.getByTestId('location').textContent;

describe('LoginSessionsPage', () => {
  it('lists each sign-in with device, browser, OS, IP, times and a status badge', async () => {
    mockApi({
      [`GET ${HISTORY}`]: () =>
        ok({
          sessions: [
            historyEntry({ browser: 'Firefox 128', os: 'Ubuntu', ip: '198.51.100.4' }),
            historyEntry({ status: 'revoked', ended_at: '2024-03-03T12:00:00.000Z' }),
          ],
          total: 2,
        }),
    });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Login history' })).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Firefox 128 on Ubuntu')).toBeInTheDocument();
    expect(within(items[0]!).getByText('198.51.100.4')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Still signed in')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Active')).toHaveAttribute('data-variant', 'default');
    expect(within(items[1]!).getByText('Revoked')).toHaveAttribute('data-variant', 'destructive');
    expect(within(items[1]!).getByText(/3 Mar 2024/)).toBeInTheDocument();
    // One page only: no pagination.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('reads the page from the URL, asks for ten per page and moves to another page', async () => {
    const api = mockApi({
      [`GET ${HISTORY}`]: ({ url }) => ok({ sessions: [historyEntry({ browser: `Page ${url.searchParams.get('page-number')}` })], total: 25 }),
    });
    const { user } = renderPage('/loginSessions?page=2');
    expect(await screen.findByText('Page 2 on Windows 11')).toBeInTheDocument();
    expect(api.calls[0]!.url.searchParams.get('page-limit')).toBe('10');
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Go to page 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(pagination).getByRole('link', { name: 'Go to page 3' }));
    expect(await screen.findByText('Page 3 on Windows 11')).toBeInTheDocument();
    expect(location()).toBe('/loginSessions?page=3');
  });

  it('treats a page that is not a number as page 1', async () => {
    const api = mockApi({ [`GET ${HISTORY}`]: () => ok({ sessions: [historyEntry()], total: 1 }) });
    renderPage('/loginSessions?page=abc');
    await screen.findAllByRole('listitem');
    expect(api.calls[0]!.url.searchParams.get('page-number')).toBe('1');
  });

  it('says so when there is no history', async () => {
    mockApi({ [`GET ${HISTORY}`]: () => ok({ sessions: [], total: 0 }) });
    renderPage();
    expect(await screen.findByText('No sign-ins to show yet.')).toBeInTheDocument();
  });

  it('shows the server message and retries', async () => {
    let attempts = 0;
    mockApi({
      [`GET ${HISTORY}`]: () => (++attempts === 1 ? fail(500, 'History is unavailable') : ok({ sessions: [], total: 0 })),
    });
    const { user } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('History is unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No sign-ins to show yet.')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '@/test/mock-api';
import { fakeSession, pageListItems, renderAccountPage, signInForEachTest } from '../testing/render-account-page';
import ActiveSessionsPage from './active-sessions-page';

signInForEachTest();
const SESSIONS = '/ums/rest/v3/sessions';

const renderPage = () => renderAccountPage(<ActiveSessionsPage />, { path: '/activeSessions' });

/** A fake server holding this device and two others; revoking removes them. */
function sessionServer() {
  let sessions = [
    fakeSession({ id: 'this', current: true, browser: 'Safari 17', os: 'macOS' }),
    fakeSession({ id: 'phone', browser: 'Chrome 126', os: 'Android' }),
    fakeSession({ id: 'laptop', browser: 'Edge 125', os: 'Windows 11' }),
  ];
  return mockApi({
    [`GET ${SESSIONS}`]: () => ok({ sessions, total: sessions.length }),
    [`DELETE ${SESSIONS}/phone`]: () => {
      sessions = sessions.filter((s) => s.id !== 'phone');
      return ok(null);
    },
    [`DELETE ${SESSIONS}`]: () => {
      const revoked = sessions.filter((s) => !s.current).length;
      sessions = sessions.filter((s) => s.current);
      return ok({ revoked });
    },
  });
}

describe('ActiveSessionsPage', () => {
  it('lists sessions with this device first and marked, without a sign-out button for it', async () => {
    sessionServer();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Active sessions' })).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('Safari 17 on macOS')).toBeInTheDocument();
    expect(within(items[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: /^Sign out of/ })).toBeInTheDocument();
  });

  it('signs one other device out after confirming, and refreshes the list', async () => {
    const api = sessionServer();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Sign out of Chrome 126 on Android' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out of this device?' });
    expect(dialog).toHaveTextContent('Chrome 126 on Android will be signed out');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText('The device was signed out.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', `${SESSIONS}/phone`)).toHaveLength(1);
    expect(screen.queryByText('Chrome 126 on Android')).not.toBeInTheDocument();
    expect(pageListItems()).toHaveLength(2);
    expect(api.callsTo('GET', SESSIONS)).toHaveLength(2);
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const api = sessionServer();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Sign out of Chrome 126 on Android' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });

  it('signs out of all other devices and says how many', async () => {
    const api = sessionServer();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Sign out of all other devices' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out of all other devices?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out of all other devices' }));

    expect(await screen.findByText('Signed out of 2 other devices.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', SESSIONS)).toHaveLength(1);
    expect(await screen.findByText('You are signed in on this device only.')).toBeInTheDocument();
    expect(pageListItems()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Sign out of all other devices' })).not.toBeInTheDocument();
  });

  it('shows the server message when signing out fails', async () => {
    const api = sessionServer();
    api.routes[`DELETE ${SESSIONS}/phone`] = () => fail(404, 'That session has already ended');
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Sign out of Chrome 126 on Android' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('That session has already ended')).toBeInTheDocument();
  });

  it('has an empty state and an error state with retry', async () => {
    let attempts = 0;
    mockApi({
      [`GET ${SESSIONS}`]: () => (++attempts === 1 ? fail(500, 'Sessions are unavailable') : ok({ sessions: [], total: 0 })),
    });
    const { user } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sessions are unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your account is not signed in on any device.')).toBeInTheDocument();
  });
});

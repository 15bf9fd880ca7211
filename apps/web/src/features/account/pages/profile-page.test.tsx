import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '@/test/mock-api';
import { fakeProfile, renderAccountPage, signInForEachTest } from '../testing/render-account-page';
import ProfilePage from './profile-page';

signInForEachTest();
const renderPage = () => renderAccountPage(<ProfilePage />, { path: '/myProfile' });

describe('ProfilePage', () => {
  it('shows the name, contact details, member-since date and initials on the primary colour', async () => {
    mockApi({ 'GET /cfs/rest/v3/profile': () => ok(fakeProfile()) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();
    expect(screen.getByText('+919876543210')).toBeInTheDocument();
    expect(screen.getByText('Member since 5 Jan 2024')).toBeInTheDocument();
    const initials = screen.getByTestId('avatar-initials');
    expect(initials).toHaveTextContent('AR');
    expect(initials).toHaveClass('bg-primary', 'text-primary-fg');
  });

  it('shows the photo when the customer has one', async () => {
    mockApi({ 'GET /cfs/rest/v3/profile': () => ok(fakeProfile({ avatar_path: 'avatars/7.png', phone: null })) });
    renderPage();
    expect(await screen.findByRole('img', { name: 'Asha Rao' })).toHaveAttribute('src', '/files/avatars/7.png');
    expect(screen.queryByTestId('avatar-initials')).not.toBeInTheDocument();
    expect(screen.getByText('Not added')).toBeInTheDocument();
  });

  it('links to every account page', async () => {
    mockApi({ 'GET /cfs/rest/v3/profile': () => ok(fakeProfile()) });
    renderPage();
    const nav = screen.getByRole('navigation', { name: 'Account sections' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/userDetails', '/customerAddress', '/preferences', '/loginSessions', '/activeSessions', '/userprofile/myOrder']);
    expect(within(nav).getByRole('link', { name: /Personal details/ })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /My orders/ })).toBeInTheDocument();
  });

  it('shows a skeleton while loading, then the server message and a retry that recovers', async () => {
    let attempts = 0;
    mockApi({
      'GET /cfs/rest/v3/profile': () => (++attempts === 1 ? fail(503, 'Profiles are resting') : ok(fakeProfile())),
    });
    const { user } = renderPage();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Profiles are resting');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '@/test/mock-api';
import { fakePreferences, renderAccountPage, signInForEachTest } from '../testing/render-account-page';
import PreferencesPage from './preferences-page';

signInForEachTest();
const PREFERENCES = '/cfs/rest/v3/preferences';

const renderPage = () => renderAccountPage(<PreferencesPage />, { path: '/preferences' });

function preferencesServer(extra: Record<string, unknown> = {}) {
  return mockApi({
    [`GET ${PREFERENCES}`]: () => ok(fakePreferences(extra)),
    [`PUT ${PREFERENCES}`]: ({ body }) => ok(fakePreferences(body)),
  });
}

describe('PreferencesPage', () => {
  it('shows the saved language, theme and notification switches', async () => {
    preferencesServer({ theme: 'system' });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Preferences' })).toBeInTheDocument();
    const language = await screen.findByLabelText('Language');
    expect(language).toHaveValue('en');
    // The store's active languages are the choices.
    expect(
      within(language)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(['en', 'ar', 'fr']);
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Order updates' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Offers and deals' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'By SMS' })).toHaveAccessibleDescription('Send notifications as text messages to your phone');
  });

  it('saves, applies the chosen theme and does not reload for an unchanged language', async () => {
    const api = preferencesServer();
    const { user, store } = renderPage();
    await user.click(await screen.findByRole('radio', { name: 'Dark' }));
    await user.click(screen.getByRole('switch', { name: 'Offers and deals' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));

    expect(await screen.findByText('Your preferences were saved.')).toBeInTheDocument();
    expect(api.callsTo('PUT', PREFERENCES)[0]!.body).toEqual(fakePreferences({ theme: 'dark', notify_offers: true }));
    expect(store.setThemePreference).toHaveBeenCalledWith('dark');
    expect(store.changeLanguage).not.toHaveBeenCalled();
  });

  it('switches the page language after saving a new one', async () => {
    preferencesServer();
    const { user, store } = renderPage();
    await user.selectOptions(await screen.findByLabelText('Language'), 'fr');
    expect(store.changeLanguage).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    await screen.findByText('Your preferences were saved.');
    expect(store.changeLanguage).toHaveBeenCalledWith('fr');
  });

  it('shows the server message when saving fails and applies nothing', async () => {
    const api = preferencesServer();
    api.routes[`PUT ${PREFERENCES}`] = () => fail(400, 'theme must be light, dark or system');
    const { user, store } = renderPage();
    await user.click(await screen.findByRole('radio', { name: 'Dark' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('theme must be light, dark or system');
    expect(store.setThemePreference).not.toHaveBeenCalled();
  });

  it('shows the error state with a retry when preferences cannot load', async () => {
    let attempts = 0;
    mockApi({ [`GET ${PREFERENCES}`]: () => (++attempts === 1 ? fail(500, 'Preferences are unavailable') : ok(fakePreferences())) });
    const { user } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Preferences are unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Language')).toBeInTheDocument();
  });
});

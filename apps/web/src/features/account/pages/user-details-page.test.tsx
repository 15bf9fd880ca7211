import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '@/test/mock-api';
import { fakeProfile, renderAccountPage, signInForEachTest } from '../testing/render-account-page';
import UserDetailsPage from './user-details-page';

signInForEachTest();
const PROFILE = '/cfs/rest/v3/profile';

function renderPage() {
  return renderAccountPage(<UserDetailsPage />, { path: '/userDetails' });
}

async function openEditor(view: ReturnType<typeof renderPage>) {
  await view.user.click(await screen.findByRole('button', { name: 'Edit details' }));
  return screen.getByRole('form', { name: 'Edit personal details' });
}

describe('UserDetailsPage', () => {
  it('shows the saved details', async () => {
    mockApi({ [`GET ${PROFILE}`]: () => ok(fakeProfile()) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Personal details' })).toBeInTheDocument();
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByText('Female')).toBeInTheDocument();
    expect(screen.getByText('12 Apr 1990')).toBeInTheDocument();
  });

  it('shows the error state with a retry button when the profile cannot load', async () => {
    mockApi({ [`GET ${PROFILE}`]: () => fail(500, 'Database unavailable') });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Database unavailable');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('sends only the changed fields, then shows the saved details and a toast', async () => {
    const api = mockApi({
      [`GET ${PROFILE}`]: () => ok(fakeProfile()),
      [`PUT ${PROFILE}`]: ({ body }) => ok({ ...fakeProfile(body), pending_contact_change: null }),
    });
    const view = renderPage();
    const form = await openEditor(view);
    expect(within(form).getByLabelText('Full name')).toHaveFocus();
    await view.user.clear(within(form).getByLabelText('Full name'));
    await view.user.type(within(form).getByLabelText('Full name'), 'Asha Menon');
    await view.user.selectOptions(within(form).getByLabelText('Gender'), 'Prefer not to say');
    await view.user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your details were saved.')).toBeInTheDocument();
    expect(api.callsTo('PUT', PROFILE).map((c) => c.body)).toEqual([{ name: 'Asha Menon', gender: 'unspecified' }]);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByText('Asha Menon')).toBeInTheDocument();
  });

  it('clears an optional field by sending null', async () => {
    const api = mockApi({
      [`GET ${PROFILE}`]: () => ok(fakeProfile()),
      [`PUT ${PROFILE}`]: ({ body }) => ok({ ...fakeProfile(body), pending_contact_change: null }),
    });
    const view = renderPage();
    const form = await openEditor(view);
    await view.user.clear(within(form).getByLabelText(/Date of birth/));
    await view.user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Your details were saved.');
    expect(api.callsTo('PUT', PROFILE)[0]!.body).toEqual({ date_of_birth: null });
  });

  it('explains invalid input with the server rules and does not call the server', async () => {
    const api = mockApi({ [`GET ${PROFILE}`]: () => ok(fakeProfile()) });
    const view = renderPage();
    const form = await openEditor(view);
    const email = within(form).getByLabelText(/Email/);
    await view.user.clear(email);
    await view.user.type(email, 'not-an-email');
    await view.user.clear(within(form).getByLabelText('Full name'));
    await view.user.type(within(form).getByLabelText('Full name'), 'A');
    await view.user.click(within(form).getByRole('button', { name: 'Save changes' }));

    // The form checks with the contract's schema, which answers after the click.
    expect(await screen.findByText('Your name must be at least 2 characters.')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('Enter a valid email address such as name@example.com.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Full name')).toHaveFocus();
    expect(api.callsTo('PUT', PROFILE)).toHaveLength(0);
  });

  it('shows the server message when it refuses the change and keeps the form open', async () => {
    const refusal = 'Keep an email or a phone number on your account: you sign in with one of them';
    mockApi({
      [`GET ${PROFILE}`]: () => ok(fakeProfile({ phone: null })),
      [`PUT ${PROFILE}`]: () => fail(400, refusal),
    });
    const view = renderPage();
    const form = await openEditor(view);
    await view.user.clear(within(form).getByLabelText(/Email/));
    await view.user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(form).getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });

  it('does not call the server when nothing changed', async () => {
    const api = mockApi({ [`GET ${PROFILE}`]: () => ok(fakeProfile()) });
    const view = renderPage();
    const form = await openEditor(view);
    await view.user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Nothing changed, so there was nothing to save.')).toBeInTheDocument();
    expect(api.callsTo('PUT', PROFILE)).toHaveLength(0);
  });
});

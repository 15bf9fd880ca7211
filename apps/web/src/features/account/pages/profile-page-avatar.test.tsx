import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, type Reply } from '@/test/mock-api';
import { fakeProfile, renderAccountPage, signInForEachTest } from '../testing/render-account-page';
import ProfilePage from './profile-page';

signInForEachTest();
const PROFILE = '/cfs/rest/v3/profile';
const AVATAR = '/cfs/rest/v3/profile/avatar';
const MB = 1024 * 1024;

const renderPage = () => renderAccountPage(<ProfilePage />, { path: '/myProfile' });
const png = (size = 68, name = 'me.png') => new File([new Uint8Array(size)], name, { type: 'image/png' });
const fileInput = () => screen.getByLabelText<HTMLInputElement>('Change photo');
/** Picks files as the browser would without filtering by `accept`, so the page's own checks are what is tested. */
const choose = (file: File) => userEvent.setup({ applyAccept: false }).upload(fileInput(), file);

describe('ProfilePage photo', () => {
  it('uploads the chosen file as the body with its type and the sign-in token, then shows it with a toast', async () => {
    const api = mockApi({
      [`GET ${PROFILE}`]: () => ok(fakeProfile()),
      [`PUT ${AVATAR}`]: () => ok(fakeProfile({ avatar_path: 'avatars/1/7-ab12.png' })),
    });
    renderPage();
    await screen.findByText('Asha Rao');
    expect(screen.getByTestId('avatar-initials')).toBeInTheDocument();
    const file = png();
    await choose(file);

    expect(await screen.findByText('Your photo was updated.')).toBeInTheDocument();
    const [upload] = api.callsTo('PUT', AVATAR);
    expect(upload!.body).toBe(file);
    expect(upload!.headers['Content-Type']).toBe('image/png');
    expect(upload!.headers.Authorization).toBe('Bearer x');
    expect(screen.getByRole('img', { name: 'Asha Rao' })).toHaveAttribute('src', '/files/avatars/1/7-ab12.png');
    expect(screen.queryByTestId('avatar-initials')).not.toBeInTheDocument();
  });

  it('opens the file picker from the keyboard and accepts only PNG, JPEG and WebP', async () => {
    mockApi({ [`GET ${PROFILE}`]: () => ok(fakeProfile()) });
    const { user } = renderPage();
    const button = await screen.findByRole('button', { name: 'Change photo' });
    expect(button).toHaveAccessibleDescription('PNG, JPEG or WebP, up to 2 MB.');
    const picker = vi.spyOn(fileInput(), 'click');
    button.focus();
    await user.keyboard('{Enter}');
    expect(picker).toHaveBeenCalledTimes(1);
    expect(fileInput()).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
  });

  it.each([
    ['a file that is not an image', new File(['hello'], 'notes.txt', { type: 'text/plain' }), 'Choose a PNG, JPEG or WebP image.'],
    ['a GIF', new File(['GIF89a'], 'cat.gif', { type: 'image/gif' }), 'Choose a PNG, JPEG or WebP image.'],
    ['an image over 2 MB', png(2 * MB + 1, 'big.png'), 'Choose an image of at most 2 MB.'],
  ])('refuses %s before sending anything', async (_name, file, message) => {
    const api = mockApi({ [`GET ${PROFILE}`]: () => ok(fakeProfile()) });
    renderPage();
    await screen.findByText('Asha Rao');
    await choose(file);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(api.callsTo('PUT', AVATAR)).toHaveLength(0);
  });

  it('takes an image of exactly 2 MB', async () => {
    const api = mockApi({ [`GET ${PROFILE}`]: () => ok(fakeProfile()), [`PUT ${AVATAR}`]: () => ok(fakeProfile({ avatar_path: 'a/b.png' })) });
    renderPage();
    await screen.findByText('Asha Rao');
    await choose(png(2 * MB));
    await screen.findByText('Your photo was updated.');
    expect(api.callsTo('PUT', AVATAR)).toHaveLength(1);
  });

  it('shows the upload in progress, then the server message when it is refused', async () => {
    let answer!: (reply: Reply) => void;
    mockApi({
      [`GET ${PROFILE}`]: () => ok(fakeProfile()),
      [`PUT ${AVATAR}`]: () => new Promise<Reply>((resolve) => (answer = resolve)),
    });
    renderPage();
    await screen.findByText('Asha Rao');
    await choose(png());

    const busy = await screen.findByRole('button', { name: 'Uploading photo…' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    answer(fail(400, 'avatar must be a PNG, JPEG or WebP image'));

    expect(await screen.findByRole('alert')).toHaveTextContent('avatar must be a PNG, JPEG or WebP image');
    expect(screen.getByRole('button', { name: 'Change photo' })).toBeEnabled();
    expect(screen.getByTestId('avatar-initials')).toBeInTheDocument();
  });

  it('clears an earlier error when a good file is chosen', async () => {
    mockApi({ [`GET ${PROFILE}`]: () => ok(fakeProfile()), [`PUT ${AVATAR}`]: () => ok(fakeProfile({ avatar_path: 'a/b.webp' })) });
    renderPage();
    await screen.findByText('Asha Rao');
    await choose(new File(['x'], 'x.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await choose(new File(['RIFF'], 'me.webp', { type: 'image/webp' }));
    await screen.findByText('Your photo was updated.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('removes the photo: initials come back and a toast confirms it', async () => {
    const api = mockApi({
      [`GET ${PROFILE}`]: () => ok(fakeProfile({ avatar_path: 'avatars/1/7-ab12.png' })),
      [`DELETE ${AVATAR}`]: () => ok(fakeProfile()),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByText('Your photo was removed.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', AVATAR)).toHaveLength(1);
    expect(screen.getByTestId('avatar-initials')).toHaveTextContent('AR');
    expect(screen.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();
  });

  it('offers no "Remove photo" when there is no photo', async () => {
    mockApi({ [`GET ${PROFILE}`]: () => ok(fakeProfile()) });
    renderPage();
    await screen.findByText('Asha Rao');
    expect(screen.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();
  });

  it('shows the server message when removing fails', async () => {
    mockApi({
      [`GET ${PROFILE}`]: () => ok(fakeProfile({ avatar_path: 'avatars/1/7-ab12.png' })),
      [`DELETE ${AVATAR}`]: () => fail(503, 'Photos are resting'),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove photo' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Photos are resting'));
    expect(screen.getByRole('img', { name: 'Asha Rao' })).toHaveAttribute('src', '/files/avatars/1/7-ab12.png');
  });
});

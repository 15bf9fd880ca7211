import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImagePreview } from './image-preview';

const overlay = () => document.querySelector<HTMLElement>('[data-slot="image-preview-overlay"]');
const pageScrollLocked = () => getComputedStyle(document.body).overflow === 'hidden';

async function openPreview() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Preview image' }));
  return user;
}

describe('ImagePreview', () => {
  it('shows the thumbnail with its alt text', () => {
    render(<ImagePreview src="/thumb.jpg" alt="Red sneaker" />);
    expect(screen.getByRole('img', { name: 'Red sneaker' })).toHaveAttribute('src', '/thumb.jpg');
  });

  it('opens a full-screen view with the larger image', async () => {
    render(<ImagePreview src="/thumb.jpg" fullSrc="/full.jpg" alt="Red sneaker" />);
    await openPreview();
    const dialog = screen.getByRole('dialog', { name: 'Red sneaker' });
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/full.jpg');
  });

  it('reaches the preview button from the keyboard', async () => {
    const user = userEvent.setup();
    render(<ImagePreview src="/thumb.jpg" alt="Red sneaker" />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Preview image' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes with the Close button and gives focus back to the preview button', async () => {
    render(<ImagePreview src="/thumb.jpg" alt="Red sneaker" />);
    const user = await openPreview();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Preview image' })).toHaveFocus());
  });

  it('closes on Escape', async () => {
    render(<ImagePreview src="/thumb.jpg" alt="Red sneaker" />);
    const user = await openPreview();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when clicking outside the image but not on it', async () => {
    render(<ImagePreview src="/thumb.jpg" alt="Red sneaker" />);
    const user = await openPreview();
    const dialog = screen.getByRole('dialog');
    await user.click(dialog.querySelector('img')!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(overlay()!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('locks page scroll while open and releases it on close', async () => {
    render(<ImagePreview src="/thumb.jpg" alt="Red sneaker" />);
    expect(pageScrollLocked()).toBe(false);
    const user = await openPreview();
    expect(pageScrollLocked()).toBe(true);
    await user.keyboard('{Escape}');
    expect(pageScrollLocked()).toBe(false);
  });

  it('releases the scroll lock when unmounted while open', async () => {
    const { unmount } = render(<ImagePreview src="/thumb.jpg" alt="Red sneaker" />);
    await openPreview();
    expect(pageScrollLocked()).toBe(true);
    unmount();
    expect(pageScrollLocked()).toBe(false);
  });

  it('offers a delete button only when onDelete is given', async () => {
    const onDelete = vi.fn();
    const { rerender } = render(<ImagePreview src="/thumb.jpg" alt="Red sneaker" />);
    expect(screen.queryByRole('button', { name: 'Delete image' })).not.toBeInTheDocument();
    rerender(<ImagePreview src="/thumb.jpg" alt="Red sneaker" onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete image' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });
});

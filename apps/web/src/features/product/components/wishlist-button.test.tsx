import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { renderWithShell } from '@/test/catalogue-fixtures';
import { WishlistButton } from './wishlist-button';

describe('WishlistButton', () => {
  it('§2: a guest is sent to sign-in with the origin, path and query of the product page remembered', async () => {
    const { user } = renderWithShell(<WishlistButton productId={110} />, { path: '/ProductDetails', entry: '/ProductDetails?PId=110&ref=abc' });
    await user.click(await screen.findByRole('button', { name: /sign in/i }));
    expect(storage.getJson('currentPath')).toEqual({ origin: window.location.origin, path: '/ProductDetails', query: '?PId=110&ref=abc' });
  });
});

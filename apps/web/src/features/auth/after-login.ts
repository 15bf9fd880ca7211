import type { QueryClient } from '@tanstack/react-query';

export type AfterLoginContext = { pathname: string; queryClient: QueryClient };

/**
 * Runs after every successful sign-in or sign-up, once the tokens are stored and before leaving
 * the page. Deliberately a no-op for now: the guest-cart merge of spec §4 "Login success" lands
 * here in its own issue (post the local cart to the server cart unless on /cart, then clear the
 * local cart; skip a pending add-to-cart on /checkout, /payment, /signup, /signin, /cashfree,
 * /ProductDetails). A failure here must not block the sign-in, so callers ignore its errors.
 */
export async function afterLogin(_context: AfterLoginContext): Promise<void> {}

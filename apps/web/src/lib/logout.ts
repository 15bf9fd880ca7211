import type { QueryClient } from '@tanstack/react-query';
import { SESSION_LOGOUT_PATH } from '@bazaar/contracts/constants';
import { apiRequest } from './api-client';
import { clearSession, idToken } from './auth-session';
import { hardNavigate } from './hard-navigate';

/**
 * Sign-out (spec §4, §7): end the server session named by the stored id token, then, whether
 * that worked or not (§8), drop the token cookies, local storage except the language and the
 * query cache, and load home afresh.
 */
export async function logout(queryClient?: QueryClient): Promise<void> {
  const hint = idToken();
  try {
    if (hint) await apiRequest<null>(SESSION_LOGOUT_PATH, { method: 'POST', body: { id_token_hint: hint } });
  } catch {
    // The local session is cleared below all the same.
  } finally {
    clearSession();
    queryClient?.clear();
    hardNavigate('/');
  }
}

import type { QueryClient } from '@tanstack/react-query';
import { api } from './api';
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
    if (hint) await api.POST('/ums/rest/v3/session-logout', { body: { id_token_hint: hint } });
  } catch {
    // The local session is cleared below all the same.
  } finally {
    clearSession();
    queryClient?.clear();
    hardNavigate('/');
  }
}

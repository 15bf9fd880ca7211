import { useEffect, useState, useSyncExternalStore } from 'react';
import { canRestoreSession, restoreSession } from './api-client';
import { GUEST_SESSION, readSession, subscribeSession, type Session } from './auth-session';

/**
 * The customer's session for components: { isAuthenticated, user: { displayName, … } | null }.
 * Re-renders when this tab signs in or out, and when the tab regains focus.
 */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, readSession, () => GUEST_SESSION);
}

/**
 * True while a session whose short-lived access cookie has expired is being renewed with the
 * refresh token (see restoreSession). Once done, useSession reports the outcome.
 */
export function useSessionRestore(): boolean {
  const [restoring, setRestoring] = useState(canRestoreSession);
  useEffect(() => {
    if (!restoring) return;
    let live = true;
    void restoreSession().finally(() => {
      if (live) setRestoring(false);
    });
    return () => {
      live = false;
    };
  }, [restoring]);
  return restoring;
}

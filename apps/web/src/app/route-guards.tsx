import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { isSignedIn } from '@/lib/auth-session';
import { rememberReturnPath } from '@/lib/return-path';
import { useSessionRestore } from '@/lib/use-session';

/**
 * Signed-in routes send a guest to /signin and remember where they were going (spec §2). A
 * customer whose access cookie ran out but whose refresh token lives is renewed first. Not
 * subscribed to the session on purpose: sign-out and an expired session leave by a full page
 * load to /, which a client-side redirect to /signin must not race.
 */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const location = useLocation();
  const restoring = useSessionRestore();
  if (isSignedIn()) return children;
  if (restoring) return <Spinner className="m-auto py-24" />;
  rememberReturnPath(location);
  return <Navigate to="/signin" replace />;
}

/**
 * /signup and /signin are for guests only; a signed-in customer goes home. Decided on arrival:
 * signing in on the page must not bounce to home over the page's own navigation to the
 * remembered path.
 */
export function RequireSignedOut({ children }: { children: ReactNode }) {
  const [signedInOnArrival] = useState(isSignedIn);
  if (signedInOnArrival) return <Navigate to="/" replace />;
  return children;
}

import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isSignedIn } from '@/lib/auth-session';
import { rememberReturnPath } from '@/lib/return-path';

/** Signed-in routes send a guest to /signin and remember where they were going (spec §2). */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!isSignedIn()) {
    rememberReturnPath(location);
    return <Navigate to="/signin" replace />;
  }
  return children;
}

/** /signup and /signin are for guests only; a signed-in customer goes home. */
export function RequireSignedOut({ children }: { children: ReactNode }) {
  if (isSignedIn()) return <Navigate to="/" replace />;
  return children;
}

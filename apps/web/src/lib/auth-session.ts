import Cookies from 'js-cookie';

/** Spec §4 Auth / §6: a customer is signed in exactly when the access_token cookie is present. */
export const TOKEN_COOKIES = ['access_token', 'refresh_token', 'id_token'] as const;

export function accessToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return Cookies.get('access_token') || undefined;
}

export const isSignedIn = (): boolean => accessToken() !== undefined;

export function clearAuthCookies(): void {
  for (const name of TOKEN_COOKIES) Cookies.remove(name, { path: '/' });
}

import { VENDOR_OTP_PATH, VENDOR_SIGN_IN_PATH } from '@bazaar/contracts/constants';
import { clientThrough, type PreparedRequest } from '@/lib/api';
import { ApiError, toError } from '@/lib/api-client';
import { currentRealm } from '@/lib/realm';
import { storage } from '@/lib/storage';
import { endVendorSession, vendorToken } from '../vendor-session';

/** Sign-in calls: no token yet, the store named by its realm. */
const SIGN_IN_PATHS = new Set<string>([VENDOR_OTP_PATH, VENDOR_SIGN_IN_PATH]);

function urlOf(pathAndQuery: string): URL {
  const url = new URL(pathAndQuery, window.location.origin);
  const language = storage.get('ln');
  if (language && !url.searchParams.has('language-code')) url.searchParams.set('language-code', language);
  url.search = url.searchParams.toString();
  return url;
}

/**
 * The vendor console's calls (/vms). Not api-client's: that one sends the shopper's token and,
 * after a 401, renews the shopper's session. These send the vendor token (or the realm-name
 * header to sign in), and a 401 ends the vendor session, which has no refresh.
 */
async function vendorFetch(request: PreparedRequest): Promise<Response> {
  const url = urlOf(request.url);
  const signIn = SIGN_IN_PATHS.has(url.pathname);
  const token = signIn ? undefined : vendorToken();
  if (!signIn && !token) {
    endVendorSession({ expired: true });
    throw new ApiError(401, 'Not signed in to the vendor console');
  }
  const { Authorization: _token, 'realm-name': _realm, ...asked } = request.headers;
  const headers: Record<string, string> = { Accept: 'application/json', ...asked };
  if (token) headers.Authorization = `Bearer ${token}`;
  else headers['realm-name'] = currentRealm();
  const response = await fetch(url, { method: request.method, headers, body: request.body ?? undefined, signal: request.signal ?? undefined });
  if (response.ok) return response;
  const error = await toError(response);
  // A sign-in in the meantime (another token) is not ended by the old token's answer.
  if (token && error.status === 401 && vendorToken() === token) endVendorSession({ expired: true });
  throw error;
}

/** The vendor console's typed client (the /vms operations of the API document). */
export const vendorApi = clientThrough(vendorFetch);

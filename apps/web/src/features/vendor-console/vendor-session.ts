import { useSyncExternalStore } from 'react';
import type { VendorSession } from '@bazaar/contracts';
import { tabStorage } from '@/lib/storage';

/**
 * The vendor console's sign-in, apart from the shopper's: the vendor token (eight hours, no
 * refresh) and who it belongs to, kept for this tab only. The shopper's cookies never carry it and
 * the shopper's sign-out does not end it.
 */
export type VendorSignedIn = {
  token: string;
  /** Epoch milliseconds after which the server refuses the token. */
  expiresAt: number;
  vendorId: number;
  vendorName: string;
  userName: string;
};

const KEY = 'vendorToken';
const listeners = new Set<() => void>();
let parsed: { raw: string | null; session: VendorSignedIn | null } = { raw: null, session: null };
/** Whether the last session was ended by the server (a 401) rather than by signing out. */
let endedByServer = false;

const notify = () => {
  for (const listener of listeners) listener();
};

function parse(raw: string | null): VendorSignedIn | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<VendorSignedIn>;
    return typeof value.token === 'string' && typeof value.expiresAt === 'number' ? (value as VendorSignedIn) : null;
  } catch {
    return null;
  }
}

/** The signed-in vendor user, or null when nobody is or the token has run out. */
export function readVendorSession(): VendorSignedIn | null {
  const raw = tabStorage.get(KEY);
  // One object per stored text, so that useSyncExternalStore sees the same snapshot until it changes.
  if (raw !== parsed.raw) parsed = { raw, session: parse(raw) };
  const session = parsed.session;
  return session && session.expiresAt > Date.now() ? session : null;
}

export const vendorToken = () => readVendorSession()?.token;

export function saveVendorSession(answer: VendorSession, now = Date.now()): void {
  const session: VendorSignedIn = {
    token: answer.access_token,
    expiresAt: now + answer.expires_in * 1000,
    vendorId: answer.vendor_id,
    vendorName: answer.vendor_name,
    userName: answer.user_name,
  };
  tabStorage.set(KEY, JSON.stringify(session));
  endedByServer = false;
  notify();
}

/** Signs the vendor user out: by choice, or because the server no longer takes the token (`expired`). */
export function endVendorSession({ expired }: { expired: boolean }): void {
  tabStorage.remove(KEY);
  endedByServer = expired;
  notify();
}

export const sessionEndedByServer = () => endedByServer;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useVendorSession(): VendorSignedIn | null {
  return useSyncExternalStore(subscribe, readVendorSession, () => null);
}

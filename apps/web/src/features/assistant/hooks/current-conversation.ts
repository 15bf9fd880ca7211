import { useSyncExternalStore } from 'react';
import { storage } from '@/lib/storage';

// The conversation the customer is in, shared by the /ask-ai page and the floating widget, so the
// widget carries on where the page left off, and kept in storage so a reload does too. Sign-out
// clears storage; a conversation that is gone (cleared, or another customer's) is dropped by the
// view when its GET answers 404.
let current: number | null | undefined;
const listeners = new Set<() => void>();

/** Read from storage at first use, not at module load (nothing touches storage at top level). */
function stored(): number | null {
  if (current === undefined) {
    const id = Number(storage.get('assistant_conversation'));
    current = Number.isInteger(id) && id > 0 ? id : null;
  }
  return current;
}

export function setCurrentConversation(id: number | null): void {
  if (stored() === id) return;
  current = id;
  if (id === null) storage.remove('assistant_conversation');
  else storage.set('assistant_conversation', String(id));
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The current conversation's id, null for a new one not asked yet. */
export const useCurrentConversation = () => useSyncExternalStore(subscribe, stored, () => null);

/** Tests: forget what was read, as a fresh page load would. */
export const forgetCurrentConversation = () => {
  current = undefined;
};

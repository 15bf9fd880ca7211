import { useSyncExternalStore } from 'react';

// The conversation the customer is in, shared by the /ask-ai page and the floating widget, so the
// widget carries on where the page left off. Kept for the life of the page: signing out reloads it.
let current: number | null = null;
const listeners = new Set<() => void>();

export function setCurrentConversation(id: number | null): void {
  if (current === id) return;
  current = id;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The current conversation's id, null for a new one not asked yet. */
export const useCurrentConversation = () =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );

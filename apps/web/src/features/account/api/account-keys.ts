/**
 * Query keys of the signed-in customer's own data. Lists are prefixes so that one invalidation
 * refreshes every page of them (all address types, active sessions and the history).
 */
export const accountKeys = {
  all: ['account'] as const,
  profile: ['account', 'profile'] as const,
  addresses: ['account', 'addresses'] as const,
  addressList: (type: 'delivery' | 'billing') => ['account', 'addresses', type] as const,
  preferences: ['account', 'preferences'] as const,
  sessions: ['account', 'sessions'] as const,
  activeSessions: ['account', 'sessions', 'active'] as const,
  loginHistory: (page: number) => ['account', 'sessions', 'history', page] as const,
};

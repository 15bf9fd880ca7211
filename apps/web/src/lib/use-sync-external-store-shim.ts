// Stands in for the 'use-sync-external-store/shim' package (vite.config.ts aliases it here): the
// shim exists for React before 18, and React 19 has the hook itself.
export { useSyncExternalStore } from 'react';

/**
 * Spec §9: console output is silenced in production. main.tsx imports this module first, so it
 * runs before React or any page module can log (React's console.error on a failed chunk included).
 *
 * A browser driven by automation (navigator.webdriver, as under Playwright) keeps its console:
 * the end-to-end journeys run against this production build and fail on console errors, so
 * silencing there would hide the very errors they exist to catch.
 */
export const SILENCED_METHODS = ['log', 'info', 'debug', 'warn', 'error'] as const;

type Silenceable = Pick<Console, (typeof SILENCED_METHODS)[number]>;

const drivenByAutomation = () => typeof navigator !== 'undefined' && navigator.webdriver === true;

/** Replaces the console's output methods with no-ops; says whether it did. */
export function silenceConsole(production: boolean, target: Silenceable = console, automated = drivenByAutomation()): boolean {
  if (!production || automated) return false;
  const nothing = () => undefined;
  for (const method of SILENCED_METHODS) target[method] = nothing;
  return true;
}

silenceConsole(import.meta.env.PROD);

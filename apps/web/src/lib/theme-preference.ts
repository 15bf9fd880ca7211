import { storage } from './storage';

export type ThemePreference = 'light' | 'dark' | 'system';
export type ThemeMode = 'light' | 'dark';

/** The saved theme; a first visit (nothing usable saved) saves light, as spec §9 sets it. */
export function readThemePreference(): ThemePreference {
  const saved = storage.get('theme');
  if (saved === 'dark' || saved === 'system' || saved === 'light') return saved;
  storage.set('theme', 'light');
  return 'light';
}

/** Spec §3: "system" maps to light. */
export const resolveTheme = (preference: ThemePreference): ThemeMode => (preference === 'dark' ? 'dark' : 'light');

export function applyThemeMode(mode: ThemeMode): void {
  if (typeof document === 'undefined') return;
  document.documentElement.classList.toggle('dark', mode === 'dark');
  document.documentElement.style.colorScheme = mode;
}

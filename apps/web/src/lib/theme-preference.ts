import { storage } from './storage';

export type ThemePreference = 'light' | 'dark' | 'system';
export type ThemeMode = 'light' | 'dark';

export function readThemePreference(): ThemePreference {
  const saved = storage.get('theme');
  return saved === 'dark' || saved === 'system' || saved === 'light' ? saved : 'light';
}

/** Spec §3: "system" maps to light. */
export const resolveTheme = (preference: ThemePreference): ThemeMode => (preference === 'dark' ? 'dark' : 'light');

export function applyThemeMode(mode: ThemeMode): void {
  if (typeof document === 'undefined') return;
  document.documentElement.classList.toggle('dark', mode === 'dark');
  document.documentElement.style.colorScheme = mode;
}

import { describe, expect, it } from 'vitest';
import { readThemePreference, resolveTheme } from './theme-preference';
import { storage } from './storage';

describe('readThemePreference', () => {
  it('spec §9: theme is stored as light on a first visit', () => {
    expect(storage.get('theme')).toBeNull();
    expect(readThemePreference()).toBe('light');
    expect(storage.get('theme')).toBe('light');
  });

  it('keeps a saved choice as it is', () => {
    storage.set('theme', 'system');
    expect(readThemePreference()).toBe('system');
    expect(storage.get('theme')).toBe('system');
  });

  it('replaces a value it cannot read with light', () => {
    storage.set('theme', 'sepia');
    expect(readThemePreference()).toBe('light');
    expect(storage.get('theme')).toBe('light');
  });
});

describe('resolveTheme', () => {
  it('spec §3: system maps to light', () => {
    expect(resolveTheme('system')).toBe('light');
    expect(resolveTheme('dark')).toBe('dark');
  });
});

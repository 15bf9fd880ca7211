import '@testing-library/jest-dom/vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { options } from 'preact';
import { afterEach } from 'vitest';
import '@/lib/autofocus';
import { preloadConfirmDialog } from '@/components/ui/confirm-dialog';
import { preloadImagePreview } from '@/components/ui/image-preview';
import { preloadSideSheet } from '@/components/ui/side-sheet';

// Tests read the real English translation files so that copy in assertions is what users see.
const translationsDir = join(import.meta.dirname, '../../../../translations/en');
const resources: Record<string, Record<string, Record<string, string>>> = { en: {} };
for (const ns of readdirSync(translationsDir)) {
  resources.en![ns] = JSON.parse(readFileSync(join(translationsDir, ns, 'translation.json'), 'utf8'));
}
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  ns: Object.keys(resources.en!),
  defaultNS: 'common',
  resources,
  interpolation: { escapeValue: false },
});

// Preact runs effects after the next frame; jsdom paints nothing, and tests with fake timers would
// never reach that frame. A microtask keeps the order (render, then its effects) without the wait.
options.requestAnimationFrame = (callback) => queueMicrotask(callback);

// Dialogs load after their page has rendered (they are not in its first JavaScript); loaded before
// the tests, they open at the first click, as they do for a shopper once the page has settled.
await Promise.all([preloadSideSheet(), preloadImagePreview(), preloadConfirmDialog()]);

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

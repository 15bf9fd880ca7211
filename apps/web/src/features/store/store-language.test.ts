import { describe, expect, it } from 'vitest';
import type { Language } from '@bazaar/contracts';
import { language as lang } from '@/test/store-fixtures';
import { chooseLanguage, directionOf } from './store-language';

const languages: Language[] = [lang('en', { is_default: true }), lang('fr'), lang('ar'), lang('hi', { status: 0 })];

describe('chooseLanguage', () => {
  it('keeps a saved language the store offers as active, without reloading', () => {
    expect(chooseLanguage('fr', languages)).toEqual({ language: 'fr', direction: 'ltr', reload: false });
  });

  it('switches a saved but inactive (status 0) language to the store default and reloads', () => {
    expect(chooseLanguage('hi', languages)).toEqual({ language: 'en', direction: 'ltr', reload: true });
  });

  it('switches a saved language the store does not know to the default and reloads', () => {
    expect(chooseLanguage('de', languages)).toEqual({ language: 'en', direction: 'ltr', reload: true });
    expect(chooseLanguage('', languages)).toEqual({ language: 'en', direction: 'ltr', reload: true });
  });

  it('uses the store default without a reload when nothing was saved', () => {
    expect(chooseLanguage(null, languages)).toEqual({ language: 'en', direction: 'ltr', reload: false });
  });

  it('gives right-to-left for Arabic, saved or as the default', () => {
    expect(chooseLanguage('ar', languages)).toEqual({ language: 'ar', direction: 'rtl', reload: false });
    const arabicStore = [lang('ar', { is_default: true }), lang('en')];
    expect(chooseLanguage(null, arabicStore)).toEqual({ language: 'ar', direction: 'rtl', reload: false });
    expect(chooseLanguage('hi', arabicStore)).toEqual({ language: 'ar', direction: 'rtl', reload: true });
  });

  it('ignores an inactive default and takes the first active language', () => {
    const store = [lang('hi', { is_default: true, status: 0 }), lang('fr'), lang('en')];
    expect(chooseLanguage(null, store).language).toBe('fr');
  });

  it('falls back to English when the store offers no active language', () => {
    expect(chooseLanguage(null, [])).toEqual({ language: 'en', direction: 'ltr', reload: false });
    expect(chooseLanguage('fr', [lang('fr', { status: 0 })])).toEqual({ language: 'en', direction: 'ltr', reload: true });
  });
});

describe('directionOf', () => {
  it('reads the writing direction of a language, ltr when unknown', () => {
    expect(directionOf('ar', languages)).toBe('rtl');
    expect(directionOf('en', languages)).toBe('ltr');
    expect(directionOf('xx', languages)).toBe('ltr');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import type { StoreSettings } from '@bazaar/contracts';
import { DEFAULT_FOOTER_SETTINGS, DEFAULT_HEADER_SETTINGS, DEFAULT_PAGE_SETTINGS } from '@bazaar/contracts/store-defaults';
import { applyStoreTheme, storeThemeCss } from './store-theme';

const settings = (patch: (s: StoreSettings) => void = () => {}): StoreSettings => {
  const s: StoreSettings = structuredClone({
    store_id: 12,
    store_currency: [],
    store_page_settings: DEFAULT_PAGE_SETTINGS,
    store_header_settings: DEFAULT_HEADER_SETTINGS,
    store_footer_settings: DEFAULT_FOOTER_SETTINGS,
    store_delivery_settings: { delivery_fee: 0, free_delivery_from: 0 },
    store_postal_code_settings: { pattern: '^[1-9][0-9]{5}$', length: 6, label: 'pin_code' },
    store_payment_options: [],
  });
  patch(s);
  return s;
};

/** The declarations inside one rule, keyed by variable name. */
function rule(css: string, selector: string): Record<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const body = new RegExp(`(?:^|\\n)${escaped} \\{\\n([^}]*)\\n\\}`).exec(css)?.[1];
  if (body === undefined) throw new Error(`no rule for ${selector} in:\n${css}`);
  return Object.fromEntries(body.split('\n').map((line) => line.trim().replace(/;$/, '').split(': ') as [string, string]));
}

afterEach(() => {
  document.getElementById('store-theme')?.remove();
});

describe('storeThemeCss', () => {
  it('puts the light colours under :root', () => {
    const css = storeThemeCss(
      settings((s) => {
        s.store_page_settings.light.btn_primary_bg_color = '#0f766e';
        s.store_header_settings.light.bg_color = '#fafafa';
        s.store_footer_settings.light.fg_color = '#eeeeee';
      }),
    );
    const light = rule(css, ':root');
    expect(light['--btn-primary-bg']).toBe('#0f766e');
    expect(light['--page-bg']).toBe('#ffffff');
    expect(light['--page-fg']).toBe('#111827');
    expect(light['--header-bg']).toBe('#fafafa');
    expect(light['--footer-fg']).toBe('#eeeeee');
    expect(Object.keys(light)).toHaveLength(12);
  });

  it('puts the dark colours under :root.dark', () => {
    const css = storeThemeCss(settings((s) => (s.store_page_settings.dark.btn_primary_bg_color = '#14b8a6')));
    const dark = rule(css, ':root.dark');
    expect(dark['--btn-primary-bg']).toBe('#14b8a6');
    expect(dark['--page-bg']).toBe('#111827');
    expect(dark['--footer-bg']).toBe('#030712');
    expect(rule(css, ':root')['--btn-primary-bg']).toBe('#4b5563');
  });

  it('accepts 3, 4, 6 and 8 digit hex in any case and trims spaces', () => {
    const css = storeThemeCss(
      settings((s) => {
        s.store_page_settings.light.bg_color = '#FFF';
        s.store_page_settings.light.fg_color = ' #1234 ';
        s.store_header_settings.light.bg_color = '#AbCdEf';
        s.store_header_settings.light.fg_color = '#11223344';
      }),
    );
    const light = rule(css, ':root');
    expect(light['--page-bg']).toBe('#FFF');
    expect(light['--page-fg']).toBe('#1234');
    expect(light['--header-bg']).toBe('#AbCdEf');
    expect(light['--header-fg']).toBe('#11223344');
  });

  it.each([
    ['a CSS injection', 'red; } body { display: none'],
    ['a colour name', 'red'],
    ['an expression', 'url(https://evil.com/x.png)'],
    ['a hex of the wrong length', '#12345'],
    ['a hex without #', 'ffffff'],
    ['non-hex digits', '#ggg'],
    ['an empty string', ''],
  ])('drops %s', (_, value) => {
    const css = storeThemeCss(settings((s) => (s.store_page_settings.light.btn_primary_bg_color = value)));
    expect(rule(css, ':root')).not.toHaveProperty('--btn-primary-bg');
    expect(css).not.toContain('body');
    expect(css).not.toContain('url(');
    // The other colours still apply.
    expect(rule(css, ':root')['--page-bg']).toBe('#ffffff');
  });

  it('leaves out a theme whose colours are all malformed', () => {
    const css = storeThemeCss(
      settings((s) => {
        for (const k of Object.keys(s.store_page_settings.dark) as (keyof typeof s.store_page_settings.dark)[]) {
          s.store_page_settings.dark[k] = 'red; }';
        }
        s.store_header_settings.dark = { bg_color: 'x', fg_color: 'y' };
        s.store_footer_settings.dark = { bg_color: '', fg_color: '' };
      }),
    );
    expect(css).not.toContain(':root.dark');
    expect(css).toContain(':root {');
  });
});

describe('applyStoreTheme', () => {
  it('writes one <style id="store-theme"> and updates it in place', () => {
    applyStoreTheme(settings((s) => (s.store_page_settings.light.btn_primary_bg_color = '#0f766e')));
    applyStoreTheme(settings((s) => (s.store_page_settings.light.btn_primary_bg_color = '#be123c')));
    const styles = document.head.querySelectorAll('style#store-theme');
    expect(styles).toHaveLength(1);
    expect(styles[0]!.textContent).toContain('--btn-primary-bg: #be123c;');
    expect(styles[0]!.textContent).not.toContain('#0f766e');
  });
});

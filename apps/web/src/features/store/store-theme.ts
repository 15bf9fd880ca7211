import type { StoreSettings } from '@bazaar/contracts';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
/** Only well-formed hex colours reach the stylesheet; anything else keeps the default. */
const colour = (value: string | undefined) => (value && HEX.test(value.trim()) ? value.trim() : undefined);

function block(selector: string, vars: Record<string, string | undefined>): string {
  const lines = Object.entries(vars)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `  --${k}: ${v};`);
  return lines.length ? `${selector} {\n${lines.join('\n')}\n}` : '';
}

/** The store's colours as CSS variables for light (:root) and dark (.dark) themes. */
export function storeThemeCss(settings: StoreSettings): string {
  return (['light', 'dark'] as const)
    .map((theme) => {
      const page = settings.store_page_settings[theme];
      const header = settings.store_header_settings[theme];
      const footer = settings.store_footer_settings[theme];
      return block(theme === 'light' ? ':root' : ':root.dark', {
        'page-bg': colour(page.bg_color),
        'page-fg': colour(page.fg_color),
        'btn-primary-bg': colour(page.btn_primary_bg_color),
        'btn-primary-fg': colour(page.btn_primary_fg_color),
        'btn-secondary-bg': colour(page.btn_secondary_bg_color),
        'btn-secondary-fg': colour(page.btn_secondary_fg_color),
        'btn-tertiary-bg': colour(page.btn_tertiary_bg_color),
        'btn-tertiary-fg': colour(page.btn_tertiary_fg_color),
        'header-bg': colour(header.bg_color),
        'header-fg': colour(header.fg_color),
        'footer-bg': colour(footer.bg_color),
        'footer-fg': colour(footer.fg_color),
      });
    })
    .filter(Boolean)
    .join('\n');
}

export function applyStoreTheme(settings: StoreSettings): void {
  let style = document.getElementById('store-theme');
  if (!style) {
    style = document.createElement('style');
    style.id = 'store-theme';
    document.head.appendChild(style);
  }
  style.textContent = storeThemeCss(settings);
}

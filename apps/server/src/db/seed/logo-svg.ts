/**
 * Draws a store's wordmark logo as SVG, so the demo needs no downloaded artwork. The tagline is a
 * name's second line ('Souk Al Waha') or nothing: a picture cannot follow the shopper's language,
 * so a sentence in one language does not belong in it (the footer says the translated tagline).
 */
export type LogoSpec = { mark: string; word: string; tagline: string; accent: string; ink: string };

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

export function logoSvg(spec: LogoSpec): string {
  const { mark, word, tagline, accent, ink } = spec;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="56" viewBox="0 0 240 56" role="img" aria-label="${escapeXml(word)}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${accent}"/>
      <stop offset="1" stop-color="${accent}" stop-opacity="0.75"/>
    </linearGradient>
  </defs>
  <rect x="2" y="4" width="48" height="48" rx="12" fill="url(#g)"/>
  <path d="M10 20 h32 l-3 -8 h-26 z" fill="#ffffff" fill-opacity="0.28"/>
  <text x="26" y="37" text-anchor="middle" font-family="Georgia, 'Noto Serif', serif" font-size="18" font-weight="700" fill="#ffffff">${escapeXml(mark)}</text>
  <text x="60" y="${tagline ? 29 : 35}" font-family="'Segoe UI', 'Noto Sans', 'Noto Sans Arabic', Arial, sans-serif" font-size="20" font-weight="700" fill="${ink}">${escapeXml(word)}</text>${
    tagline
      ? `
  <text x="60" y="46" font-family="'Segoe UI', 'Noto Sans', Arial, sans-serif" font-size="11" letter-spacing="0.6" fill="${ink}" fill-opacity="0.7">${escapeXml(tagline)}</text>`
      : ''
  }
</svg>
`;
}

/** Neutral picture served when a public file is missing. */
export const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="No image">
  <rect width="400" height="400" fill="#f3f4f6"/>
  <g fill="none" stroke="#9ca3af" stroke-width="10" stroke-linejoin="round" stroke-linecap="round">
    <rect x="110" y="120" width="180" height="160" rx="16"/>
    <circle cx="165" cy="170" r="16"/>
    <path d="M120 270 l60 -60 40 40 30 -30 40 40"/>
  </g>
</svg>
`;

import { describe, expect, it } from 'vitest';
import { DEMO_STORES } from './demo-stores';
import { logoSvg } from './logo-svg';

const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

describe('store logos', () => {
  it('draw the tagline as a second line only when there is one', () => {
    const spec = { mark: 'CB', word: 'Chowk Bazaar', accent: '#b4490f', ink: '#1f1a17' };
    expect(texts(logoSvg({ ...spec, tagline: 'Souk Al Waha' }))).toEqual(['CB', 'Chowk Bazaar', 'Souk Al Waha']);
    expect(texts(logoSvg({ ...spec, tagline: '' }))).toEqual(['CB', 'Chowk Bazaar']);
  });

  it("of the demo stores hold no sentence in one language: a picture cannot follow the shopper's", () => {
    // The souk's second line is its name in Latin letters, not copy to translate.
    expect(DEMO_STORES.map((s) => [s.realmName, s.logo.tagline])).toEqual(DEMO_STORES.map((s) => [s.realmName, s.realmName === 'souk' ? 'Souk Al Waha' : '']));
  });
});

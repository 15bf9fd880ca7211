import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentRealm, currentStoreId } from './realm';

const metas: HTMLMetaElement[] = [];
const writeMeta = (name: string, content: string) => {
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.appendChild(meta);
  metas.push(meta);
};

beforeEach(() => {
  metas.length = 0;
});

afterEach(() => {
  for (const meta of metas) meta.remove();
});

describe('currentRealm', () => {
  it("spec §4: a guest's realm name is the part of the client configuration before the first hyphen", () => {
    writeMeta('bazaar-realm', 'souk-storefront-web');
    expect(currentRealm()).toBe('souk');
  });

  it('takes a configuration without a hyphen whole, as the demo realms are written', () => {
    writeMeta('bazaar-realm', 'atelier');
    expect(currentRealm()).toBe('atelier');
  });

  it('falls back to the build-time realm when the server left the placeholder (vite dev)', () => {
    writeMeta('bazaar-realm', '%BAZAAR_REALM%');
    expect(currentRealm()).toBe(import.meta.env.VITE_STORE_REALM ?? 'demo');
  });
});

describe('currentStoreId', () => {
  it('reads the id the server wrote beside the realm, and nothing from a placeholder', () => {
    writeMeta('bazaar-store-id', '13');
    expect(currentStoreId()).toBe(13);
    metas.pop()!.remove();
    writeMeta('bazaar-store-id', '%BAZAAR_STORE_ID%');
    expect(currentStoreId()).toBeUndefined();
  });
});

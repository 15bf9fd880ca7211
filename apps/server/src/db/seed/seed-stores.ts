import type { Db } from '../client';
import { storeCurrencies, storeDomains, storeImages, storeLanguages, storePageSettings, stores } from '../schema';
import type { FileStorage } from '../../modules/files';
import { DEMO_STORES } from './demo-stores';
import { logoSvg } from './logo-svg';

/** Writes the demo stores, their settings and their generated logos. */
export async function seedStores(db: Db, storage: FileStorage): Promise<void> {
  for (const s of DEMO_STORES) {
    const light = `stores/${s.id}/logo-light.svg`;
    const dark = `stores/${s.id}/logo-dark.svg`;
    await storage.write(light, logoSvg({ ...s.logo, ink: s.logo.ink }));
    await storage.write(dark, logoSvg({ ...s.logo, ink: s.logo.inkDark }));
  }
  await db.transaction(async (tx) => {
    await tx.insert(stores).values(
      DEMO_STORES.map((s) => ({
        id: s.id,
        realmName: s.realmName,
        name: s.name,
        displayName: s.displayName,
        status: s.status,
        askAi: s.askAi,
        timeZone: s.timeZone,
        postalCodePattern: s.postalCode.pattern,
        postalCodeLength: s.postalCode.length,
        postalCodeLabel: s.postalCode.label,
      })),
    );
    await tx.insert(storeCurrencies).values(DEMO_STORES.map((s) => ({ storeId: s.id, ...s.currency })));
    // Browsers resolve *.localhost to this machine, so one process shows every demo store by host name.
    await tx.insert(storeDomains).values(DEMO_STORES.map((s) => ({ host: `${s.realmName}.localhost`, storeId: s.id })));
    await tx
      .insert(storeLanguages)
      .values(
        DEMO_STORES.flatMap((s) =>
          s.languages.map((l, position) => ({ storeId: s.id, languageCode: l.code, status: l.status, isDefault: l.isDefault, position })),
        ),
      );
    await tx.insert(storePageSettings).values(
      DEMO_STORES.flatMap((s) => [
        { storeId: s.id, theme: 'light' as const, ...s.light },
        { storeId: s.id, theme: 'dark' as const, ...s.dark },
      ]),
    );
    await tx.insert(storeImages).values(
      DEMO_STORES.map((s) => ({
        storeId: s.id,
        logoPath: `stores/${s.id}/logo-light.svg`,
        logoPathDark: `stores/${s.id}/logo-dark.svg`,
      })),
    );
  });
}

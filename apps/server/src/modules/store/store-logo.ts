import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeImages } from '../../db/schema';

/** The storage path of the store's logo for light backgrounds (what a printed page is), or null. */
export async function storeLogoPath(db: Db, storeId: number): Promise<string | null> {
  const [row] = await db.select({ path: storeImages.logoPath }).from(storeImages).where(eq(storeImages.storeId, storeId)).limit(1);
  return row?.path ?? null;
}

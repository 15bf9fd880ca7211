import { asc, eq } from 'drizzle-orm';
import { DEFAULT_CURRENCY } from '@bazaar/contracts';
import type { Db } from '../../db/client';
import { storeCurrencies } from '../../db/schema';

/** The currency a store sells in: its first currency, or the spec's default (rupee, INR, 100). */
export async function storeCurrency(db: Db, storeId: number) {
  const [row] = await db
    .select({ symbol: storeCurrencies.symbol, iso_code: storeCurrencies.isoCode, number_to_basic: storeCurrencies.numberToBasic })
    .from(storeCurrencies)
    .where(eq(storeCurrencies.storeId, storeId))
    .orderBy(asc(storeCurrencies.position), asc(storeCurrencies.id))
    .limit(1);
  if (row && row.number_to_basic > 0) return row;
  return { symbol: DEFAULT_CURRENCY.symbol, iso_code: DEFAULT_CURRENCY.iso_code, number_to_basic: DEFAULT_CURRENCY.number_to_basic };
}

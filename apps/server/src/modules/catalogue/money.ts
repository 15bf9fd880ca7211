import { asc, eq } from 'drizzle-orm';
import { DEFAULT_CURRENCY } from '@bazaar/contracts';
import { storeCurrencies } from '../../db/schema';
import type { RequestContext } from '../../plugins/store-context';

/**
 * The database keeps money in minor units (paise); the API speaks the main unit (rupees).
 * number_to_basic of the store's first currency converts between them (default 100, spec §3).
 */
export async function minorPerMain(ctx: RequestContext): Promise<number> {
  const [row] = await ctx.db
    .select({ n: storeCurrencies.numberToBasic })
    .from(storeCurrencies)
    .where(eq(storeCurrencies.storeId, ctx.store.id))
    .orderBy(asc(storeCurrencies.position))
    .limit(1);
  return row && row.n > 0 ? row.n : DEFAULT_CURRENCY.number_to_basic;
}

export const toMain = (minor: number, unit: number) => Math.round((minor / unit) * 100) / 100;

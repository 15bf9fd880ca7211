import { eq } from 'drizzle-orm';
import type { RequestContext } from '../../plugins/store-context';
import { vendors } from '../../db/schema';
import { storeCategories } from './category.service';
import { contentLanguage, translated, VENDOR_TEXT } from './translated';

/**
 * The names a shopper may say for the store's categories and vendors, in the request's language,
 * with their ids: what the assistant reads every question with. Categories come from the store's
 * kept list (no query after the first); vendors from one indexed read of two columns, without the
 * product counts the vendor list computes.
 */
export async function catalogueNames(ctx: RequestContext) {
  const lang = contentLanguage(ctx);
  const [categories, vendorRows] = await Promise.all([
    storeCategories(ctx),
    ctx.db
      .select({ id: vendors.id, name: translated<string>(lang, VENDOR_TEXT, vendors.id, 'name', vendors.name) })
      .from(vendors)
      .where(eq(vendors.storeId, ctx.store.id)),
  ]);
  return { categories: categories.map((c) => ({ id: c.id, name: c.name })), vendors: vendorRows };
}

import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Preferences, PreferencesUpdateBody } from '@bazaar/contracts';
import { customerPreferences } from '../../db/schema';
import { notFound } from '../../lib/api-error';
import type { CustomerContext } from '../identity';

/** Owns the customer's preferences; a customer who never saved any gets the defaults. */

export type PreferencesChanges = z.output<typeof PreferencesUpdateBody>;
type PreferencesRow = typeof customerPreferences.$inferSelect;

export const DEFAULT_PREFERENCES: Preferences = {
  language_code: null,
  theme: 'light',
  notify_order_updates: true,
  notify_offers: false,
  notify_by_sms: true,
  notify_by_email: true,
};

const toPreferences = (row: PreferencesRow): Preferences => ({
  language_code: row.languageCode as Preferences['language_code'],
  theme: row.theme,
  notify_order_updates: row.notifyOrderUpdates,
  notify_offers: row.notifyOffers,
  notify_by_sms: row.notifyBySms,
  notify_by_email: row.notifyByEmail,
});

/** Contract field names to columns; only the fields sent are written. */
function toColumns(p: PreferencesChanges) {
  return {
    ...(p.language_code !== undefined && { languageCode: p.language_code }),
    ...(p.theme !== undefined && { theme: p.theme }),
    ...(p.notify_order_updates !== undefined && { notifyOrderUpdates: p.notify_order_updates }),
    ...(p.notify_offers !== undefined && { notifyOffers: p.notify_offers }),
    ...(p.notify_by_sms !== undefined && { notifyBySms: p.notify_by_sms }),
    ...(p.notify_by_email !== undefined && { notifyByEmail: p.notify_by_email }),
  };
}

export async function getPreferences(ctx: CustomerContext): Promise<Preferences> {
  const [row] = await ctx.db
    .select()
    .from(customerPreferences)
    .where(and(eq(customerPreferences.customerId, ctx.customerId), eq(customerPreferences.storeId, ctx.store.id)))
    .limit(1);
  return row ? toPreferences(row) : DEFAULT_PREFERENCES;
}

/** One upsert: the first save writes the defaults with the changes on top, later ones only the changes. */
export async function updatePreferences(ctx: CustomerContext, changes: PreferencesChanges): Promise<Preferences> {
  const columns = toColumns(changes);
  const [row] = await ctx.db
    .insert(customerPreferences)
    .values({ customerId: ctx.customerId, storeId: ctx.store.id, ...toColumns(DEFAULT_PREFERENCES), ...columns })
    .onConflictDoUpdate({
      target: customerPreferences.customerId,
      set: { ...columns, updatedAt: new Date() },
      setWhere: eq(customerPreferences.storeId, ctx.store.id),
    })
    .returning();
  // Keyed by customer, who belongs to one store: the guard only keeps a write from crossing stores.
  if (!row) throw notFound('Your account was not found; please sign in again');
  return toPreferences(row);
}

import { and, asc, eq } from 'drizzle-orm';
import type { PaymentMethod } from '@bazaar/contracts';
import { paymentMethods } from '../../db/schema';
import type { RequestContext } from '../../plugins/store-context';

/** Spec §4 "Payment provider labels", and cash on delivery beside them. */
export const PROVIDER_LABELS: Record<PaymentMethod['provider'], string> = {
  cod: 'Cash on delivery',
  cashfree: 'Cashfree',
  stripe: 'Stripe',
  amazon_pay: 'Amazon pay',
};

type MethodRow = Pick<typeof paymentMethods.$inferSelect, 'id' | 'provider'>;

/** A store's method as the API shows it (spec §3 "Payment method"): COD, or an online gateway. */
export const toPaymentMethod = (row: MethodRow): PaymentMethod => ({
  id: row.id,
  payment_type: row.provider === 'cod' ? 'COD' : 'ONLINE',
  is_payment_gateway: row.provider !== 'cod',
  provider: row.provider,
  provider_label: PROVIDER_LABELS[row.provider],
});

/** The store's active payment methods in the store's order; the checkout offers the same list. */
export async function listPaymentMethods(ctx: RequestContext): Promise<PaymentMethod[]> {
  const rows = await ctx.db
    .select({ id: paymentMethods.id, provider: paymentMethods.provider })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.storeId, ctx.store.id), eq(paymentMethods.isActive, true)))
    .orderBy(asc(paymentMethods.position), asc(paymentMethods.id));
  return rows.map(toPaymentMethod);
}

import { and, asc, eq } from 'drizzle-orm';
import type { PaymentMethod } from '@bazaar/contracts';
import type { Db } from '../../db/client';
import { paymentMethods } from '../../db/schema';

/** Spec §4 provider labels. */
const LABELS: Record<PaymentMethod['provider'], string> = { cod: 'Cash on delivery', cashfree: 'Cashfree', stripe: 'Stripe', amazon_pay: 'Amazon pay' };

/** The store's active payment methods in its order; cash on delivery is the one non-gateway method. */
export async function listPaymentMethods(db: Db, storeId: number): Promise<PaymentMethod[]> {
  const rows = await db
    .select({ id: paymentMethods.id, provider: paymentMethods.provider })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.storeId, storeId), eq(paymentMethods.isActive, true)))
    .orderBy(asc(paymentMethods.position), asc(paymentMethods.id));
  return rows.map((r) => ({
    id: r.id,
    provider: r.provider,
    payment_type: r.provider === 'cod' ? 'COD' : 'ONLINE',
    is_payment_gateway: r.provider !== 'cod',
    provider_label: LABELS[r.provider],
  }));
}

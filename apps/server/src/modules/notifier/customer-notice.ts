import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerPreferences, customers, storeLanguages } from '../../db/schema';
import type { Notifier } from './notifier';

/** Where a customer's notice goes: their email, else their phone, and the language they read (theirs, else the store's). */
export type NoticeRecipient = { to: string; channel: 'email' | 'sms'; language: string | null };

/** The customer of the store as a notice's recipient; none when they have no contact or turned order updates off. */
export async function customerRecipient(db: Db, storeId: number, customerId: number): Promise<NoticeRecipient | null> {
  const [row] = await db
    .select({
      email: customers.email,
      phone: customers.phone,
      language: customerPreferences.languageCode,
      wantsUpdates: customerPreferences.notifyOrderUpdates,
      storeLanguage: storeLanguages.languageCode,
    })
    .from(customers)
    .leftJoin(customerPreferences, eq(customerPreferences.customerId, customers.id))
    .leftJoin(storeLanguages, and(eq(storeLanguages.storeId, customers.storeId), eq(storeLanguages.isDefault, true)))
    .where(and(eq(customers.id, customerId), eq(customers.storeId, storeId)))
    .limit(1);
  const to = row?.email ?? row?.phone;
  if (!row || !to || row.wantsUpdates === false) return null;
  return { to, channel: row.email ? 'email' : 'sms', language: row.language ?? row.storeLanguage };
}

/** A notice to write: whose it is, and its words in the language the recipient reads. */
export type CustomerNotice = { customerId: number; text: (language: string | null) => { subject: string; body: string } };

/**
 * Tells a customer of a change (an order item's move, a new slot, an enquiry's answer, an offer):
 * `compose` reads what the notice says (null: nothing to say), and the notice goes to the
 * customer's email or phone in their language, unless they turned order updates off. It runs
 * after the change is committed and is not awaited, so a slow mail server never slows the click
 * that made the change; a failure is dropped, as the change itself stands.
 */
export function sendCustomerNotice(db: Db, notifier: Notifier, storeId: number, compose: () => Promise<CustomerNotice | null>): void {
  setImmediate(() => {
    void (async () => {
      const notice = await compose();
      const recipient = notice && (await customerRecipient(db, storeId, notice.customerId));
      if (!notice || !recipient) return;
      const { subject, body } = notice.text(recipient.language);
      await notifier.send({ storeId, to: recipient.to, channel: recipient.channel, subject, body });
    })().catch(() => undefined);
  });
}

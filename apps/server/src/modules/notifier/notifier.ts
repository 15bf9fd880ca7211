import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema';

export type OutboundMessage = {
  storeId: number | null;
  to: string;
  channel: 'sms' | 'email';
  subject?: string;
  body: string;
};

/** How messages leave the system (OTP codes, order mails). SMTP or an HTTP hook implement it in production. */
export interface Notifier {
  send(message: OutboundMessage): Promise<void>;
}

/** Records every message in the outbox table; demo mode lists them at /dev/outbox. */
export class OutboxNotifier implements Notifier {
  constructor(private readonly db: Db) {}

  async send(message: OutboundMessage): Promise<void> {
    await this.db.insert(outboxMessages).values({
      storeId: message.storeId,
      recipient: message.to,
      channel: message.channel,
      subject: message.subject ?? '',
      body: message.body,
    });
  }
}

export async function listOutbox(db: Db, to: string, storeId?: number) {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(storeId === undefined ? eq(outboxMessages.recipient, to) : and(eq(outboxMessages.recipient, to), eq(outboxMessages.storeId, storeId)))
    .orderBy(desc(outboxMessages.id))
    .limit(100);
  // Newest last, as a reader of a conversation expects; only the latest 100 are kept in view.
  return rows.reverse().map((r) => ({
    id: r.id,
    to: r.recipient,
    channel: r.channel,
    subject: r.subject,
    body: r.body,
    created_at: r.createdAt.toISOString(),
  }));
}

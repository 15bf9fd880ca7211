import { and, asc, desc, eq, lt, notInArray, sql } from 'drizzle-orm';
import {
  ASK_AI_CONVERSATIONS_MAX,
  ASK_AI_MESSAGES_MAX,
  type AssistantAction,
  type AssistantConversation,
  type AssistantMessage,
  type AssistantProductCard,
} from '@bazaar/contracts';
import type { Db } from '../../db/client';
import { assistantConversations, assistantMessages } from '../../db/schema';
import type { CustomerContext } from '../identity';
import { notFound } from '../../lib/api-error';

/** The customer's conversations and their messages: every read and write is scoped to the store and the customer. */

export const NO_SUCH_CONVERSATION = 'There is no such conversation; it may have been cleared';
type ConversationRow = typeof assistantConversations.$inferSelect;

const own = (ctx: CustomerContext) => and(eq(assistantConversations.storeId, ctx.store.id), eq(assistantConversations.customerId, ctx.customerId))!;

export const conversationView = (row: ConversationRow): AssistantConversation => ({
  conversation_id: row.id,
  title: row.title,
  message_count: row.messageCount,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export async function findConversation(ctx: CustomerContext, id: number): Promise<ConversationRow> {
  const [row] = await ctx.db
    .select()
    .from(assistantConversations)
    .where(and(own(ctx), eq(assistantConversations.id, id)));
  if (!row) throw notFound(NO_SUCH_CONVERSATION);
  return row;
}

export async function listConversations(ctx: CustomerContext): Promise<AssistantConversation[]> {
  const rows = await ctx.db
    .select()
    .from(assistantConversations)
    .where(own(ctx))
    .orderBy(desc(assistantConversations.updatedAt), desc(assistantConversations.id))
    .limit(ASK_AI_CONVERSATIONS_MAX);
  return rows.map(conversationView);
}

const messageView = (m: typeof assistantMessages.$inferSelect): AssistantMessage => ({
  message_id: m.id,
  role: m.role,
  text: m.body,
  products: m.products,
  action: m.action ?? null,
  created_at: m.createdAt.toISOString(),
});

export async function conversationMessages(ctx: CustomerContext, id: number): Promise<{ conversation: AssistantConversation; messages: AssistantMessage[] }> {
  const row = await findConversation(ctx, id);
  const messages = await ctx.db.select().from(assistantMessages).where(eq(assistantMessages.conversationId, row.id)).orderBy(asc(assistantMessages.id));
  return { conversation: conversationView(row), messages: messages.map(messageView) };
}

/** The last `n` messages, oldest first: what a model reads of the conversation so far. */
export async function recentMessages(db: Db, conversationId: number, n: number) {
  const rows = await db
    .select({ role: assistantMessages.role, text: assistantMessages.body })
    .from(assistantMessages)
    .where(eq(assistantMessages.conversationId, conversationId))
    .orderBy(desc(assistantMessages.id))
    .limit(n);
  return rows.reverse();
}

export async function deleteConversation(ctx: CustomerContext, id: number): Promise<void> {
  const gone = await ctx.db
    .delete(assistantConversations)
    .where(and(own(ctx), eq(assistantConversations.id, id)))
    .returning({ id: assistantConversations.id });
  if (gone.length === 0) throw notFound(NO_SUCH_CONVERSATION);
}

/**
 * Takes the offered action out of the conversation if it is the one named, in one statement under
 * the row's lock: of two confirmations sent together only one gets it, so an offer is carried out
 * once. Answers the action, or null when it was not (or is no longer) on offer.
 */
export async function claimOffer(ctx: CustomerContext, conversationId: number, actionId: string): Promise<AssistantAction | null> {
  const result = await ctx.db.execute<{ pending_action: AssistantAction }>(sql`
    with old as (
      select id, pending_action from ${assistantConversations}
      where id = ${conversationId} and store_id = ${ctx.store.id} and customer_id = ${ctx.customerId}
      for update
    )
    update ${assistantConversations} c set pending_action = null
    from old
    where c.id = old.id and old.pending_action ->> 'action_id' = ${actionId}
    returning old.pending_action`);
  const rows = (result as unknown as { rows: { pending_action: AssistantAction }[] }).rows;
  return rows[0]?.pending_action ?? null;
}

/** Marks the message that offered an action as done or lapsed, so the conversation shows no live button for it. */
export async function settleOfferMessage(db: Db, conversationId: number, actionId: string, status: 'done' | 'expired'): Promise<void> {
  await db
    .update(assistantMessages)
    .set({ action: sql`jsonb_set(${assistantMessages.action}, '{status}', to_jsonb(${status}::text))` })
    .where(and(eq(assistantMessages.conversationId, conversationId), sql`${assistantMessages.action} ->> 'action_id' = ${actionId}`));
}

export type Exchange = {
  question: string;
  answer: string;
  products: AssistantProductCard[];
  action: AssistantAction | null;
};

/**
 * Writes one question and its answer, and what the conversation now remembers (the cards shown,
 * the offer awaiting a yes), in one transaction: an answer cut off half-way writes nothing. A new
 * conversation is made here too; past ASK_AI_CONVERSATIONS_MAX the oldest go, and past
 * ASK_AI_MESSAGES_MAX a conversation's oldest messages go.
 */
export async function recordExchange(
  ctx: CustomerContext,
  conversationId: number | undefined,
  exchange: Exchange,
): Promise<{ conversationId: number; messageId: number }> {
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    const shown = exchange.products.length > 0 ? { shownProductIds: exchange.products.map((p) => p.product_id) } : {};
    const remembered = { ...shown, pendingAction: exchange.action, updatedAt: now };
    let id = conversationId;
    if (id === undefined) {
      const title = exchange.question.replace(/\s+/g, ' ').slice(0, 80);
      const [row] = await tx
        .insert(assistantConversations)
        .values({ storeId: ctx.store.id, customerId: ctx.customerId, title, ...remembered, messageCount: 2, createdAt: now })
        .returning({ id: assistantConversations.id });
      id = row!.id;
      await dropOldConversations(tx, ctx, id);
    } else {
      await tx
        .update(assistantConversations)
        .set({ ...remembered, messageCount: sql`least(${assistantConversations.messageCount} + 2, ${ASK_AI_MESSAGES_MAX})` })
        .where(and(own(ctx), eq(assistantConversations.id, id)));
    }
    const [, answer] = await tx
      .insert(assistantMessages)
      .values([
        { conversationId: id, role: 'customer', body: exchange.question, createdAt: now },
        { conversationId: id, role: 'assistant', body: exchange.answer, products: exchange.products, action: exchange.action, createdAt: now },
      ])
      .returning({ id: assistantMessages.id });
    await trimMessages(tx, id);
    return { conversationId: id, messageId: answer!.id };
  });
}

async function dropOldConversations(tx: Db, ctx: CustomerContext, keep: number) {
  const newest = tx
    .select({ id: assistantConversations.id })
    .from(assistantConversations)
    .where(own(ctx))
    .orderBy(desc(assistantConversations.updatedAt), desc(assistantConversations.id))
    .limit(ASK_AI_CONVERSATIONS_MAX);
  await tx.delete(assistantConversations).where(and(own(ctx), notInArray(assistantConversations.id, newest), lt(assistantConversations.id, keep)));
}

async function trimMessages(tx: Db, conversationId: number) {
  const kept = tx
    .select({ id: assistantMessages.id })
    .from(assistantMessages)
    .where(eq(assistantMessages.conversationId, conversationId))
    .orderBy(desc(assistantMessages.id))
    .limit(ASK_AI_MESSAGES_MAX);
  await tx.delete(assistantMessages).where(and(eq(assistantMessages.conversationId, conversationId), notInArray(assistantMessages.id, kept)));
}

import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ASK_AI_CARDS_MAX, isSupportedLanguage, type AskAiBody, type AssistantAction, type AssistantProductCard } from '@bazaar/contracts';
import type { CustomerContext } from '../identity';
import { storeCurrency } from '../store';
import { ApiError, badRequest, notFound } from '../../lib/api-error';
import { enforceRateLimits, type RateLimiter } from '../../lib/rate-limit';
import { carryOut } from './actions';
import { claimOffer, findConversation, recentMessages, recordExchange, settleOfferMessage } from './conversation.queries';
import type { ActionOffer, AssistantModel, AssistantTurn, Reply } from './model';
import type { EventWriter } from './sse-writer';
import { assistantTools } from './tools';
import { understand } from './understand/understand';
import type { AssistantLanguage } from './understand/types';
import { say } from './words/say';

/**
 * One question to the assistant, answered as events (issue #15). Everything that can refuse the
 * question (the store has no assistant, the conversation is not the customer's, the rate limit)
 * refuses before the first event, as a JSON error. Then either the customer confirms the offer
 * waiting in the conversation, which is carried out here and only here, or the model answers.
 */

/** Per customer: a burst of questions a minute, and a day's worth; the model's cost is the store's. */
export const ASK_AI_LIMITS = { perMinute: { limit: 8, windowSeconds: 60 }, perDay: { limit: 200, windowSeconds: 24 * 60 * 60 } };

export type AskDeps = { limiter: RateLimiter; model: AssistantModel; log: FastifyBaseLogger };

const HISTORY_READ = 10;
/** The most of one answer a conversation keeps (the table's check allows 8,000 characters). */
export const ASSISTANT_ANSWER_KEPT = 8000;

export const assistantLanguage = (ctx: CustomerContext): AssistantLanguage => {
  const wanted = ctx.language ?? ctx.store.defaultLanguage ?? 'en';
  return isSupportedLanguage(wanted) ? wanted : 'en';
};

export async function ask(ctx: CustomerContext, deps: AskDeps, body: AskAiBody, out: EventWriter): Promise<void> {
  if (!ctx.store.askAi) throw notFound('This store has no shopping assistant');
  if (body.action_id !== undefined && body.conversation_id === undefined) throw badRequest('action_id needs the conversation_id it was offered in');
  const conversation = body.conversation_id === undefined ? undefined : await findConversation(ctx, body.conversation_id);
  const key = `ask-ai:${ctx.store.id}:${ctx.customerId}`;
  await enforceRateLimits(deps.limiter, [
    { key: `${key}:minute`, rule: ASK_AI_LIMITS.perMinute, message: (s) => `You are asking faster than the assistant can answer; try again in ${s} seconds` },
    {
      key: `${key}:day`,
      rule: ASK_AI_LIMITS.perDay,
      message: (s) => `You have asked the assistant ${ASK_AI_LIMITS.perDay.limit} questions today; try again in ${Math.ceil(s / 3600)} hours`,
    },
  ]);

  const language = assistantLanguage(ctx);
  const tools = assistantTools(ctx);
  const answer = { text: '', products: [] as AssistantProductCard[], action: null as AssistantAction | null };
  const reply: Reply = {
    signal: out.signal,
    delta(text) {
      answer.text += text;
      out.send('delta', { text });
    },
    products(cards) {
      answer.products = cards.slice(0, ASK_AI_CARDS_MAX);
      out.send('products', { products: answer.products });
    },
    async offer(offer: ActionOffer, label: string) {
      answer.action = actionOf(offer, label);
      out.send('action', { action: answer.action });
    },
  };
  const pending = conversation?.pendingAction ?? null;
  try {
    const heard = pending ? understand(body.message, { language, today: '', postalPattern: '^$', categories: [], vendors: [] }).kind : undefined;
    const confirming = body.action_id !== undefined || heard === 'confirm';
    if (confirming) {
      const taken = await claimOffer(ctx, conversation!.id, body.action_id ?? pending!.action_id);
      if (!taken) reply.delta(say(language, 'actionExpired'));
      else {
        reply.delta(await carryOut(ctx, taken, language, { product: taken.product_name ?? '', vendor: taken.vendor_name }));
        await settleOfferMessage(ctx.db, conversation!.id, taken.action_id, 'done');
      }
    } else if (heard === 'decline') {
      reply.delta(say(language, 'declined'));
    } else {
      const turn: AssistantTurn = {
        message: body.message,
        language,
        history: conversation ? await recentMessages(ctx.db, conversation.id, HISTORY_READ) : [],
        shown: conversation?.shownProductIds ?? [],
        currency: (await storeCurrency(ctx.db, ctx.store.id)).iso_code,
        pending,
      };
      await deps.model.answer(turn, tools, reply);
    }
    // Only the newest offer can be confirmed: one not taken up now lapses.
    if (pending && !confirming) await settleOfferMessage(ctx.db, conversation!.id, pending.action_id, 'expired');
    // A model may write more than a conversation keeps of one answer: the customer saw it all, the history keeps the start.
    const saved = await recordExchange(ctx, conversation?.id, {
      question: body.message,
      answer: answer.text.slice(0, ASSISTANT_ANSWER_KEPT),
      products: answer.products,
      action: answer.action,
    });
    out.send('done', { conversation_id: saved.conversationId, message_id: saved.messageId });
  } catch (error) {
    const told = error instanceof ApiError && error.statusCode < 500;
    if (!told) deps.log.error({ err: error }, 'the assistant could not finish an answer');
    out.send('error', { response_message: told ? error.message : 'The assistant could not finish this answer; please ask again.' });
  } finally {
    out.end();
  }
}

function actionOf(offer: ActionOffer, label: string): AssistantAction {
  const common = {
    action_id: randomBytes(9).toString('base64url'),
    label,
    status: 'offered' as const,
    product_name: offer.productName,
    vendor_name: offer.vendorName,
  };
  return offer.kind === 'add_to_cart'
    ? { ...common, kind: 'add_to_cart', product_id: offer.productId, quantity: offer.quantity }
    : { ...common, kind: 'start_return', order_item_id: offer.orderItemId };
}

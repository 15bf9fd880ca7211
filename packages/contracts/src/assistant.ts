import { z } from 'zod';
import { envelope } from './envelope';
import { intParam } from './params';
import { ASK_AI_MESSAGE_MAX } from './constants';

export { ASK_AI_CARDS_MAX, ASK_AI_CONVERSATIONS_MAX, ASK_AI_MESSAGE_MAX, ASK_AI_MESSAGES_MAX } from './constants';

/**
 * The AI shopping assistant (issue #15, spec §1, §2, §6). POST …/ask-ai answers as server-sent
 * events: `delta` (text as it is written), `products` (cards), `action` (an offer awaiting the
 * customer's confirmation), then `done` with the conversation's id; `error` replaces `done` when
 * the answer could not be finished. Conversations are kept per customer and can be cleared.
 */

export const AskAiBody = z.object({
  message: z
    .string({ error: 'message is required' })
    .trim()
    .min(1, 'message must not be empty')
    .max(ASK_AI_MESSAGE_MAX, `message must be at most ${ASK_AI_MESSAGE_MAX} characters`),
  conversation_id: z.number({ error: 'conversation_id must be a whole number' }).int().positive().optional(),
  /** Confirms the offered action of this id (an `action` event's action_id) in this conversation. */
  action_id: z.string().trim().min(1).max(64).optional(),
});
export type AskAiBody = z.infer<typeof AskAiBody>;

/** One product card: opens /ProductDetails?PId=product_id. final_price is null when the vendor hides prices. */
export const AssistantProductCard = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  final_price: z.number().nullable(),
  product_image: z.string(),
});
export type AssistantProductCard = z.infer<typeof AssistantProductCard>;

export const ASSISTANT_ACTION_KINDS = ['add_to_cart', 'start_return'] as const;

/**
 * An action the assistant offers and does only when the customer confirms it: the web shows
 * `label` on a button that sends AskAiBody with this action_id. `status` is `offered` until then,
 * `done` once confirmed and carried out, `expired` when a newer offer replaced it.
 */
export const AssistantAction = z.object({
  action_id: z.string(),
  kind: z.enum(ASSISTANT_ACTION_KINDS),
  label: z.string(),
  product_id: z.number().int().optional(),
  quantity: z.number().int().optional(),
  order_item_id: z.number().int().optional(),
  product_name: z.string().optional(),
  vendor_name: z.string().optional(),
  status: z.enum(['offered', 'done', 'expired']),
});
export type AssistantAction = z.infer<typeof AssistantAction>;

/** The data of each event on the stream, by event name. */
export const AskAiDeltaEvent = z.object({ text: z.string() });
export const AskAiProductsEvent = z.object({ products: z.array(AssistantProductCard) });
export const AskAiActionEvent = z.object({ action: AssistantAction });
export const AskAiDoneEvent = z.object({ conversation_id: z.number().int(), message_id: z.number().int() });
export const AskAiErrorEvent = z.object({ response_message: z.string() });
export type AskAiEvent =
  | { event: 'delta'; data: z.infer<typeof AskAiDeltaEvent> }
  | { event: 'products'; data: z.infer<typeof AskAiProductsEvent> }
  | { event: 'action'; data: z.infer<typeof AskAiActionEvent> }
  | { event: 'done'; data: z.infer<typeof AskAiDoneEvent> }
  | { event: 'error'; data: z.infer<typeof AskAiErrorEvent> };

export const AssistantMessage = z.object({
  message_id: z.number().int(),
  role: z.enum(['customer', 'assistant']),
  text: z.string(),
  products: z.array(AssistantProductCard),
  action: AssistantAction.nullable(),
  created_at: z.string(),
});
export type AssistantMessage = z.infer<typeof AssistantMessage>;

export const AssistantConversation = z.object({
  conversation_id: z.number().int(),
  /** The customer's first question, cut to 80 characters. */
  title: z.string(),
  message_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AssistantConversation = z.infer<typeof AssistantConversation>;

/** GET …/ask-ai/conversations: newest first. */
export const AssistantConversationsResponse = envelope(z.object({ conversations: z.array(AssistantConversation) }));
/** GET …/ask-ai/conversations/{id}: one conversation with its messages, oldest first. */
export const AssistantConversationResponse = envelope(z.object({ conversation: AssistantConversation, messages: z.array(AssistantMessage) }));
export const AssistantConversationParams = z.object({ id: intParam('id', { min: 1 }) });
/** DELETE …/ask-ai/conversations/{id}: nothing in the body; the message says it is cleared. */
export const AssistantConversationDeleteResponse = envelope(z.null());

import type { AssistantAction, AssistantProductCard } from '@bazaar/contracts';
import type { AssistantTools } from './tools';
import type { AssistantLanguage } from './understand/types';

/**
 * The seam between the assistant and whatever writes its answers (Vendure-style strategy): the
 * default rule-based model (rule-model.ts) or an OpenAI-compatible one (openai-model.ts). A model
 * reads the turn, calls the tools (which act only as the signed-in customer, in their store) and
 * writes through the reply. It can offer an action but never carry one out: that takes the
 * customer's own confirmation (assistant.service.ts).
 */

/** An action a model offers; the service gives it its id, label and status. */
export type ActionOffer = { productName: string; vendorName: string } & (
  { kind: 'add_to_cart'; productId: number; quantity: number } | { kind: 'start_return'; orderItemId: number }
);

export interface Reply {
  /** Text as it is written; sent to the customer at once. */
  delta(text: string): void;
  /** The product cards of this answer (the last call wins). */
  products(cards: AssistantProductCard[]): void;
  /** Offers an action for the customer to confirm, with the words of its button. */
  offer(offer: ActionOffer, label: string): Promise<void>;
  /** Gone when the customer closed the stream: stop work that only they would read. */
  readonly signal: AbortSignal;
}

export type AssistantTurn = {
  message: string;
  language: AssistantLanguage;
  /** Earlier messages of this conversation, oldest first (bounded). */
  history: { role: 'customer' | 'assistant'; text: string }[];
  /** The products of the cards last shown, in order ("the second one"). */
  shown: number[];
  /** The store's currency (ISO code), for amounts in the answer. */
  currency: string;
  /** The offer still awaiting a yes, if any. */
  pending: AssistantAction | null;
};

export interface AssistantModel {
  answer(turn: AssistantTurn, tools: AssistantTools, reply: Reply): Promise<void>;
}

import type { AskAiEvent, AssistantAction, AssistantProductCard } from '@bazaar/contracts';
import type { StreamEvent } from '@/lib/chat/sse-parser';

// The contracts' event schemas are zod, which the web keeps out of its bundles
// (lib/contracts-entry.test.ts): these checks hold each event's data to the same shape.

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isInt = (value: unknown): value is number => Number.isInteger(value);

const isCard = (value: unknown): value is AssistantProductCard =>
  isObject(value) &&
  isInt(value.product_id) &&
  typeof value.product_name === 'string' &&
  (value.final_price === null || typeof value.final_price === 'number') &&
  typeof value.product_image === 'string';

const ACTION_STATUSES = ['offered', 'done', 'expired'];
const isAction = (value: unknown): value is AssistantAction =>
  isObject(value) &&
  typeof value.action_id === 'string' &&
  typeof value.kind === 'string' &&
  typeof value.label === 'string' &&
  ACTION_STATUSES.includes(value.status as string);

/** One event of the answer's stream, or null for a comment, an unknown event or data of the wrong shape. */
export function readAskAiEvent(event: StreamEvent): AskAiEvent | null {
  if (event.kind !== 'event') return null;
  let data: unknown;
  try {
    data = JSON.parse(event.data);
  } catch {
    return null;
  }
  if (!isObject(data)) return null;
  switch (event.event) {
    case 'delta':
      return typeof data.text === 'string' ? { event: 'delta', data: { text: data.text } } : null;
    case 'products':
      return Array.isArray(data.products) && data.products.every(isCard) ? { event: 'products', data: { products: data.products } } : null;
    case 'action':
      return isAction(data.action) ? { event: 'action', data: { action: data.action } } : null;
    case 'done':
      return isInt(data.conversation_id) && isInt(data.message_id)
        ? { event: 'done', data: { conversation_id: data.conversation_id, message_id: data.message_id } }
        : null;
    case 'error':
      return typeof data.response_message === 'string' ? { event: 'error', data: { response_message: data.response_message } } : null;
    default:
      return null;
  }
}

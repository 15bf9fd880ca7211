import type { AssistantAction } from '@bazaar/contracts';
import { addToCart } from '../cart';
import type { CustomerContext } from '../identity';
import { requestReturn } from '../orders';
import { ApiError } from '../../lib/api-error';
import type { AssistantLanguage } from './understand/types';
import { say } from './words/say';

/**
 * Carries out an offer the customer confirmed, through the cart's and the orders' own services,
 * so every rule they hold (stock, per-order limits, the cart's size, the return window) holds
 * here too. Answers the sentence to tell the customer; a refusal is told, not thrown.
 */
export async function carryOut(
  ctx: CustomerContext,
  action: AssistantAction,
  language: AssistantLanguage,
  names: { product: string; vendor?: string },
): Promise<string> {
  try {
    if (action.kind === 'add_to_cart') {
      const cart = await addToCart(ctx, { customer_cart: [{ product: action.product_id!, cart_quantity: action.quantity ?? 1 }] });
      return say(language, 'cartDone', { quantity: action.quantity ?? 1, name: names.product, lines: cart.total ?? cart.Products.length });
    }
    await requestReturn(ctx, action.order_item_id!, { kind: 'return', reason: say(language, 'returnReason'), images: [] });
    return say(language, 'returnDone', { name: names.product, vendor: names.vendor ?? '' });
  } catch (error) {
    if (!(error instanceof ApiError) || error.statusCode >= 500) throw error;
    const key = action.kind === 'add_to_cart' ? 'cartFailed' : 'returnNotAllowed';
    return say(language, key, { name: names.product, reason: error.message });
  }
}

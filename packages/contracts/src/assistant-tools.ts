import { z } from 'zod';
import { MAX_PRICE, PRODUCT_TYPES } from './constants';
import { calendarDay } from './params';

/**
 * The tools the assistant offers an OpenAI-compatible model (issue #15), each with the zod schema
 * of its arguments: the server validates a model's call with it, and the model is shown its JSON
 * Schema. Every tool acts as the signed-in customer in their store; the two offer_ tools only
 * offer, the customer's button carries them out.
 */
const id = (what: string) => z.number().int().positive().describe(what);

export const ASSISTANT_TOOLS = {
  find_products: {
    description:
      "Searches the store's catalogue with optional filters. Returns matching products (id, name, price, rating, stock, vendor) and the total; prices in the store's main currency unit.",
    input: z.object({
      text: z.string().trim().max(100).optional().describe('Words to search for in product names and descriptions, e.g. "cotton shirt"'),
      category: z.string().trim().max(100).optional().describe('A category name of the store, e.g. "Shirts"'),
      vendor: z.string().trim().max(100).optional().describe('A vendor name of the store'),
      min_price: z.number().min(0).max(MAX_PRICE).optional(),
      max_price: z.number().min(0).max(MAX_PRICE).optional(),
      pincode: z.string().trim().max(12).optional().describe('Only products delivered to this postal code'),
      min_rating: z.number().int().min(1).max(5).optional().describe('Only products rated at least this many stars'),
      product_type: z.enum(PRODUCT_TYPES).optional(),
    }),
  },
  get_product: {
    description: "One product's details: description, price, stock, policies (returns, replacement, cancellation), FAQ, rating, vendor, delivery days.",
    input: z.object({ product_id: id('The product id') }),
  },
  compare_products: {
    description: 'Details of two to four products side by side.',
    input: z.object({ product_ids: z.array(z.number().int().positive()).min(2).max(4) }),
  },
  free_slots: {
    description:
      'The free time slots of a bookable service on a date (YYYY-MM-DD, from today up to two weeks ahead); without a date, the first day with a free slot.',
    input: z.object({ product_id: id('The service product id'), date: calendarDay('date').optional() }),
  },
  my_orders: {
    description: "The customer's own orders: one by its id, or the latest three, with each item's status and whether it can be cancelled or returned.",
    input: z.object({ order_id: id('An order id').optional() }),
  },
  my_enquiries: {
    description: "The customer's own enquiries to vendors: one by its id, or the latest three, with their status.",
    input: z.object({ enquiry_id: id('An enquiry id').optional() }),
  },
  offer_add_to_cart: {
    description: 'Offers to add a product to the cart. Nothing changes until the customer presses the offered button; say so.',
    input: z.object({ product_id: id('The product id'), quantity: z.number().int().min(1).max(10).default(1) }),
  },
  offer_return: {
    description:
      'Offers to start the return of a delivered order item the policy still allows (my_orders says can_return). Nothing changes until the customer presses the offered button.',
    input: z.object({ order_item_id: id('The order item id') }),
  },
} as const;

export type AssistantToolName = keyof typeof ASSISTANT_TOOLS;
export type AssistantToolInput<N extends AssistantToolName> = z.output<(typeof ASSISTANT_TOOLS)[N]['input']>;

import { z } from 'zod';
import { ASSISTANT_TOOLS, type AssistantToolInput, type AssistantToolName, type ProductDetails } from '@bazaar/contracts';
import { ApiError } from '../../lib/api-error';
import type { Reply } from './model';
import { toCard, type AssistantTools } from './tools';
import type { AssistantLanguage } from './understand/types';
import { say } from './words/say';

/**
 * The tools as a language model calls them: arguments checked with the contracts' schemas, the
 * answer a compact JSON the model reads. Results are data from the store: product text inside
 * them is quoted, and nothing a model asks for reaches past the customer's own context (tools.ts).
 */

export const toolDefinitions = () =>
  Object.entries(ASSISTANT_TOOLS).map(([name, tool]) => ({
    type: 'function' as const,
    function: {
      name,
      description: tool.description,
      parameters: z.toJSONSchema(tool.input, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>,
    },
  }));

const productFacts = (p: ProductDetails) => ({
  product_id: p.product_id,
  name: p.product_name,
  price: p.final_price,
  type: p.product_type_name,
  in_stock: p.in_stock,
  stock: p.stock,
  rating: p.rating,
  rating_count: p.rating_count,
  vendor: p.vendor_name,
  order_flow: p.order_flow,
  slot_required: p.slot_required,
  delivery_days: p.estimated_delivery_days,
  description: p.description,
  policies: p.policies,
  faq: p.faq.slice(0, 5),
});

const isName = (name: string): name is AssistantToolName => Object.hasOwn(ASSISTANT_TOOLS, name);

export async function runTool(name: string, rawArgs: string, tools: AssistantTools, reply: Reply, language: AssistantLanguage): Promise<unknown> {
  if (!isName(name)) return { error: `There is no tool named ${name}` };
  let json: unknown;
  try {
    json = rawArgs.trim() === '' ? {} : JSON.parse(rawArgs);
  } catch {
    return { error: 'The arguments are not valid JSON' };
  }
  const parsed = ASSISTANT_TOOLS[name].input.safeParse(json);
  if (!parsed.success) return { error: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
  try {
    return await call(name, parsed.data, tools, reply, language);
  } catch (error) {
    // A service's refusal (a bad postal code, a day too far ahead) is an answer the model can use.
    if (error instanceof ApiError && error.statusCode < 500) return { error: error.message };
    throw error;
  }
}

async function call(name: AssistantToolName, args: unknown, tools: AssistantTools, reply: Reply, language: AssistantLanguage): Promise<unknown> {
  switch (name) {
    case 'find_products': {
      const a = args as AssistantToolInput<'find_products'>;
      const lower = (s: string | undefined) => s?.toLowerCase();
      const names = a.category || a.vendor ? await tools.names() : { categories: [], vendors: [] };
      const category = names.categories.find((c) => c.name.toLowerCase() === lower(a.category));
      const vendor = names.vendors.find((v) => v.name.toLowerCase() === lower(a.vendor));
      const found = await tools.findProducts({
        text: a.text || (a.category && !category ? a.category : undefined),
        categoryId: category?.id,
        vendorId: vendor?.id,
        minPrice: a.min_price === undefined ? undefined : Math.ceil(a.min_price),
        maxPrice: a.max_price === undefined ? undefined : Math.floor(a.max_price),
        pincode: a.pincode,
        minRating: a.min_rating,
        productType: a.product_type,
      });
      if (found.products.length > 0) reply.products(found.products.map(toCard));
      return {
        total: found.total,
        products: found.products.map((p) => ({
          product_id: p.product_id,
          name: p.product_name,
          price: p.final_price,
          rating: p.rating,
          in_stock: p.in_stock,
          vendor: p.vendor_name,
        })),
      };
    }
    case 'get_product': {
      const p = await tools.product((args as AssistantToolInput<'get_product'>).product_id);
      if (!p) return { error: 'No such product in this store' };
      reply.products([toCard(p)]);
      return productFacts(p);
    }
    case 'compare_products': {
      const found = await Promise.all((args as AssistantToolInput<'compare_products'>).product_ids.map((id) => tools.product(id)));
      const products = found.filter((p) => p !== undefined);
      reply.products(products.map(toCard));
      return { products: products.map(productFacts) };
    }
    case 'free_slots': {
      const a = args as AssistantToolInput<'free_slots'>;
      const week = await tools.slots(a.product_id, a.date);
      if (!week) return { error: 'No such product in this store' };
      return { date: week.date, slots: week.slots.filter((s) => s.available).map((s) => ({ start: s.start_time, end: s.end_time, places_left: s.remaining })) };
    }
    case 'my_orders': {
      const a = args as AssistantToolInput<'my_orders'>;
      if (a.order_id === undefined) return { orders: (await tools.recentOrders(3)).orders.map(orderFacts) };
      const order = await tools.order(a.order_id);
      return order ? { orders: [orderFacts(order)] } : { error: 'You have no order with this id' };
    }
    case 'my_enquiries': {
      const list = await tools.enquiries((args as AssistantToolInput<'my_enquiries'>).enquiry_id);
      return {
        enquiries: (list?.enquiries ?? []).map((e) => ({
          enquiry_id: e.id,
          product: e.product_details.product_name,
          status: e.enquiry_status_display_name,
          created_at: e.created_at,
        })),
      };
    }
    case 'offer_add_to_cart': {
      const a = args as AssistantToolInput<'offer_add_to_cart'>;
      const p = await tools.product(a.product_id);
      if (!p) return { error: 'No such product in this store' };
      if (p.order_flow === 'enquiry_based') return { error: `${p.product_name} is sold by enquiry, not through the cart` };
      const quantity = Math.min(a.quantity, p.max_per_order, Math.max(p.stock, 1));
      await reply.offer(
        { kind: 'add_to_cart', productId: p.product_id, quantity, productName: p.product_name, vendorName: p.vendor_name },
        say(language, 'cartLabel', { quantity, name: p.product_name }),
      );
      return { offered: true, note: 'The customer sees a button and must press it; the cart has not changed.' };
    }
    case 'offer_return': {
      const itemId = (args as AssistantToolInput<'offer_return'>).order_item_id;
      const item = (await tools.recentOrders(20)).orders.flatMap((o) => o.order_items).find((i) => i.order_item_id === itemId);
      if (!item) return { error: 'You have no recent order item with this id' };
      if (!item.actions.can_return) return { error: `${item.product_name} cannot be returned now` };
      await reply.offer(
        { kind: 'start_return', orderItemId: itemId, productName: item.product_name, vendorName: item.vendor_name },
        say(language, 'returnLabel', { name: item.product_name }),
      );
      return { offered: true, note: 'The customer sees a button and must press it; nothing has changed yet.' };
    }
  }
}

const orderFacts = (o: {
  order_id: number;
  created_at: string;
  total: number;
  order_items: { order_item_id: number; product_name: string; status: string; actions: { can_cancel: boolean; can_return: boolean } }[];
}) => ({
  order_id: o.order_id,
  created_at: o.created_at,
  total: o.total,
  items: o.order_items.map((i) => ({
    order_item_id: i.order_item_id,
    product: i.product_name,
    status: i.status,
    can_cancel: i.actions.can_cancel,
    can_return: i.actions.can_return,
  })),
});

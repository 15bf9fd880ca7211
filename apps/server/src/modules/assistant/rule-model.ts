import { storeNow } from '../delivery';
import type { AssistantModel, AssistantTurn, Reply } from './model';
import type { AssistantTools } from './tools';
import { formats } from './format';
import { answerKit, type AnswerKit } from './answers/kit';
import { findProducts, type Catalogue } from './answers/find';
import { compare, freeSlots, offerCart, productInfo } from './answers/product-answers';
import { enquiryStatus, offerReturn, orderStatus } from './answers/account-answers';
import { understand } from './understand/understand';
import type { Intent } from './understand/types';

/**
 * The default model: no network and no language model. It reads the message for an intent and
 * its slots (understand/), asks the tools, and writes the answer from the translated sentences
 * (words/). What a product's text says is only ever quoted, never obeyed: nothing here reads
 * descriptions, reviews or FAQ for instructions.
 */
export class RuleModel implements AssistantModel {
  async answer(turn: AssistantTurn, tools: AssistantTools, reply: Reply): Promise<void> {
    const kit = answerKit(turn, tools, reply, formats(turn.language, turn.currency, tools.ctx.store.timeZone));
    const catalogue = await catalogueNames(tools);
    const store = tools.ctx.store;
    const intent = understand(turn.message, {
      language: turn.language,
      today: storeNow(store.timeZone).date,
      postalPattern: store.postalCodePattern,
      categories: [...catalogue.categories.keys()].map((k) => catalogue.display.get(k) ?? k),
      vendors: [...catalogue.vendors.keys()].map((k) => catalogue.display.get(k) ?? k),
    });
    await respond(kit, intent, catalogue);
  }
}

/** The store's category and vendor names in the customer's language and the store's own, lower-cased to their ids. */
async function catalogueNames(tools: AssistantTools): Promise<Catalogue & { display: Map<string, string> }> {
  const { ctx } = tools;
  // A customer reading Hindi may still type "Shirts": the store's own names count too.
  const ownLanguage = ctx.language === undefined || ctx.language === ctx.store.defaultLanguage;
  const [local, stored] = await Promise.all([tools.names(), ownLanguage ? undefined : tools.names(true)]);
  const display = new Map<string, string>();
  const categories = new Map<string, number>();
  for (const c of [...local.categories, ...(stored?.categories ?? [])]) {
    categories.set(c.name.toLowerCase(), c.id);
    display.set(c.name.toLowerCase(), c.name);
  }
  const vendorIds = new Map<string, number>();
  for (const v of local.vendors) {
    vendorIds.set(v.name.toLowerCase(), v.id);
    display.set(v.name.toLowerCase(), v.name);
  }
  return { categories, vendors: vendorIds, display };
}

async function respond(kit: AnswerKit, intent: Intent, catalogue: Catalogue): Promise<void> {
  switch (intent.kind) {
    case 'greeting':
      return kit.line(kit.say('greeting'));
    case 'help':
      return kit.line(kit.say('help'));
    case 'find_products':
      return findProducts(kit, intent.query, catalogue);
    case 'compare':
      return compare(kit, intent.refs);
    case 'product_info':
      return productInfo(kit, intent.ref, intent.topic);
    case 'free_slots':
      return freeSlots(kit, intent.ref, intent.date);
    case 'order_status':
      return orderStatus(kit, intent.orderId);
    case 'enquiry_status':
      return enquiryStatus(kit, intent.enquiryId);
    case 'start_return':
      return offerReturn(kit, intent.orderId, intent.ref);
    case 'add_to_cart':
      return offerCart(kit, intent.ref, intent.quantity);
    case 'confirm':
      // A yes with an offer waiting is carried out before the model is asked (assistant.service.ts).
      return kit.line(kit.say('nothingToConfirm'));
    case 'decline':
      return kit.line(kit.say('declined'));
    case 'unknown':
      return kit.line(kit.say('unknown'));
  }
}

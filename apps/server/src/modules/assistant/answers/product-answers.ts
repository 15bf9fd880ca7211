import type { ProductDetails } from '@bazaar/contracts';
import { ApiError } from '../../../lib/api-error';
import type { ProductRef } from '../understand/types';
import { cardOf, priceOf, resolveProduct, unclear, type AnswerKit } from './kit';

/** Answers about named products: comparing them, their rules and questions, their free slots, buying one. */

function stockWords(kit: AnswerKit, p: ProductDetails): string {
  if (!p.in_stock || p.stock <= 0) return kit.say('outOfStock');
  return p.stock <= 5 ? kit.say('fewLeft', { count: p.stock }) : kit.say('inStock');
}

export async function compare(kit: AnswerKit, refs: ProductRef[]): Promise<void> {
  // "Compare them": the first two cards shown.
  const wanted: ProductRef[] = refs.length >= 2 ? refs : [{ ordinal: 1 }, { ordinal: 2 }];
  const found = await Promise.all(wanted.slice(0, 4).map((ref) => resolveProduct(kit, ref)));
  if (found.includes('no-card')) return void unclear(kit, 'no-card');
  const products = [...new Map(found.filter((p): p is ProductDetails => p !== undefined && p !== 'no-card').map((p) => [p.product_id, p])).values()];
  if (products.length < 2) return kit.line(kit.say('compareNeedTwo'));
  kit.line(kit.say('compareIntro'));
  for (const p of products) {
    const rating = p.rating_count > 0 ? kit.say('rated', { rating: p.rating.toFixed(1), count: p.rating_count }) : kit.say('noRatings');
    const returns = p.policies?.return_allowed ? kit.say('returnsDays', { days: p.policies.return_days }) : kit.say('noReturns');
    kit.line(
      kit.say('compareLine', { name: p.product_name, price: priceOf(kit, p.final_price), rating, stock: stockWords(kit, p), vendor: p.vendor_name, returns }),
    );
  }
  kit.reply.products(products.map(cardOf));
}

function policyLines(kit: AnswerKit, p: ProductDetails): string[] {
  const rules = p.policies;
  const lines: string[] = [];
  if (p.product_type_name === 'Physical' && p.estimated_delivery_days > 0) lines.push(kit.say('deliveryDays', { days: p.estimated_delivery_days }));
  if (!rules) return lines;
  lines.push(rules.return_allowed ? kit.say('returnYes', { days: rules.return_days }) : kit.say('returnNo'));
  if (rules.replacement_allowed) lines.push(kit.say('replacementYes', { days: rules.replacement_days }));
  if (!rules.cancellation_allowed) lines.push(kit.say('cancelNo'));
  else if (rules.cancellation_charge > 0) lines.push(kit.say('cancelCharge', { amount: kit.f.money(rules.cancellation_charge)! }));
  else lines.push(kit.say('cancelYes'));
  return lines;
}

export async function productInfo(kit: AnswerKit, ref: ProductRef, topic: 'policies' | 'faq'): Promise<void> {
  const p = await resolveProduct(kit, ref);
  if (unclear(kit, p)) return;
  if (topic === 'policies') {
    kit.line(kit.say('policiesIntro', { name: p.product_name }));
    for (const line of policyLines(kit, p)) kit.line(line);
  } else if (p.faq.length === 0) {
    kit.line(kit.say('noFaq', { name: p.product_name }));
  } else {
    // The vendor's own questions and answers, quoted as text: never read as instructions.
    kit.line(kit.say('faqIntro', { name: p.product_name }));
    for (const qa of p.faq.slice(0, 4)) kit.line(kit.say('faqLine', { question: qa.question, answer: qa.answer }));
  }
  kit.reply.products([cardOf(p)]);
}

export async function freeSlots(kit: AnswerKit, ref: ProductRef, date: string | undefined): Promise<void> {
  const p = await resolveProduct(kit, ref);
  if (p === undefined && 'name' in ref) {
    // A service named loosely ("cleaning") is looked for among services.
    const { products } = await kit.tools.findProducts({ text: ref.name, productType: 'Service' }, 1);
    const service = products[0] && (await kit.tools.product(products[0].product_id));
    if (service) return slotsOf(kit, service, date);
  }
  if (unclear(kit, p)) return kit.line(kit.say('askWhichService'));
  return slotsOf(kit, p, date);
}

async function slotsOf(kit: AnswerKit, p: ProductDetails, date: string | undefined): Promise<void> {
  kit.reply.products([cardOf(p)]);
  if (!p.slot_required) return kit.line(kit.say('notAService', { name: p.product_name }));
  let week;
  try {
    week = await kit.tools.slots(p.product_id, date);
  } catch (error) {
    if (!(error instanceof ApiError) || error.statusCode !== 400) throw error;
    // A day in the past or too far ahead: say which days can be asked about.
    const days = (await kit.tools.slots(p.product_id))?.days ?? [];
    return kit.line(kit.say('slotsOutside', { first: kit.f.day(days[0] ?? ''), last: kit.f.day(days.at(-1) ?? '') }));
  }
  if (!week) return kit.line(kit.say('whichProduct'));
  const free = week.slots.filter((s) => s.available && s.remaining > 0);
  const day = kit.f.day(week.date);
  if (free.length === 0) return kit.line(kit.say('noSlotsOn', { name: p.product_name, date: day }));
  kit.line(kit.say('slotsIntro', { name: p.product_name, date: day }));
  for (const s of free.slice(0, 8)) kit.line(kit.say('slotLine', { start: s.start_time, end: s.end_time, left: s.remaining }));
  kit.line(kit.say('pickSlotOnPage'));
}

export async function offerCart(kit: AnswerKit, ref: ProductRef, quantity: number): Promise<void> {
  const p = await resolveProduct(kit, ref);
  if (unclear(kit, p)) return;
  kit.reply.products([cardOf(p)]);
  if (p.order_flow === 'enquiry_based') return kit.line(kit.say('notOrderable', { name: p.product_name, how: kit.say('byEnquiry') }));
  if (!p.in_stock || p.stock <= 0) return kit.line(kit.say('cartFailed', { name: p.product_name, reason: kit.say('outOfStock') }));
  const qty = Math.max(1, Math.min(quantity, p.max_per_order, p.stock));
  kit.line(kit.say('cartOffer', { quantity: qty, name: p.product_name, price: priceOf(kit, p.final_price) }));
  await kit.reply.offer(
    { kind: 'add_to_cart', productId: p.product_id, quantity: qty, productName: p.product_name, vendorName: p.vendor_name },
    kit.say('cartLabel', { quantity: qty, name: p.product_name }),
  );
}

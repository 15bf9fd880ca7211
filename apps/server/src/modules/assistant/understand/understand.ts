import type { Intent, ProductQuery, UnderstandContext } from './types';
import { gather, lexiconsFor, type Lexicon } from './lexicon';
import { findAny, takeAll, use, type Match } from './phrases';
import { tokenize, type Token } from './text';
import { wholeMessage } from './whole-message';
import { postalRegExp, takeBounds, takePostalCode } from './amounts';
import { takeCategory, takeType, takeVendor, vocabulary, type Vocabulary } from './catalogue-words';
import { findDate } from './dates';
import { nameRuns, takePlaces, takePronoun, takeQuantity, takeRef, takeRefs } from './refs';

/**
 * What a customer's message asks, without a model: the intent from cue words, then its slots.
 * Pure: the same message and context always give the same intent. Cues are weighed in a fixed
 * order, the more specific first: compare, rules (a return or cancel question, "return policy"),
 * a return, the cart, enquiries, orders, slots, product details; anything else with words left is
 * a search. See lexicon-*.ts for the words of each language and dates.ts for how days are read.
 */
export function understand(message: string, ctx: UnderstandContext): Intent {
  const tokens = tokenize(message);
  if (!tokens.some((t) => t.kind !== 'sym')) return { kind: 'unknown' };
  const lexicons = lexiconsFor(ctx.language);
  const whole = wholeMessage(tokens, lexicons);
  if (whole) return whole;
  takeAll(
    tokens,
    gather(lexicons, (l) => l.greeting),
  );
  const read = new Reader(tokens, lexicons, ctx);
  return (
    read.compare() ?? read.rules() ?? read.startReturn() ?? read.cart() ?? read.enquiry() ?? read.order() ?? read.slots() ?? read.details() ?? read.search()
  );
}

type CueName = keyof Lexicon['cue'];

class Reader {
  private readonly vocab: Vocabulary;

  constructor(
    private readonly tokens: Token[],
    private readonly lexicons: Lexicon[],
    private readonly ctx: UnderstandContext,
  ) {
    this.vocab = vocabulary(lexicons);
  }

  private cue(name: CueName): Match<string>[] {
    return findAny(
      this.tokens,
      gather(this.lexicons, (l) => l.cue[name]),
    );
  }

  private take(...names: CueName[]): void {
    for (const name of names)
      takeAll(
        this.tokens,
        gather(this.lexicons, (l) => l.cue[name]),
      );
  }

  /** Runs a reading on a copy, to ask what it would find without using any word up. */
  private peek<T>(read: (tokens: Token[]) => T): T {
    return read(this.tokens.map((t) => ({ ...t })));
  }

  /** Whether no word of meaning is left besides those of the given cues (numbers aside). */
  private onlyCues(...names: CueName[]): boolean {
    return this.peek((tokens) => {
      for (const name of names)
        takeAll(
          tokens,
          gather(this.lexicons, (l) => l.cue[name]),
        );
      return !tokens.some((t) => !t.used && t.kind === 'word' && !this.vocab.isFiller(t));
    });
  }

  /** A number said as an order's or enquiry's: right after the noun, "no." or "#", else, when `lone`, the only number there. */
  private takeId(noun: CueName, lone: boolean): number | undefined {
    const marks = [...this.cue(noun), ...this.cue('refNumber')];
    const numbers = this.tokens.map((t, i) => ({ t, i })).filter(({ t }) => !t.used && t.kind === 'num' && Number.isInteger(t.num) && t.num! > 0);
    const marked = numbers.find(({ i }) => marks.some((m) => m.end === i));
    const chosen = marked ?? (lone && numbers.length === 1 ? numbers[0] : undefined);
    if (!chosen) return undefined;
    chosen.t.used = true;
    return chosen.t.num;
  }

  private hasHashNumber(): boolean {
    return this.tokens.some((t, i) => t.key === '#' && this.tokens[i + 1]?.kind === 'num');
  }

  compare(): Intent | undefined {
    if (this.cue('compare').length === 0) return undefined;
    this.take('compare');
    return { kind: 'compare', refs: takeRefs(this.tokens, this.lexicons, this.vocab) };
  }

  /** "return policy of the first one", "can I return it", "cancellation": the product's rules. */
  rules(): Intent | undefined {
    const asked = this.cue('policyQuestion').length > 0 && this.cue('returnVerb').length + this.cue('cancelVerb').length > 0;
    const aboutOrder = this.cue('order').length > 0 || this.hasHashNumber();
    if (this.cue('policy').length === 0 && !(asked && !aboutOrder)) return undefined;
    this.take('policy', 'policyQuestion', 'returnVerb', 'cancelVerb');
    return { kind: 'product_info', ref: this.ref(), topic: 'policies' };
  }

  startReturn(): Intent | undefined {
    if (this.cue('returnVerb').length === 0) return undefined;
    this.take('returnVerb');
    const orderId = this.takeId('order', this.cue('order').length > 0);
    this.take('order', 'possessive', 'refNumber');
    this.dropDate();
    const ref = takeRef(this.tokens, this.lexicons, this.vocab);
    return { kind: 'start_return', ...(orderId !== undefined && { orderId }), ...(ref && { ref }) };
  }

  /** "add the second to my cart", "buy it"; "buy a saree" is a search. */
  cart(): Intent | undefined {
    const added = this.cue('cart').length > 0;
    const bought = this.cue('buy').length > 0;
    if (!added && !bought) return undefined;
    if (!added) {
      const pointed = this.peek((tokens) => takePlaces(tokens, this.lexicons, false).length > 0 || takePronoun(tokens, this.lexicons));
      if (!pointed && !this.onlyCues('buy')) return undefined;
    }
    this.take('cart', 'buy');
    const place = takePlaces(this.tokens, this.lexicons, false)[0];
    const quantity = takeQuantity(this.tokens, this.lexicons) ?? 1;
    const ref = place ? { ordinal: place.first } : (takeRef(this.tokens, this.lexicons, this.vocab) ?? { ordinal: 1 });
    return { kind: 'add_to_cart', ref, quantity };
  }

  /** "my enquiries", "status of enquiry 12", "पूछताछ" alone. */
  enquiry(): Intent | undefined {
    if (this.cue('enquiry').length === 0) return undefined;
    const about = this.cue('orderStatus').length + this.cue('possessive').length > 0 || this.onlyCues('enquiry', 'refNumber');
    if (!about) return undefined;
    const enquiryId = this.takeId('enquiry', true);
    this.take('enquiry', 'orderStatus', 'possessive', 'refNumber');
    return { kind: 'enquiry_status', ...(enquiryId !== undefined && { enquiryId }) };
  }

  /** "where is my order", "track 1024", "#1024"; "I want to order a saree" is a search. */
  order(): Intent | undefined {
    const ordered = this.cue('order').length > 0;
    const tracked = this.cue('track').length > 0 || this.hasHashNumber();
    // "cancel order 1024" cannot be done here, but its status can be shown.
    const about = this.cue('orderStatus').length + this.cue('possessive').length > 0 || this.onlyCues('order', 'track', 'refNumber', 'cancelVerb');
    if (!tracked && !(ordered && about)) return undefined;
    const orderId = this.takeId('order', true);
    return { kind: 'order_status', ...(orderId !== undefined && { orderId }) };
  }

  /** "slots for deep cleaning tomorrow"; "free" or "available" count only with a day said. */
  slots(): Intent | undefined {
    const strong = this.cue('slots').length > 0;
    const date = findDate(this.tokens, this.lexicons, this.ctx.today, this.ctx.language);
    if (!strong && !(date && this.cue('slotsSoft').length > 0)) return undefined;
    this.take('slots');
    if (date) use(this.tokens, date);
    // "free" and "खाली" go, unless they belong to a name ("slots for free inspection").
    const word = (t: Token | undefined) => !!t && !t.used && (t.kind === 'word' || t.kind === 'num') && !this.vocab.isFiller(t);
    for (const m of this.cue('slotsSoft')) if (!strong || !(word(this.tokens[m.start - 1]) || word(this.tokens[m.end]))) use(this.tokens, m);
    return { kind: 'free_slots', ref: this.ref(), ...(date?.date && { date: date.date }) };
  }

  details(): Intent | undefined {
    if (this.cue('faq').length === 0) return undefined;
    this.take('faq');
    return { kind: 'product_info', ref: this.ref(), topic: 'faq' };
  }

  /** Everything else: the filters said, and the words left as the text to search for. */
  search(): Intent {
    const postal = postalRegExp(this.ctx.postalPattern);
    const query: ProductQuery = takeBounds(this.tokens, this.lexicons, postal);
    const pincode = takePostalCode(this.tokens, postal);
    const vendor = takeVendor(this.tokens, this.ctx.vendors, this.lexicons, this.vocab);
    const category = takeCategory(this.tokens, this.ctx.categories, this.lexicons, this.vocab);
    const productType = takeType(this.tokens, this.lexicons);
    this.dropDate();
    const text = nameRuns(this.tokens, this.lexicons, this.vocab, 'search')
      .map((r) => r.name)
      .join(' ');
    Object.assign(query, pincode && { pincode }, vendor && { vendor }, category && { category }, productType && { productType }, text && { text });
    return Object.keys(query).length > 0 ? { kind: 'find_products', query } : { kind: 'unknown' };
  }

  /** A product named or pointed at; none said means the first card, as "it" does. */
  private ref() {
    this.dropDate();
    return takeRef(this.tokens, this.lexicons, this.vocab) ?? { ordinal: 1 };
  }

  private dropDate(): void {
    const date = findDate(this.tokens, this.lexicons, this.ctx.today, this.ctx.language);
    if (date) use(this.tokens, date);
  }
}

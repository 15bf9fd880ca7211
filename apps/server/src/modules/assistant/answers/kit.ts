import type { ProductDetails } from '@bazaar/contracts';
import type { Formats } from '../format';
import type { AssistantTurn, Reply } from '../model';
import type { AssistantTools } from '../tools';
import { toCard } from '../tools';
import type { ProductRef } from '../understand/types';
import type { WordKey } from '../words/en';
import { say } from '../words/say';

/** What each of the default model's answers works with: the turn, the tools, the reply and the words. */
export type AnswerKit = {
  turn: AssistantTurn;
  tools: AssistantTools;
  reply: Reply;
  f: Formats;
  say: (key: WordKey, params?: Record<string, string | number>) => string;
  /** Writes one line of the answer; lines after the first start on a new line. */
  line: (text: string) => void;
};

export function answerKit(turn: AssistantTurn, tools: AssistantTools, reply: Reply, f: Formats): AnswerKit {
  let first = true;
  return {
    turn,
    tools,
    reply,
    f,
    say: (key, params) => say(turn.language, key, params),
    line(text) {
      reply.delta(first ? text : `\n${text}`);
      first = false;
    },
  };
}

export const priceOf = (kit: AnswerKit, amount: number | null) => kit.f.money(amount) ?? kit.say('priceHidden');

/**
 * The product a customer means: "the second one" is the second card last shown; a name is the
 * store's best search match for it. 'no-card' when the place is past the cards shown.
 */
export async function resolveProduct(kit: AnswerKit, ref: ProductRef): Promise<ProductDetails | 'no-card' | undefined> {
  if ('ordinal' in ref) {
    const shown = kit.turn.shown;
    const id = shown[ref.ordinal > 0 ? ref.ordinal - 1 : shown.length + ref.ordinal];
    if (id === undefined) return shown.length > 0 ? 'no-card' : undefined;
    return kit.tools.product(id);
  }
  // The best match, unless one of the next few is the very name said (search ranks by words, and
  // "Kitchen Deep Cleaning – 1 BHK" shares every word but one with its siblings).
  const { products } = await kit.tools.findProducts({ text: ref.name }, 5);
  const said = ref.name.trim().toLowerCase();
  const best = products.find((p) => p.product_name.toLowerCase() === said) ?? products[0];
  return best ? kit.tools.product(best.product_id) : undefined;
}

/** Says which product is meant when it is not clear; true when it said so. */
export function unclear(kit: AnswerKit, found: ProductDetails | 'no-card' | undefined): found is 'no-card' | undefined {
  if (found === 'no-card') kit.line(kit.say('noSuchCard', { count: kit.turn.shown.length }));
  else if (!found) kit.line(kit.say('whichProduct'));
  return found === 'no-card' || !found;
}

export const cardOf = (p: ProductDetails) => toCard(p);

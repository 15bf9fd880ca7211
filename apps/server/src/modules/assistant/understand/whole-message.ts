import type { Intent } from './types';
import { gather, languagesOf, type Lexicon } from './lexicon';
import { compile, findAll, memo } from './phrases';
import type { Token } from './text';

/**
 * Answers that are the whole message: "yes", "no", "hello", "help". "Yes, add it" is a yes; "no
 * need, show me sarees" is not a no, and "help me find a saree" is a search: any word that is not
 * one of these, or of the polite words allowed beside them, and the message is something else.
 */

type Kind = 'confirm' | 'decline' | 'greeting' | 'help';

function saysOnly(tokens: Token[], key: string, main: string[], extra: string[]): boolean {
  const phrases = memo(key, () => [...main.map((p) => ({ keys: compile(p), tag: true })), ...extra.map((p) => ({ keys: compile(p), tag: false }))]);
  const found = findAll(tokens, phrases);
  if (!found.some((m) => m.tag)) return false;
  return tokens.every((t, i) => t.kind === 'sym' || found.some((m) => i >= m.start && i < m.end));
}

export function wholeMessage(tokens: Token[], lexicons: Lexicon[]): Intent | undefined {
  const polite = gather(lexicons, (l) => l.polite);
  const greeting = gather(lexicons, (l) => l.greeting);
  const checks: [Kind, string[], string[]][] = [
    ['confirm', gather(lexicons, (l) => l.confirm), polite],
    ['decline', gather(lexicons, (l) => l.decline), polite],
    ['greeting', greeting, polite],
    ['help', gather(lexicons, (l) => l.help), [...polite, ...greeting]],
  ];
  for (const [kind, main, extra] of checks) if (saysOnly(tokens, `${kind}:${languagesOf(lexicons)}`, main, extra)) return { kind };
  return undefined;
}

import { START_ANSWERS_ELEMENT_ID } from '@bazaar/contracts/constants';

/**
 * The answers to the store's start-up reads that the server wrote into index.html, by path and
 * query (startUpKey). Each serves the first request with exactly that path and query, once; every
 * later one (a re-check, a refetch) goes to the network. A request that differs in anything, such
 * as a language-code parameter, is not served from here.
 */
let answers: Map<string, unknown> | undefined;

function read(): Map<string, unknown> {
  const text = typeof document === 'undefined' ? null : document.getElementById(START_ANSWERS_ELEMENT_ID)?.textContent;
  if (!text) return new Map();
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? new Map(Object.entries(parsed)) : new Map();
  } catch {
    return new Map();
  }
}

/** The answer index.html carries for this path and query, handed out once; undefined when none. */
export function takeStartAnswer(pathAndQuery: string): unknown {
  answers ??= read();
  const answer = answers.get(pathAndQuery);
  answers.delete(pathAndQuery);
  return answer;
}

/** Forgets what was read, so a test can write another page's answers. */
export function resetStartAnswers(): void {
  answers = undefined;
}

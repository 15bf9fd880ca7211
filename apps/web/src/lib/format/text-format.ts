/**
 * Cuts text to `max` characters and appends '...'; text that already fits is returned as is.
 * Counts code points, not UTF-16 units, so an emoji is never split into a broken character.
 * The '...' comes on top of `max`, as in the spec's 'Hello world' → 'Hello...' example.
 */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  const limit = Math.max(0, Math.floor(max));
  if (chars.length <= limit) return text;
  return `${chars.slice(0, limit).join('')}...`;
}

/** Runs of any whitespace (including newlines and tabs) become one space; ends are trimmed. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

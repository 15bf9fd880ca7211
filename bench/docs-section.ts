/**
 * The "Catalogue API" section of docs/benchmarks.md: first after the title, with a "before" and
 * an "after" block between markers. A run replaces one block and leaves everything else as it
 * was (the other block, the other sections: Checkout, Web).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export type Label = 'before' | 'after';

export const SECTION = '## Catalogue API';
const open = (label: Label) => `<!-- bench:api:${label} -->`;
const close = (label: Label) => `<!-- /bench:api:${label} -->`;
const TITLES: Record<Label, string> = { before: '### Before', after: '### After' };

const INTRO = [
  SECTION,
  '',
  '`npm run bench` ([`bench/run.ts`](../bench/run.ts), described in [`bench/README.md`](../bench/README.md)): each endpoint of the real app',
  'next to its ceiling, a bare Fastify route that runs the SQL statement the app ran to fetch the rows for that same request and sends',
  "the app's own answer byte for byte. App and ceiling alternate within one run, so the share of the ceiling compares like with like;",
  'compare shares and rows of one run rather than runs. `BENCH_LABEL=before BENCH_WRITE_DOCS=1` writes the first block, `BENCH_WRITE_DOCS=1` the second.',
];

const PLACEHOLDER = (label: Label) => `Not measured yet: \`BENCH_WRITE_DOCS=1${label === 'before' ? ' BENCH_LABEL=before' : ''} npm run bench\` writes it.`;

const block = (label: Label, body: string) => [TITLES[label], '', open(label), '', body.trim(), '', close(label)];

/** The section with both blocks, `body` in `label`'s and a placeholder in the other. */
function newSection(label: Label, body: string): string[] {
  const other: Label = label === 'before' ? 'after' : 'before';
  const bodies = { [label]: body, [other]: PLACEHOLDER(other) } as Record<Label, string>;
  return [...INTRO, '', ...block('before', bodies.before), '', ...block('after', bodies.after)];
}

/** `text` (a whole docs/benchmarks.md) with `label`'s block replaced by `body`. */
export function replaceBlock(text: string, label: Label, body: string): string {
  const lines = text.replace(/\s+$/, '').split('\n');
  const start = lines.findIndex((l) => l.trim() === SECTION);
  if (start === -1) {
    // First after the title, before every other section.
    const title = lines.findIndex((l) => l.startsWith('# '));
    const at = title === -1 ? 0 : title + 1;
    const rest = lines.slice(at).join('\n').trim();
    const head = title === -1 ? ['# Benchmarks'] : lines.slice(0, at);
    return [...head, '', ...newSection(label, body), ...(rest ? ['', rest] : [])].join('\n') + '\n';
  }
  let end = lines.findIndex((l, i) => i > start && l.startsWith('## '));
  if (end === -1) end = lines.length;
  const from = lines.findIndex((l, i) => i > start && i < end && l.trim() === open(label));
  const to = lines.findIndex((l, i) => i > from && i < end && l.trim() === close(label));
  let section: string[];
  if (from === -1 || to === -1) {
    // The markers were lost: the block goes at the end of the section.
    section = [...lines.slice(start, end).join('\n').trimEnd().split('\n'), '', ...block(label, body)];
  } else {
    section = [...lines.slice(start, from + 1), '', body.trim(), '', ...lines.slice(to, end)];
  }
  const after = lines.slice(end).join('\n').trim();
  return [...lines.slice(0, start), ...section.join('\n').trimEnd().split('\n'), ...(after ? ['', after] : [])].join('\n') + '\n';
}

export function writeBlock(path: string, label: Label, body: string): void {
  const text = existsSync(path) ? readFileSync(path, 'utf8') : '# Benchmarks\n';
  writeFileSync(path, replaceBlock(text, label, body));
}

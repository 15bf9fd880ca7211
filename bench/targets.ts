/** The targets of issue #10, checked against one run's table. */
import type { DatabaseRun, RowResult } from './suite';

type Verdict = { text: string; met: boolean } | { text: string; met?: undefined };

const pct = (ratio: number) => (Number.isFinite(ratio) ? `${Math.round(ratio * 1000) / 10}%` : '—');
const times = (ratio: number) => (Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : '—');

const rowOf = (run: DatabaseRun, id: string) => run.rows.find((r) => r.endpoint.id === id);
const measured = (row: RowResult | undefined) => (row && !row.failure && row.byConcurrency.length > 0 ? row : undefined);
const at = (row: RowResult, c: number) => row.byConcurrency.find((b) => b.c === c);
const appReqs = (row: RowResult, c: number) => at(row, c)?.app.reqs.median ?? NaN;
const share = (row: RowResult, c: number) => {
  const b = at(row, c);
  return b?.ceiling ? b.app.reqs.median / b.ceiling.reqs.median : NaN;
};

const missing = (id: string, row: RowResult | undefined): Verdict => ({ text: row?.failure ? `not measured (${row.failure})` : `no ${id} row` });

/** "x% / y%" over the concurrencies, met when every one reaches `min`. */
function shares(row: RowResult, cs: number[], min: number): Verdict {
  const values = cs.map((c) => share(row, c));
  return { text: values.map(pct).join(' / '), met: values.every((v) => v >= min) };
}

type Target = { name: string; check: (run: DatabaseRun, all: DatabaseRun[], cs: number[]) => Verdict | undefined };

const shareTarget = (id: string, label: string, min: number, p99Below?: number): Target => ({
  name: `${label} ≥ ${min * 100}% of the ceiling${p99Below ? `, p99 at c=50 < ${p99Below} ms` : ''}`,
  check: (run, _all, cs) => {
    const row = measured(rowOf(run, id));
    if (!row) return missing(id, rowOf(run, id));
    const verdict = shares(row, cs, min);
    if (!p99Below) return verdict;
    const p99 = at(row, 50)?.app.p99.median ?? NaN;
    return { text: `${verdict.text}; p99 ${Number.isFinite(p99) ? Math.round(p99) : '—'} ms`, met: verdict.met === true && p99 < p99Below };
  },
});

export const TARGETS: Target[] = [
  shareTarget('listing', 'listing', 0.6),
  shareTarget('filter', 'category + price filter', 0.6),
  shareTarget('search', "search 'saree'", 0.3, 150),
  shareTarget('typo', "typo search 'hedphones'", 0.3, 150),
  {
    name: 'the deep page (5,000), by keyset, costs ≤ 2× page 1 (page 1 req/s ÷ deep page req/s)',
    check: (run, _all, cs) => {
      const first = measured(rowOf(run, 'listing'));
      const deep = measured(rowOf(run, 'deep'));
      if (!first || !deep) return missing('deep page', rowOf(run, 'deep'));
      const ratios = cs.map((c) => appReqs(first, c) / appReqs(deep, c));
      const keyset = /[?&]cursor=/.test(deep.endpoint.request);
      return { text: `${ratios.map(times).join(' / ')}${keyset ? '' : ' (by page-number, not keyset)'}`, met: keyset && ratios.every((r) => r <= 2) };
    },
  },
  {
    name: "PGlite listing ≥ 30% of PostgreSQL's listing (app req/s)",
    check: (run, all, cs) => {
      const postgres = all.find((r) => r.driver === 'postgres');
      if (run.driver !== 'pglite' || !postgres) return undefined;
      const mine = measured(rowOf(run, 'listing'));
      const theirs = measured(rowOf(postgres, 'listing'));
      if (!mine || !theirs) return missing('listing', rowOf(run, 'listing'));
      const ratios = cs.map((c) => appReqs(mine, c) / appReqs(theirs, c));
      const sizes = run.products === postgres.products ? '' : ` (PGlite ${run.products.toLocaleString('en-US')} products)`;
      return { text: `${ratios.map(pct).join(' / ')}${sizes}`, met: ratios.every((r) => r >= 0.3) };
    },
  },
  {
    name: 'cart add ≤ 2× cart read (cart read req/s ÷ cart add req/s)',
    check: (run, _all, cs) => {
      const read = measured(rowOf(run, 'cart-read'));
      const add = measured(rowOf(run, 'cart-add'));
      if (!read || !add) return missing('cart', rowOf(run, read ? 'cart-add' : 'cart-read'));
      const ratios = cs.map((c) => appReqs(read, c) / appReqs(add, c));
      return { text: ratios.map(times).join(' / '), met: ratios.every((r) => r <= 2) };
    },
  },
];

const cell = (v: Verdict | undefined) => (!v ? '—' : v.met === undefined ? v.text : `${v.text}: **${v.met ? 'met' : 'missed'}**`);

/** One line per target, a column per database; values per concurrency, c=10 first. */
export function targetTable(runs: DatabaseRun[]): string[] {
  if (runs.length === 0) return [];
  const cs = runs[0]!.rows.find((r) => r.byConcurrency.length > 0)?.byConcurrency.map((b) => b.c) ?? [];
  const names = runs.map((r) => (r.driver === 'postgres' ? 'PostgreSQL' : 'PGlite'));
  const lines = [`| target (values at c = ${cs.join(' / ')}) | ${names.join(' | ')} |`, `|---|${runs.map(() => '---|').join('')}`];
  for (const target of TARGETS) {
    const verdicts = runs.map((run) => target.check(run, runs, cs));
    if (verdicts.every((v) => v === undefined)) continue;
    lines.push(`| ${target.name} | ${verdicts.map(cell).join(' | ')} |`);
  }
  return lines;
}

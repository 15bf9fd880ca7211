/** Turns the API bench's measurements into Markdown: bench/results.md and the docs/benchmarks.md block. */
import { cpus, totalmem, type } from 'node:os';
import type { Spread } from './measure';
import { problemOf, type DatabaseRun, type Settings } from './suite';
import { targetTable } from './targets';

export type Report = { label: string; commit: string; load: number[]; settings: Settings; runs: DatabaseRun[]; minutes: number };

export const DRIVER_NAMES = { postgres: 'PostgreSQL', pglite: 'PGlite' } as const;

const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }) : '—');
const reqs = (s: Spread) => `${fmt(s.median)} (${fmt(s.min)}–${fmt(s.max)})`;
export const percent = (ratio: number) => (!Number.isFinite(ratio) ? '—' : ratio < 0.1 ? `${fmt(ratio * 100, 1)}%` : `${fmt(ratio * 100)}%`);

/** A cursor is long and says nothing to a reader: the table shows its place only. */
const shownRequest = (request: string) => `\`${request.replace(/([?&]cursor=)[^&]+/, '$1…')}\``;

export function header(report: Report): string[] {
  const cpu = cpus();
  const { settings } = report;
  return [
    `Date: ${new Date().toISOString().slice(0, 10)}, commit ${report.commit}`,
    `Machine: ${type()} ${process.arch}, ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GB RAM, load average ${report.load.map((l) => l.toFixed(2)).join(' / ')} at the start`,
    `Node ${process.version}; ${report.runs.map((r) => r.version).join('; ')}`,
    `Catalogue: ${report.runs.map((r) => `${DRIVER_NAMES[r.driver]} ${fmt(r.products)} generated products (${fmt(r.totalProducts)} in all)`).join(', ')}; page of 20, header realm-name: demo`,
    ...report.runs.filter((r) => r.only.length > 0).map((r) => `Endpoints on ${DRIVER_NAMES[r.driver]} limited to: ${r.only.join(', ')}`),
    `Load: autocannon in a worker thread of the bench, c = ${settings.concurrencies.join(' and ')} connections; ${settings.rounds} round${settings.rounds === 1 ? '' : 's'} of ${settings.seconds} s per target after a ${settings.warmup} s warm-up, app and ceiling alternated (order swapped each round), database idle before each run; place-order: ${settings.orders} orders per run`,
    `The whole run took ${fmt(report.minutes, 1)} minutes.`,
  ];
}

export function databaseTable(run: DatabaseRun): string[] {
  const lines = [
    '| endpoint | request | c | app req/s: median (min–max) | ceiling req/s: median (min–max) | share of the ceiling | app p99 ms | ceiling p99 ms |',
    '|---|---|--:|--:|--:|--:|--:|--:|',
  ];
  for (const row of run.rows) {
    const problem = problemOf(row);
    const name = problem ? `**${row.endpoint.name}: FLAGGED**` : row.endpoint.name;
    if (row.failure) {
      lines.push(`| ${name} | ${shownRequest(row.endpoint.request)} | | ${row.skipped ? 'not measured' : 'failed'}: ${row.failure} | | | | |`);
      continue;
    }
    for (const { c, app, ceiling } of row.byConcurrency) {
      const share = ceiling ? percent(app.reqs.median / ceiling.reqs.median) : 'no ceiling';
      lines.push(
        `| ${name} | ${shownRequest(row.endpoint.request)} | ${c} | ${reqs(app.reqs)} | ${ceiling ? reqs(ceiling.reqs) : '—'} | ${share} | ${fmt(app.p99.median)} | ${ceiling ? fmt(ceiling.p99.median) : '—'} |`,
      );
    }
  }
  return lines;
}

/** Where a run's requests all took longer than the run: "page 5,000, ceiling at c=50: 1 of 3 runs". */
function unanswered(run: DatabaseRun): string[] {
  const found: string[] = [];
  for (const row of run.rows) {
    for (const { c, app, ceiling } of row.byConcurrency) {
      for (const [target, s] of [['app', app] as const, ['ceiling', ceiling] as const]) {
        if (s && s.unanswered > 0) found.push(`${row.endpoint.name}, ${target} at c=${c}: ${s.unanswered} of ${s.runs} runs`);
      }
    }
  }
  return found;
}

/** Problems (non-2xx, errors, failed captures) of every database, one line each. */
export const problems = (runs: DatabaseRun[]) =>
  runs.flatMap((run) => run.rows.flatMap((row) => (problemOf(row) ? [`${DRIVER_NAMES[run.driver]}, ${row.endpoint.name}: ${problemOf(row)}`] : [])));

const NOTES = [
  'share of the ceiling = median app req/s ÷ median ceiling req/s. The ceiling runs, for the same request, the one statement of the app',
  "that fetches the rows (the page query; for product details the product row, for the cart its lines) and sends the app's own answer;",
  'for cart add it replays every statement of the request on one connection; place-order has no ceiling (bench/README.md says why).',
];

/** The block for docs/benchmarks.md: machine, one table per database, the targets. */
export function docsBlock(report: Report): string {
  const lines = [...header(report).map((l, i, all) => (i < all.length - 1 ? `${l}  ` : l)), ''];
  for (const run of report.runs) {
    lines.push(`#### ${DRIVER_NAMES[run.driver]}`, '', ...databaseTable(run), '');
    const notes = run.rows.filter((r) => r.endpoint.note).map((r) => `${r.endpoint.name}: ${r.endpoint.note}`);
    if (notes.length > 0) lines.push(`Rows: ${notes.join('; ')}.`, '');
    const silent = unanswered(run);
    if (silent.length > 0) lines.push(`Runs in which no request was answered before the run ended (no latency; 0 req/s): ${silent.join('; ')}.`, '');
  }
  lines.push(...NOTES, '', '#### Targets (issue #10)', '', ...targetTable(report.runs), '');
  const found = problems(report.runs);
  if (found.length > 0) lines.push('**Flagged** (non-2xx answers or errors; the run exited 1):', '', ...found.map((p) => `- ${p}`), '');
  return lines.join('\n');
}

/** bench/results.md: the docs block plus what each ceiling ran and how many statements the app ran. */
export function resultsMarkdown(report: Report): string {
  const lines = [`# Bench results (${report.label})`, '', docsBlock(report), '## What each ceiling runs', ''];
  for (const run of report.runs) {
    lines.push(`### ${DRIVER_NAMES[run.driver]}`, '', '| endpoint | statements the app ran | the ceiling runs | answer as captured |', '|---|--:|---|---|');
    for (const row of run.rows) {
      const same = row.bodyMatches === undefined ? '—' : row.bodyMatches ? 'same bytes' : '**differs**';
      lines.push(`| ${row.endpoint.name} | ${row.statements ?? '—'} | ${row.ceilingRuns ? `\`${row.ceilingRuns.replace(/\|/g, '\\|')}\`` : '—'} | ${same} |`);
    }
    lines.push('', `Seeding took ${fmt(run.seedMs / 1000)} s.`, '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

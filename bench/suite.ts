/**
 * One database's part of `npm run bench`: for every endpoint, capture what the app does for its
 * requests, set up the ceiling, then for each concurrency and round load the app and the ceiling
 * one after the other (the order swapped every round), each after a warm-up and an idle database.
 */
import type { FastifyInstance } from 'fastify';
import { capture, isRead, messageOf, oneLine, shortSql, type Capture, type Recorder, type Statement } from './capture';
import type { Ceiling, CeilingPlan, SqlRunner } from './ceiling';
import type { Endpoint } from './endpoints';
import { load, summary, type Sample, type Summary } from './measure';

export type Settings = { seconds: number; rounds: number; warmup: number; concurrencies: number[]; orders: number };

export type RowResult = {
  endpoint: Pick<Endpoint, 'id' | 'name' | 'request' | 'note'>;
  /** Statements the app ran for the (first) captured request. */
  statements?: number;
  /** What the ceiling runs, one line of SQL (or why there is none). */
  ceilingRuns?: string;
  /** Not measured: why (a skipped row, or the app's non-2xx answer at capture). */
  failure?: string;
  skipped?: boolean;
  bodyMatches?: boolean;
  byConcurrency: { c: number; app: Summary; ceiling?: Summary }[];
};

/** One database's rows, with what it was. */
export type DatabaseRun = {
  driver: 'postgres' | 'pglite';
  /** "PostgreSQL 15.20", "PGlite 0.5.16 (PostgreSQL 17.5)". */
  version: string;
  /** Generated products added to the demo store, and all the store's products. */
  products: number;
  totalProducts: number;
  seedMs: number;
  /** Endpoint ids this run was limited to (BENCH_ONLY, BENCH_PGLITE_ONLY); empty: all. */
  only: string[];
  rows: RowResult[];
};

export type Harness = {
  app: FastifyInstance;
  appUrl: string;
  recording: FastifyInstance;
  recorder: Recorder;
  runner: SqlRunner;
  ceiling: Ceiling;
  ceilingUrl: string;
  waitIdle: () => Promise<void>;
  log: (line: string) => void;
};

/** The statement that reads from `table` and answers the most cells: the page, not its count. */
async function mainStatement(runner: SqlRunner, statements: Statement[], table: string): Promise<Statement | undefined> {
  const from = new RegExp(`\\bfrom\\s+"?${table}"?(\\s|$)`, 'i');
  const reads = statements.filter(isRead);
  const candidates = reads.filter((s) => from.test(s.text));
  let best: { s: Statement; cells: number } | undefined;
  for (const s of candidates.length > 0 ? candidates : reads) {
    const cells = await runner.run(s);
    if (!best || cells > best.cells) best = { s, cells };
  }
  return best?.s;
}

async function planFor(h: Harness, endpoint: Endpoint, c: Capture): Promise<CeilingPlan | undefined> {
  const kind = endpoint.ceiling;
  if ('none' in kind) return undefined;
  if ('replay' in kind) return { capture: c, statements: c.statements, replay: true };
  const main = await mainStatement(h.runner, c.statements, kind.main);
  if (!main) throw new Error(`${endpoint.name}: the app ran no statement the ceiling could run`);
  return { capture: c, statements: [main], replay: false };
}

/** The measured app's answer over HTTP, to check it is the captured one byte for byte. */
async function sameBody(h: Harness, c: Capture): Promise<boolean> {
  const response = await fetch(h.appUrl + c.call.path, { method: c.call.method, headers: c.call.headers, body: c.call.body });
  return Buffer.from(await response.arrayBuffer()).equals(c.payload);
}

const fmtSample = (s: Sample) =>
  `${Math.round(s.reqs).toString().padStart(6)} req/s  p50 ${s.p50} ms  p99 ${s.p99} ms${s.non2xx + s.errors > 0 ? `  non-2xx ${s.non2xx}  errors ${s.errors}` : ''}`;

/** Load on `base`; a row whose calls go once each (place-order) gets new ones for the warm-up and the run. */
async function run(h: Harness, settings: Settings, base: string, endpoint: Endpoint, c: number): Promise<Sample> {
  const fresh = endpoint.fresh;
  const warm = fresh ? await fresh(2 * c) : endpoint.calls;
  const measured = fresh ? await fresh(settings.orders) : endpoint.calls;
  await h.waitIdle();
  await load(base, warm, c, settings.warmup, fresh ? warm.length : undefined);
  await h.waitIdle();
  return load(base, measured, c, settings.seconds, fresh ? measured.length : undefined);
}

export async function measureEndpoint(h: Harness, settings: Settings, defined: Endpoint): Promise<RowResult> {
  const row: RowResult = { endpoint: defined, byConcurrency: [] };
  if (defined.skip) return { ...row, failure: defined.skip, skipped: true };
  const endpoint = defined.setup ? { ...defined, calls: await defined.setup() } : defined;
  const once = endpoint.fresh !== undefined;
  h.ceiling.clear();
  // Capture: a place-order capture would place one of the checkouts, so it captures a spare one.
  const toCapture = once ? await endpoint.fresh!(1) : endpoint.calls;
  const captures: Capture[] = [];
  for (const call of toCapture) captures.push(await capture(h.recording, h.recorder, call, !once));
  const failed = captures.find((c) => c.status < 200 || c.status >= 300);
  if (failed) return { ...row, failure: `answered ${failed.status}: ${messageOf(failed)}` };
  const first = captures[0]!;
  row.statements = first.statements.length;
  for (const c of captures) {
    const plan = await planFor(h, endpoint, c);
    if (plan) h.ceiling.add(plan);
    if (c === first) {
      if ('none' in endpoint.ceiling) row.ceilingRuns = `none: ${endpoint.ceiling.none}`;
      else row.ceilingRuns = plan!.replay ? `every statement (${plan!.statements.length}) in order` : shortSql(plan!.statements[0]!);
    }
  }
  // A place-order sent again would not place an order: its body cannot be compared.
  if (!once) row.bodyMatches = await sameBody(h, first);
  const hasCeiling = !('none' in endpoint.ceiling);
  h.log(
    `${endpoint.name}: ${row.statements} statement${row.statements === 1 ? '' : 's'}; ceiling runs ${row.ceilingRuns}${row.bodyMatches === false ? '; ANSWER DIFFERS FROM THE CAPTURE' : ''}`,
  );
  if (process.env.BENCH_SQL === '1') for (const s of first.statements) h.log(`    ${oneLine(s, 600)}  -- ${JSON.stringify(s.params).slice(0, 200)}`);

  for (const c of settings.concurrencies) {
    const app: Sample[] = [];
    const ceiling: Sample[] = [];
    for (let round = 1; round <= settings.rounds; round++) {
      const order: ('app' | 'ceiling')[] = hasCeiling ? (round % 2 === 1 ? ['app', 'ceiling'] : ['ceiling', 'app']) : ['app'];
      for (const target of order) {
        const sample = await run(h, settings, target === 'app' ? h.appUrl : h.ceilingUrl, endpoint, c);
        (target === 'app' ? app : ceiling).push(sample);
        h.log(`  c=${String(c).padEnd(3)} round ${round} ${target.padEnd(7)} ${fmtSample(sample)}`);
      }
    }
    row.byConcurrency.push({ c, app: summary(app), ...(hasCeiling ? { ceiling: summary(ceiling) } : {}) });
  }
  return row;
}

/** A row whose requests did not all answer 2xx, with what went wrong. */
export function problemOf(row: RowResult): string | undefined {
  if (row.failure && !row.skipped) return row.failure;
  const bad = row.byConcurrency.flatMap(({ c, app, ceiling }) => [
    ...(app.non2xx + app.errors > 0 ? [`app at c=${c}: ${app.non2xx} non-2xx, ${app.errors} errors`] : []),
    ...(ceiling && ceiling.non2xx + ceiling.errors > 0 ? [`ceiling at c=${c}: ${ceiling.non2xx} non-2xx, ${ceiling.errors} errors`] : []),
  ]);
  return bad.length > 0 ? bad.join('; ') : undefined;
}

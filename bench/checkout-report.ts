/** Turns the checkout bench's measurements and checks into the "Checkout" section of docs/benchmarks.md. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem, type } from 'node:os';
import { percentile, type Answer } from './http-burst';

/** One invariant the run must hold; any that fails fails the run. */
export type Check = { what: string; ok: boolean; detail: string };
/** One burst: its answers, how long it took from the first request sent to the last answer, and the orders it made. */
export type Burst = { scenario: string; answers: Answer[]; connections: number; wallMs: number; orders: number };
export type Scenario = { name: string; bursts: Burst[]; checks: Check[]; notes: string[] };

export const check = (what: string, ok: boolean, detail: string): Check => ({ what, ok, detail });

/** A check that an exact number was seen. */
export const expectCount = (what: string, seen: number, expected: number): Check => check(what, seen === expected, `${seen} (expected ${expected})`);

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** `load`: os.loadavg() taken before the bench started, so it says what else was running. */
export function machine(postgres: string, load: number[]): string[] {
  const cpu = cpus();
  return [
    `Date: ${new Date().toISOString().slice(0, 10)}`,
    `Machine: ${type()} ${process.arch}, ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GB RAM, load average ${load.map((l) => l.toFixed(2)).join(' / ')} at the start`,
    `Node ${process.version}, PostgreSQL ${postgres}`,
  ];
}

function burstTable(bursts: Burst[]): string[] {
  const lines = [
    '| burst | requests | connections | 200 | 409 | other | no answer | time ms | orders/s | answers/s | p50 ms | p99 ms |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const b of bursts) {
    const answered = b.answers.filter((a) => a.status !== 0);
    const count = (status: number) => b.answers.filter((a) => a.status === status).length;
    const other = answered.length - count(200) - count(409);
    const ms = answered.map((a) => a.ms);
    const perSecond = (n: number) => fmt(n / (b.wallMs / 1000));
    lines.push(
      `| ${b.scenario} | ${fmt(b.answers.length)} | ${fmt(b.connections)} | ${fmt(count(200))} | ${fmt(count(409))} | ${other} | ${count(0)} | ${fmt(b.wallMs)} | ${perSecond(b.orders)} | ${perSecond(answered.length)} | ${fmt(percentile(ms, 50))} | ${fmt(percentile(ms, 99))} |`,
    );
  }
  return lines;
}

export function report(scenarios: Scenario[], header: string[]): string {
  const lines = [
    '## Checkout',
    '',
    '`npm run bench:checkout` ([`bench/checkout.ts`](../bench/checkout.ts), described in [`bench/README.md`](../bench/README.md)):',
    'the real server started as a child process on PostgreSQL; every request of a burst sent at once (the kill -9 burst: over 2 s), each on a connection opened beforehand.',
    'Preparation (buyers, addresses, checkouts) is not timed. A failed check fails the run; these numbers come from a run that passed.',
    'The load average says how much else the machine was running: compare rows of one run rather than runs.',
    '',
    header.join('  \n'),
    '',
    ...burstTable(scenarios.flatMap((s) => s.bursts)),
    '',
    '"time" runs from the first request sent to the last answer; orders/s counts orders the burst made, answers/s every answered request;',
    'p50/p99 are per-request latencies of the answered requests. "no answer": the connection died first (the kill -9 burst only).',
  ];
  for (const s of scenarios) {
    lines.push('', `### ${s.name}`, '');
    for (const note of s.notes) lines.push(`${note}  `);
    if (s.notes.length > 0) lines.push('');
    for (const c of s.checks) lines.push(`- ${c.ok ? 'pass' : '**FAIL**'}: ${c.what}: ${c.detail}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Puts the section in place of an earlier "## Checkout" (up to the next "## " heading), keeping the rest of the file. */
export function writeSection(path: string, section: string): void {
  if (!existsSync(path)) {
    writeFileSync(path, `# Benchmarks\n\n${section}`);
    return;
  }
  const lines = readFileSync(path, 'utf8').split('\n');
  const start = lines.findIndex((l) => l.trim() === '## Checkout');
  if (start === -1) {
    writeFileSync(path, `${lines.join('\n').trimEnd()}\n\n${section}`);
    return;
  }
  let end = lines.findIndex((l, i) => i > start && l.startsWith('## '));
  if (end === -1) end = lines.length;
  const after = lines.slice(end).join('\n');
  writeFileSync(path, [...lines.slice(0, start), section.trimEnd(), ...(after ? ['', after] : [])].join('\n').trimEnd() + '\n');
}

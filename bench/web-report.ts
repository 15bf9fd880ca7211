/**
 * bench:web's table and where it goes: printed, and written into docs/benchmarks.md (or BENCH_DOCS)
 * between the markers of its label, inside the "Web (Lighthouse)" section.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import type { Metrics } from './web-lighthouse';

export type PageResult = { name: string; path: string; runs: Metrics[]; median: Metrics };

export type Machine = { cpu: string; ramGb: number; load: number[]; node: string; chromium: string; date: string };

export function machine(chromium: string): Machine {
  const cores = cpus();
  return {
    cpu: `${cores.length} × ${cores[0]?.model.trim() ?? 'unknown CPU'}`,
    ramGb: totalmem() / 1024 ** 3,
    load: loadavg(),
    node: process.version,
    chromium,
    date: new Date().toISOString().slice(0, 10),
  };
}

const ms = (v: number) => (Number.isFinite(v) ? `${(v / 1000).toFixed(1)} s` : '–');
const kb = (v: number) => (Number.isFinite(v) ? `${Math.round(v / 1024).toLocaleString('en-US')} KB` : '–');
const loads = (l: number[]) => l.map((v) => v.toFixed(2)).join(' / ');

export function table(label: string, pages: PageResult[], start: Machine, end: number[], lighthouseVersion: string): string {
  const rows = pages.map(({ name, path, runs, median: m }) => {
    const scores = runs.map((r) => r.score).join(', ');
    return `| ${name} | \`${path}\` | **${m.score}** (${scores}) | ${ms(m.fcp)} | ${ms(m.lcp)} | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ${ms(m.speedIndex)} | ${kb(m.totalBytes)} | ${kb(m.scriptBytes)} |`;
  });
  return [
    `**${label}**: ${start.date}, Lighthouse ${lighthouseVersion}, mobile, simulated throttling, median of ${pages[0]?.runs.length ?? 0} runs  `,
    `Machine: Linux ${process.arch}, ${start.cpu}, ${start.ramGb.toFixed(1)} GB RAM, load average ${loads(start.load)} at the start, ${loads(end)} at the end  `,
    `${start.node}, ${start.chromium}`,
    '',
    '| page | path | score (runs) | FCP | LCP | TBT | CLS | Speed Index | transfer | scripts |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...rows,
  ].join('\n');
}

const SECTION = '## Web (Lighthouse)';
const marker = (label: string, end: 'start' | 'end') => `<!-- bench:web:${label}:${end} -->`;

/** Replaces the label's block in the docs; adds the section (both blocks) when it is not there yet. */
export function writeDocs(path: string, label: 'before' | 'after', markdown: string): void {
  let text = existsSync(path) ? readFileSync(path, 'utf8') : '# Benchmarks\n';
  if (!text.includes(marker(label, 'start'))) {
    const blocks = (['before', 'after'] as const).filter((l) => !text.includes(marker(l, 'start'))).map((l) => `${marker(l, 'start')}\n${marker(l, 'end')}`);
    text = text.includes(SECTION) ? `${text.trimEnd()}\n\n${blocks.join('\n\n')}\n` : `${text.trimEnd()}\n\n${SECTION}\n\n${blocks.join('\n\n')}\n`;
  }
  const start = text.indexOf(marker(label, 'start')) + marker(label, 'start').length;
  const end = text.indexOf(marker(label, 'end'));
  writeFileSync(path, `${text.slice(0, start)}\n${markdown}\n${text.slice(end)}`);
}

/** Turns autocannon results into the Markdown table printed and saved in bench/results.md. */
import { cpus, totalmem, type } from 'node:os';
import type { Result } from 'autocannon';

export type Row = { name: string; path: string; result: Result };

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function table(rows: Row[]): string {
  const lines = ['| endpoint | request | req/s | p50 ms | p99 ms | non-2xx | errors |', '|---|---|--:|--:|--:|--:|--:|'];
  for (const { name, path, result } of rows) {
    lines.push(
      `| ${name} | \`${path}\` | ${fmt(result.requests.average)} | ${fmt(result.latency.p50)} | ${fmt(result.latency.p99)} | ${result.non2xx} | ${result.errors + result.timeouts} |`,
    );
  }
  return lines.join('\n');
}

export function header(options: { products: number; totalProducts: number; seconds: number; connections: number; postgres: string }): string {
  const cpu = cpus();
  return [
    `Date: ${new Date().toISOString().slice(0, 10)}`,
    `Machine: ${type()} ${process.arch}, ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(1)} GB RAM`,
    `Node ${process.version}, ${options.postgres}`,
    `Catalogue: ${fmt(options.products)} generated products (${fmt(options.totalProducts)} in all)`,
    `Load: autocannon, ${options.connections} connections, ${options.seconds} s per endpoint, header realm-name: demo`,
  ].join('  \n');
}

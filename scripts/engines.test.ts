import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const json = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, any>;

type Version = [number, number, number];
const version = (text: string): Version => {
  const [major = 0, minor = 0, patch = 0] = text.replace(/^v/, '').split('.').map(Number);
  return [major, minor, patch];
};
const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** One comparator of an npm range (>=20.19.0, ^22.12.0, 20, *) for a Node version. */
function meets(node: Version, comparator: string): boolean {
  if (comparator === '' || comparator === '*' || comparator === 'x') return true;
  const [, op = '', rest = ''] = /^(>=|<=|>|<|=|\^|~)?(.*)$/.exec(comparator)!;
  const parts = rest.split('.').filter((p) => p !== '' && p !== 'x' && p !== '*');
  const v = version(rest);
  const c = compare(node, v);
  switch (op) {
    case '>=':
      return c >= 0;
    case '>':
      return c > 0;
    case '<=':
      return c <= 0;
    case '<':
      return c < 0;
    case '^':
      return c >= 0 && node[0] === v[0];
    case '~':
      return c >= 0 && node[0] === v[0] && node[1] === v[1];
    default:
      // 20 or 20.19: that major (and minor); 20.19.1: exactly.
      return parts.every((p, i) => node[i] === Number(p));
  }
}

/** Whether an npm engines range (sets joined by ||, each of comparators) takes a Node version. */
const takes = (range: string, node: string) =>
  range.split('||').some((set) =>
    set
      .trim()
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1')
      .split(/\s+/)
      .every((comparator) => meets(version(node), comparator)),
  );

/** Whether a package's os or cpu list (["linux"], ["!win32"]) takes this machine's value. */
const fits = (list: string[] | undefined, value: string) =>
  !list || (list.some((x) => !x.startsWith('!')) ? list.includes(value) : !list.includes(`!${value}`));

type Entry = { version?: string; optional?: boolean; os?: string[]; cpu?: string[]; engines?: { node?: string } | string[] };

describe('Node versions', () => {
  const engines = json('package.json').engines.node as string;
  // The oldest Node of each supported line: ^20.19.0 || >=24 names 20.19.0 and 24.0.0.
  const floors = engines.split('||').map((set) => /(?:>=|\^)\s*(\d+(?:\.\d+){0,2})/.exec(set)?.[1]);
  // The Node running this test too (CI runs the server tests on Node 20 and on Node 24).
  const nodes = [...new Set([...floors.map((f) => f && version(f).join('.')), ...(takes(engines, process.versions.node) ? [process.versions.node] : [])])];

  it('reads ranges as npm does', () => {
    expect(takes('>=18', '20.19.0')).toBe(true);
    expect(takes('>=22', '20.19.0')).toBe(false);
    expect(takes('^20.19.0 || >=22.12.0', '20.19.0')).toBe(true);
    expect(takes('>=23.5.0 || ^22.13.0 || ^20.17.0', '20.19.0')).toBe(true);
    expect(takes('>=22.12.0', '20.19.0')).toBe(false);
    expect(takes('18 || 20 || >=22', '20.19.0')).toBe(true);
    expect(takes('16 || 14 >=14.17', '20.19.0')).toBe(false);
    expect(takes('>= 0.4', '20.19.0')).toBe(true);
    expect(takes('*', '20.19.0')).toBe(true);
    expect(takes('^20.19.0 || >=24', '22.12.0')).toBe(false);
    expect(takes('^20.19.0 || >=24', '24.0.0')).toBe(true);
    expect(takes('^20.9.0', '24.0.0')).toBe(false);
    expect(fits(['!win32'], 'linux')).toBe(true);
    expect(fits(['win32'], 'linux')).toBe(false);
  });

  it('name Node 20 and Node 24, each from its oldest release', () => {
    expect(floors, `engines.node is ${engines}`).not.toContain(undefined);
    expect(takes(engines, '20.19.0') && takes(engines, '24.0.0'), `engines.node is ${engines}`).toBe(true);
  });

  it('are one claim: the oldest Node of each line that package.json names runs every package npm installs here (npm ci warns of none)', () => {
    const packages = json('package-lock.json').packages as Record<string, Entry>;
    // npm skips an optional package built for another system (sharp's Windows binaries) and so never checks its engines.
    const installed = Object.entries(packages).filter(([, e]) => !e.optional || (fits(e.os, process.platform) && fits(e.cpu, process.arch)));
    const refused = nodes.flatMap((node) =>
      installed
        .filter(([, entry]) => !Array.isArray(entry.engines) && entry.engines?.node && !takes(entry.engines.node, node!))
        .map(
          ([path, entry]) => `Node ${node}: ${path.replace(/^.*node_modules\//, '')}@${entry.version} wants node ${(entry.engines as { node: string }).node}`,
        ),
    );
    expect(refused).toEqual([]);
  });
});

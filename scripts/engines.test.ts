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

describe('Node versions', () => {
  const engines = json('package.json').engines.node as string;
  const oldest = /^>=\s*(\d+\.\d+(?:\.\d+)?)$/.exec(engines)?.[1];

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
  });

  it('are one claim: the oldest Node that package.json names runs every installed package (npm install warns of none)', () => {
    expect(oldest, `engines.node is ${engines}`).toBeDefined();
    const packages = json('package-lock.json').packages as Record<string, { version?: string; engines?: { node?: string } | string[] }>;
    const refused = Object.entries(packages)
      .filter(([, entry]) => !Array.isArray(entry.engines) && entry.engines?.node && !takes(entry.engines.node, oldest!))
      .map(([path, entry]) => `${path.replace(/^.*node_modules\//, '')}@${entry.version}: node ${(entry.engines as { node: string }).node}`);
    expect(refused).toEqual([]);
  });
});

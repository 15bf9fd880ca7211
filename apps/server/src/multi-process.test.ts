import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './test/free-port';
import { adminQuery, databaseUrlFor, testDriver } from './test/test-db';

/**
 * Several stateless server processes on one PostgreSQL database (DESIGN.md, scale-out): two real
 * processes started at the same moment on an empty database, talking over real HTTP.
 */

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const name = `bazaar_two_${randomBytes(5).toString('hex')}`;
const processes: ChildProcess[] = [];
let urls: [string, string];

async function start(port: number, dataDir: string): Promise<string> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrlFor(name),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STORE_REALM: 'demo',
    DEMO_MODE: 'true',
    LOG_LEVEL: 'warn',
    WEB_DIST: join(dataDir, 'no-web-build'),
  };
  delete env.REDIS_URL; // the database alone must hold the limits
  delete env.TEST_DB;
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  processes.push(child);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited: ${stderr}`);
    const ok = await fetch(`${url}/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return url;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server on ${port} did not start: ${stderr}`);
}

const call = async (base: string, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) => {
  const res = await fetch(base + path, {
    method: init.method ?? 'GET',
    headers: { 'realm-name': 'demo', ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as { response_body: Record<string, unknown>; response_message: string } };
};

async function query<T>(sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrlFor(name) });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

describe.runIf(testDriver() === 'postgres')('two server processes on one PostgreSQL database', () => {
  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE ${name}`);
    const dataDir = mkdtempSync(join(tmpdir(), 'bazaar-two-'));
    const ports = [await freePort(), await freePort()];
    urls = (await Promise.all(ports.map((port) => start(port, dataDir)))) as [string, string];
  }, 120_000);

  afterAll(async () => {
    await Promise.all(
      processes.map(
        (child) => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM')))),
      ),
    );
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('start together on an empty database and end with one copy of the demo data', async () => {
    const [stores] = await query<{ n: number }>('select count(*)::int as n from stores');
    expect(stores!.n).toBe(3);
    const [shoppers] = await query<{ n: number }>("select count(*)::int as n from customers where phone = '+919000000001'");
    expect(shoppers!.n).toBe(1);
    const [migrations] = await query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    const [distinct] = await query<{ n: number }>('select count(distinct hash)::int as n from drizzle.__drizzle_migrations');
    expect(migrations!.n).toBe(distinct!.n);
    // Both serve the same catalogue.
    const [a, b] = await Promise.all([call(urls[0], '/pbs/rest/v3/products?page-limit=5'), call(urls[1], '/pbs/rest/v3/products?page-limit=5')]);
    expect(a.json.response_body).toEqual(b.json.response_body);
  });

  it('a session signed in on one is accepted on the other, and refused there after sign-out', async () => {
    const [one, two] = urls;
    expect((await call(one, '/ums/rest/v3/otp/send', { method: 'POST', body: { identifier: 'two-processes@example.com', purpose: 'signup' } })).status).toBe(
      200,
    );
    let code: string | undefined;
    for (let i = 0; i < 50 && !code; i++) {
      const outbox = await call(two, '/dev/outbox?to=two-processes%40example.com');
      code = (outbox.json.response_body.messages as { body: string }[]).at(-1)?.body.match(/\b(\d{6})\b/)?.[1];
      if (!code) await new Promise((r) => setTimeout(r, 50));
    }
    const signup = await call(one, '/ums/rest/v3/signup', {
      method: 'POST',
      body: { name: 'Two Servers', identifier: 'two-processes@example.com', otp: code },
    });
    expect(signup.status).toBe(200);
    const tokens = signup.json.response_body as { access_token: string; id_token: string; refresh_token: string };
    const auth = { authorization: `Bearer ${tokens.access_token}` };
    expect((await call(two, '/cfs/rest/v3/profile', { headers: auth })).status).toBe(200);
    expect((await call(one, '/ums/rest/v3/session-logout', { method: 'POST', body: { id_token_hint: tokens.id_token } })).status).toBe(200);
    expect((await call(two, '/cfs/rest/v3/profile', { headers: auth })).status).toBe(401);
    expect((await call(two, '/ums/rest/v3/refresh-token', { method: 'POST', body: { refresh_token: tokens.refresh_token, realm_name: 'demo' } })).status).toBe(
      401,
    );
  });

  it('a rate limit counts requests spread over both', async () => {
    const [one, two] = urls;
    const signin = (base: string) =>
      call(base, '/ums/rest/v3/signin', { method: 'POST', body: { identifier: 'shopper@example.com', password: 'not-her-password' } });
    // 10 password tries per 15 minutes: 5 on each process, in parallel, then the 11th is refused on either.
    const tries = await Promise.all([...Array.from({ length: 5 }, () => signin(one)), ...Array.from({ length: 5 }, () => signin(two))]);
    expect(tries.map((t) => t.status)).toEqual(Array(10).fill(401));
    expect((await signin(one)).status).toBe(429);
    expect((await signin(two)).status).toBe(429);
    // A code sent through one process starts the 30-second wait on the other.
    expect((await call(one, '/ums/rest/v3/otp/send', { method: 'POST', body: { identifier: '+919811122233', purpose: 'signup' } })).status).toBe(200);
    expect((await call(two, '/ums/rest/v3/otp/send', { method: 'POST', body: { identifier: '+919811122233', purpose: 'signup' } })).status).toBe(429);
  });
});

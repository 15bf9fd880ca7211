/**
 * The ceiling: a bare Fastify server with no schema, no validation and no serializer, on a
 * connection pool of the app's own size and settings (or the app's own PGlite instance). For
 * each request the bench sends it runs the SQL captured from the real app for that same request
 * (capture.ts) and sends the real app's answer, byte for byte, with its status and headers.
 * What the app spends beyond that is the app's own cost: routing, validation, context, mapping
 * rows, JSON, and any statement it runs besides the one that fetches the rows.
 */
import { types as pgliteTypes, type PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import type { Database } from '../apps/server/src/db/client';
import { isTransactionControl, pgliteOf, pgPoolOf, type Capture, type Statement } from './capture';

/** Runs captured SQL as the app's driver does (array rows, drizzle's type parsers). */
export type SqlRunner = {
  /** One statement; answers how many cells (rows × columns) came back. */
  run: (s: Statement) => Promise<number>;
  /** Statements in order on one connection, transactions as captured. */
  replay: (statements: Statement[]) => Promise<void>;
  /** Connections the runner may use at once (the app's pool size). */
  size: number;
  /** Whether a statement is running or waiting for a connection. */
  busy: () => boolean;
  close: () => Promise<void>;
};

/** drizzle's node-postgres driver leaves these types as text (drizzle-orm/node-postgres/session.js). */
const RAW_PG_TYPES = new Set<number>([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1231,
  1115,
  1185,
  1187,
  1182,
]);
const pgTypes = {
  getTypeParser: ((id: number, format?: 'text' | 'binary') =>
    RAW_PG_TYPES.has(id) ? (value: string) => value : pg.types.getTypeParser(id, format)) as typeof pg.types.getTypeParser,
};
const cellsOf = (rows: unknown[][] | undefined, fields: number) => (rows?.length ?? 0) * fields;

/** A new pool with the app pool's own options (size, connection string, session settings). */
export function postgresRunner(database: Database): SqlRunner {
  const appPool = pgPoolOf(database);
  const pool = new pg.Pool({ ...appPool.options });
  pool.on('error', () => undefined);
  const config = (s: Statement): pg.QueryArrayConfig => ({ text: s.text, values: s.params, rowMode: 'array', types: pgTypes });
  return {
    size: appPool.options.max ?? 10,
    busy: () => pool.waitingCount > 0 || pool.idleCount < pool.totalCount,
    run: async (s) => {
      const result = await pool.query(config(s));
      return cellsOf(result.rows, result.fields.length);
    },
    replay: async (statements) => {
      const client = await pool.connect();
      try {
        for (const s of statements) await client.query(config(s));
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** drizzle's PGlite driver leaves these types as text (drizzle-orm/pglite/session.js). */
const pgliteParsers = Object.fromEntries(
  [pgliteTypes.TIMESTAMP, pgliteTypes.TIMESTAMPTZ, pgliteTypes.INTERVAL, pgliteTypes.DATE, 1231, 1115, 1185, 1187, 1182].map((id) => [
    id,
    (value: string) => value,
  ]),
);

/** The app's own PGlite instance: one connection, which the app and the ceiling never use at the same time. */
export function pgliteRunner(database: Database): SqlRunner {
  const client: PGlite = pgliteOf(database);
  const options = { rowMode: 'array' as const, parsers: pgliteParsers };
  return {
    size: 1,
    // The PGlite instance's own counter covers the ceiling's statements (database.ts).
    busy: () => false,
    run: async (s) => {
      const result = await client.query<unknown[]>(s.text, s.params, options);
      return cellsOf(result.rows, result.fields.length);
    },
    // PGlite has a single session: a transaction must go through transaction(), which keeps
    // other requests' statements out of it, as the app's drizzle transactions do.
    replay: async (statements) => {
      let inside: Statement[] | undefined;
      for (const s of statements) {
        if (/^\s*begin\b/i.test(s.text)) inside = [];
        else if (isTransactionControl(s)) {
          const body = inside ?? [];
          inside = undefined;
          await client.transaction(async (tx) => {
            for (const t of body) await tx.query(t.text, t.params, options);
          });
        } else if (inside) inside.push(s);
        else await client.query(s.text, s.params, options);
      }
    },
    close: async () => undefined,
  };
}

export const runnerFor = (database: Database) => (database.driver === 'postgres' ? postgresRunner(database) : pgliteRunner(database));

/** What the ceiling does for one request: the statements it runs and the answer it sends. */
export type CeilingPlan = { capture: Capture; statements: Statement[]; replay: boolean };

export const planKey = (method: string, url: string, authorization: string | undefined) => `${method} ${url} ${authorization ?? ''}`;

export class Ceiling {
  private readonly plans = new Map<string, CeilingPlan>();
  private readonly app = Fastify({ logger: false });

  constructor(private readonly runner: SqlRunner) {
    this.app.route({
      method: ['GET', 'POST'],
      url: '/*',
      handler: async (request, reply) => {
        const plan = this.plans.get(planKey(request.method, request.url, request.headers.authorization));
        if (!plan) return reply.code(404).send({ message: 'no captured answer for this request' });
        if (plan.replay) await this.runner.replay(plan.statements);
        else for (const s of plan.statements) await this.runner.run(s);
        const { status, headers, payload } = plan.capture;
        return reply.code(status).headers(headers).send(payload);
      },
    });
  }

  add(plan: CeilingPlan): void {
    const { call } = plan.capture;
    this.plans.set(planKey(call.method, call.path, call.headers.authorization), plan);
  }

  clear(): void {
    this.plans.clear();
  }

  async listen(): Promise<string> {
    await this.app.listen({ host: '127.0.0.1', port: 0 });
    const address = this.app.server.address();
    if (!address || typeof address === 'string') throw new Error('The ceiling has no TCP address');
    return `http://127.0.0.1:${address.port}`;
  }

  close = () => this.app.close();
}

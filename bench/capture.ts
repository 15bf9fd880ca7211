/**
 * Records the SQL the real app runs for one request, and the exact answer it gives, so the
 * ceiling (ceiling.ts) can run that SQL and send those bytes without the app in between.
 *
 * The recording app is a second buildApp over a second drizzle instance with a logger, opened
 * on the measured app's own driver client (its pg Pool, or its PGlite instance): same data,
 * same connection settings, nothing changed under apps/. The measured app itself has no logger.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Database, Db } from '../apps/server/src/db/client';
import * as schema from '../apps/server/src/db/schema';

/** One statement as the driver received it; `begin`/`commit`/`rollback` mark a transaction. */
export type Statement = { text: string; params: unknown[] };

/** A request the bench sends: the same for the app and its ceiling. */
export type Call = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string };

/** What one call did: its answer, byte for byte, and every statement it ran, in order. */
export type Capture = { call: Call; status: number; headers: Record<string, string>; payload: Buffer; statements: Statement[] };

const TRANSACTION = /^\s*(begin|commit|rollback)\b/i;
export const isTransactionControl = (s: Statement) => TRANSACTION.test(s.text);

/** A statement that only reads: safe to run again to see what it returns. */
export const isRead = (s: Statement) => /^\s*(select|with)\b/i.test(s.text) && !/\b(insert|update|delete)\b|\bfor (update|share|no key update)\b/i.test(s.text);

export class Recorder implements Logger {
  private recording: Statement[] | undefined;

  logQuery(text: string, params: unknown[]): void {
    this.recording?.push({ text, params: [...params] });
  }

  /** Runs `work` and returns what it answered and the statements logged meanwhile (calls are made one at a time). */
  async record<T>(work: () => Promise<T>): Promise<{ result: T; statements: Statement[] }> {
    const statements: Statement[] = [];
    this.recording = statements;
    try {
      return { result: await work(), statements };
    } finally {
      this.recording = undefined;
    }
  }
}

/** The driver client under a Database built by db/client.ts (drizzle keeps it as $client). */
export const pgPoolOf = (database: Database) => (database.db as unknown as { $client: pg.Pool }).$client;
export const pgliteOf = (database: Database) => (database.db as unknown as { $client: PGlite }).$client;

/**
 * A Db that logs every statement to `recorder`, over the same client as `database`. drizzle logs
 * node-postgres's BEGIN/COMMIT itself; PGlite runs transactions through its own `transaction()`,
 * which drizzle does not log, so a proxy marks them.
 */
export function recordingDb(database: Database, recorder: Recorder): Db {
  if (database.driver === 'postgres') return drizzlePg(pgPoolOf(database), { schema, logger: recorder }) as unknown as Db;
  const client = pgliteOf(database);
  const marked = new Proxy(client, {
    get(target, key) {
      if (key !== 'transaction') {
        // PGlite keeps its state in private fields: its methods must run on the instance itself.
        const value = Reflect.get(target, key) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      }
      return async (work: Parameters<PGlite['transaction']>[0]) => {
        recorder.logQuery('begin', []);
        try {
          const result = await target.transaction(work);
          recorder.logQuery('commit', []);
          return result;
        } catch (error) {
          recorder.logQuery('rollback', []);
          throw error;
        }
      };
    },
  });
  return drizzlePglite(marked, { schema, logger: recorder }) as unknown as Db;
}

type Injector = {
  inject: (options: { method: Call['method']; url: string; headers: Record<string, string>; payload?: string }) => Promise<{
    statusCode: number;
    headers: Record<string, unknown>;
    rawPayload: Buffer;
  }>;
};

/** Headers that belong to one connection or one moment, not to the answer. */
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/**
 * Calls the recording app twice and keeps the second (`twice`): the first may warm a cache or,
 * for a cart add, insert a line the next ones only update (the steady state the load test sees).
 * A place-order is captured once: sent again, it would only return the order already placed.
 */
export async function capture(app: Injector, recorder: Recorder, call: Call, twice = true): Promise<Capture> {
  const send = () => app.inject({ method: call.method, url: call.path, headers: call.headers, payload: call.body });
  if (twice) await send();
  const { result, statements } = await recorder.record(send);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(result.headers)) {
    if (!PER_RESPONSE.has(name) && value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return { call, status: result.statusCode, headers, payload: result.rawPayload, statements };
}

/** The answer's message, for a report on a call that failed. */
export function messageOf(c: Capture): string {
  try {
    const json = JSON.parse(c.payload.toString('utf8')) as { response_message?: unknown; message?: unknown };
    return String(json.response_message ?? json.message ?? c.payload.toString('utf8')).slice(0, 160);
  } catch {
    return c.payload.toString('utf8').slice(0, 160);
  }
}

/** One line of SQL: whitespace folded, cut at `max` characters. */
export const oneLine = (s: Statement, max = 240) => {
  const text = s.text.replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max)}…` : text;
};

/** One line of SQL for the report: the select list, long and alike in every list, shown as "…". */
export const shortSql = (s: Statement, max = 320) => {
  const text = oneLine(s, 100_000);
  // drizzle writes its own keywords in lower case; a subquery in the select list is the app's raw SQL.
  const from = text.indexOf(' from "');
  return oneLine({ ...s, text: /^select /.test(text) && from > 60 ? `select … ${text.slice(from + 1)}` : text }, max);
};

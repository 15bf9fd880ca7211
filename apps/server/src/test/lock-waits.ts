import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * For tests that need a race to go one exact way on PostgreSQL, without sleeping: one transaction
 * holds a row lock while the code under test runs into it, and is let go only once the database
 * says the others are waiting. PGlite has one connection, so these tests run on PostgreSQL only.
 */

/** Runs `work` in a transaction and keeps it open (its locks held) until `release()`. */
export async function holdInTransaction(db: Db, work: (tx: Db) => Promise<unknown>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let holding!: () => void;
  const held = new Promise<void>((resolve) => (holding = resolve));
  const done = db.transaction(async (tx) => {
    await work(tx);
    holding();
    await released;
  });
  await Promise.race([held, done]);
  return { release, done };
}

/**
 * Resolves true once `n` sessions of this database wait for a lock (polls pg_stat_activity; gives
 * up after 10 s), or false if `unless` settles first: whether the work behind it had to queue.
 */
export async function untilWaitingOnLocks(db: Db, n: number, options: { unless?: Promise<unknown> } = {}): Promise<boolean> {
  let over = false;
  void options.unless?.finally(() => (over = true)).catch(() => undefined);
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (over) return false;
    // node-postgres answers { rows } (the common Db type does not say which driver answers).
    const { rows } = (await db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    )) as unknown as { rows: { n: number }[] };
    if (rows[0]!.n >= n) return true;
    if (Date.now() > deadline) throw new Error(`${n} sessions never came to wait for a lock`);
  }
}

/** The promise's outcome as a value, so a rejection that comes before the test looks at it is not reported as unhandled. */
export const settled = <T>(promise: Promise<T>): Promise<{ value: T } | { error: unknown }> =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

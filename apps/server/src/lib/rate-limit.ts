import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitEvents } from '../db/schema';
import { ApiError } from './api-error';

/**
 * A sliding-window limit kept in the database, so every server process counts the same events.
 * Throws 429 with Retry-After when the key has used up its window.
 */
export async function consumeRateLimit(db: Db, key: string, limit: number, windowSeconds: number, message: string): Promise<void> {
  const retryAfter = await isRateLimited(db, key, limit, windowSeconds);
  if (retryAfter !== null) {
    throw new ApiError(429, `${message} Try again in ${retryAfter} seconds.`, { 'retry-after': String(retryAfter) });
  }
  await db.insert(rateLimitEvents).values({ key });
  // Old events of this key are of no further use.
  await db.delete(rateLimitEvents).where(and(eq(rateLimitEvents.key, key), lt(rateLimitEvents.createdAt, sql`now() - interval '1 day'`)));
}

/** Seconds until the key may act again, or null when it may act now. Counts without consuming. */
export async function isRateLimited(db: Db, key: string, limit: number, windowSeconds: number): Promise<number | null> {
  const since = new Date(Date.now() - windowSeconds * 1000);
  const recent = await db
    .select({ createdAt: rateLimitEvents.createdAt })
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.key, key), gt(rateLimitEvents.createdAt, since)))
    .orderBy(asc(rateLimitEvents.createdAt))
    .limit(limit);
  if (recent.length < limit) return null;
  return Math.max(1, Math.ceil((recent[0]!.createdAt.getTime() + windowSeconds * 1000 - Date.now()) / 1000));
}

export async function recordRateEvent(db: Db, key: string): Promise<void> {
  await db.insert(rateLimitEvents).values({ key });
}

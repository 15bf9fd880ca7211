import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitEvents } from '../db/schema';
import { ApiError } from './api-error';
import { describeLimits, rateLimitHeaders } from './rate-limit-headers';

/** At most `limit` events per key in any window of `windowSeconds` (a sliding window). */
export type RateRule = { limit: number; windowSeconds: number };

/** One limit a request must stay under. */
export type RateCheck = { key: string; rule: RateRule };
/** Which check refused (its index) and the seconds until it would pass. */
export type RateRefusal = { index: number; retryAfter: number };
/**
 * Where a check stands once a hit is recorded: the events its window still takes, and the seconds
 * until the oldest event it counts (this one, when it is alone) leaves the window.
 */
export type RateStanding = { remaining: number; reset: number };
/** A hit recorded under every key, with each check's standing in the checks' order; or refused. */
export type RateOutcome = { allowed: true; standings: RateStanding[] } | { allowed: false; refusal: RateRefusal };

/**
 * Where limits are counted: the database by default, Redis when REDIS_URL is set. Either way every
 * server process counts the same events, and a hit is checked and recorded in one atomic step, so
 * requests arriving together cannot all slip under the limit. The standings come from that same
 * step, so what the answer's RateLimit headers say is what the hit counted.
 */
export interface RateLimiter {
  /**
   * Records an event under every key when all of them are under their limits; otherwise records
   * nothing (a refused request uses up none of its other budgets) and says which one refused.
   */
  hit(checks: RateCheck[], now?: Date): Promise<RateOutcome>;
  /** Forgets a key's events (a password limit after a successful sign-in). */
  reset(key: string): Promise<void>;
}

/** Seconds until the oldest counted event leaves the window; at least 1. */
export const secondsUntilFree = (oldestMs: number, rule: RateRule, nowMs: number) =>
  Math.max(1, Math.ceil((oldestMs + rule.windowSeconds * 1000 - nowMs) / 1000));

export type EnforcedCheck = RateCheck & { message: (seconds: number) => string };

/**
 * Throws 429 with Retry-After, the RateLimit headers of the refusing check (rate-limit-headers.ts)
 * and its message, when any limit is used up. The route's limiter (reportingLimiter) puts the
 * same headers on every answer of the call, a success included.
 */
export async function enforceRateLimits(limiter: RateLimiter, checks: EnforcedCheck[]): Promise<void> {
  const outcome = await limiter.hit(checks);
  if (outcome.allowed) return;
  const { index, retryAfter } = outcome.refusal;
  const headers = { ...rateLimitHeaders(describeLimits(checks, outcome)), 'retry-after': String(retryAfter) };
  throw new ApiError(429, checks[index]!.message(retryAfter), headers);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Counts in the rate_limit_events table. A transaction-scoped advisory lock on the key makes the
 * count and the insert one step: parallel hits on one key queue on the lock, other keys do not wait.
 */
export class DbRateLimiter implements RateLimiter {
  constructor(private readonly db: Db) {}

  async hit(checks: RateCheck[], now = new Date()): Promise<RateOutcome> {
    const nowMs = now.getTime();
    return this.db.transaction(async (tx): Promise<RateOutcome> => {
      // Locks taken in one order, so two requests sharing keys cannot deadlock.
      for (const key of [...new Set(checks.map((c) => c.key))].sort()) {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`rate:${key}`}, 0))`);
      }
      const standings: RateStanding[] = [];
      for (const [index, { key, rule }] of checks.entries()) {
        const since = new Date(nowMs - rule.windowSeconds * 1000);
        const recent = await tx
          .select({ createdAt: rateLimitEvents.createdAt })
          .from(rateLimitEvents)
          .where(and(eq(rateLimitEvents.key, key), gt(rateLimitEvents.createdAt, since)))
          .orderBy(asc(rateLimitEvents.createdAt))
          .limit(rule.limit);
        // Counted under the lock: nobody else's hit on this key can fall between this count and the insert.
        const oldestMs = recent[0]?.createdAt.getTime() ?? nowMs;
        if (recent.length >= rule.limit) return { allowed: false, refusal: { index, retryAfter: secondsUntilFree(oldestMs, rule, nowMs) } };
        standings.push({ remaining: rule.limit - recent.length - 1, reset: secondsUntilFree(oldestMs, rule, nowMs) });
      }
      await tx.insert(rateLimitEvents).values(checks.map(({ key }) => ({ key, createdAt: now })));
      // Events older than any window are of no further use.
      const stale = new Date(nowMs - DAY_MS);
      await tx.delete(rateLimitEvents).where(
        and(
          inArray(
            rateLimitEvents.key,
            checks.map((c) => c.key),
          ),
          lt(rateLimitEvents.createdAt, stale),
        ),
      );
      return { allowed: true, standings };
    });
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(rateLimitEvents).where(eq(rateLimitEvents.key, key));
  }
}

import { eq, like } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitEvents } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { DbRateLimiter, type RateLimiter } from './rate-limit';
import { RedisRateLimiter } from './redis-rate-limit';

let app: TestApp;
let redis: Redis | undefined;
beforeAll(async () => {
  app = await createTestApp();
  if (process.env.REDIS_URL) redis = new Redis(process.env.REDIS_URL);
});
afterAll(async () => {
  await app.close();
  await redis?.quit();
});

const run = `${process.pid}-${Date.now()}`;
const T0 = new Date('2026-11-23T10:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

/** One check: null when recorded, else the seconds to wait. */
const one = async (l: RateLimiter, key: string, rule: { limit: number; windowSeconds: number }, now: Date) => {
  const outcome = await l.hit([{ key, rule }], now);
  return outcome.allowed ? null : outcome.refusal.retryAfter;
};
/** One check's standing once recorded, or its refusal. */
const standing = async (l: RateLimiter, key: string, rule: { limit: number; windowSeconds: number }, now: Date) => {
  const outcome = await l.hit([{ key, rule }], now);
  return outcome.allowed ? outcome.standings : outcome.refusal;
};

const limiters: [string, () => RateLimiter | undefined][] = [
  ['database', () => new DbRateLimiter(app.database.db)],
  ['Redis (REDIS_URL)', () => redis && new RedisRateLimiter(redis, `bazaar-test:${run}:`)],
];

describe.each(limiters)('rate limits in the %s', (name, make) => {
  const key = (k: string) => `${name}:${k}`;
  const limiter = () => {
    const made = make();
    if (!made) throw new Error('unreachable: the Redis cases are skipped without REDIS_URL');
    return made;
  };
  const skip = name.startsWith('Redis') && !process.env.REDIS_URL;

  it.skipIf(skip)('allows `limit` events in a window, refuses the next with the seconds until the oldest leaves', async () => {
    const l = limiter();
    const rule = { limit: 3, windowSeconds: 60 };
    expect(await one(l, key('a'), rule, at(0))).toBeNull();
    expect(await one(l, key('a'), rule, at(10))).toBeNull();
    expect(await one(l, key('a'), rule, at(20))).toBeNull();
    expect(await one(l, key('a'), rule, at(30))).toBe(30);
    expect(await one(l, key('a'), rule, at(59.001))).toBe(1);
    // At 60 s exactly the first event has left the window.
    expect(await one(l, key('a'), rule, at(60))).toBeNull();
    expect(await one(l, key('a'), rule, at(61))).toBe(9);
  });

  it.skipIf(skip)('reports from the hit itself the events left and the seconds until the oldest counted one leaves', async () => {
    const l = limiter();
    const rule = { limit: 3, windowSeconds: 60 };
    expect(await standing(l, key('s'), rule, at(0))).toEqual([{ remaining: 2, reset: 60 }]);
    expect(await standing(l, key('s'), rule, at(10))).toEqual([{ remaining: 1, reset: 50 }]);
    expect(await standing(l, key('s'), rule, at(20.5))).toEqual([{ remaining: 0, reset: 40 }]);
    // Refused: nothing left, and the wait is what Reset said, less the time gone by.
    expect(await standing(l, key('s'), rule, at(30))).toEqual({ index: 0, retryAfter: 30 });
    // The first event has left: one more fits, and the next to leave is the one of 10 s.
    expect(await standing(l, key('s'), rule, at(60))).toEqual([{ remaining: 0, reset: 10 }]);
  });

  it.skipIf(skip)('reports every check of a recorded hit, in the order asked', async () => {
    const l = limiter();
    const minute = { limit: 8, windowSeconds: 60 };
    const day = { limit: 200, windowSeconds: 86_400 };
    const both = (now: Date) =>
      l.hit(
        [
          { key: key('m'), rule: minute },
          { key: key('d'), rule: day },
        ],
        now,
      );
    expect(await both(at(0))).toEqual({
      allowed: true,
      standings: [
        { remaining: 7, reset: 60 },
        { remaining: 199, reset: 86_400 },
      ],
    });
    expect(await both(at(61))).toEqual({
      allowed: true,
      standings: [
        { remaining: 7, reset: 60 },
        { remaining: 198, reset: 86_339 },
      ],
    });
  });

  it.skipIf(skip)('counts each key apart, and forgets a key on reset', async () => {
    const l = limiter();
    const rule = { limit: 1, windowSeconds: 60 };
    expect(await one(l, key('b1'), rule, at(0))).toBeNull();
    expect(await one(l, key('b2'), rule, at(0))).toBeNull();
    expect(await one(l, key('b1'), rule, at(1))).toBe(59);
    await l.reset(key('b1'));
    expect(await one(l, key('b1'), rule, at(2))).toBeNull();
    expect(await one(l, key('b2'), rule, at(2))).toBe(58);
  });

  it.skipIf(skip)('a refused hit is not counted', async () => {
    const l = limiter();
    const rule = { limit: 1, windowSeconds: 10 };
    expect(await one(l, key('c'), rule, at(0))).toBeNull();
    for (let s = 1; s < 10; s++) expect(await one(l, key('c'), rule, at(s))).toBe(10 - s);
    expect(await one(l, key('c'), rule, at(10))).toBeNull();
  });

  it.skipIf(skip)('records under every key or none: a refused request spends no other budget', async () => {
    const l = limiter();
    const tight = { limit: 1, windowSeconds: 30 };
    const loose = { limit: 5, windowSeconds: 900 };
    expect(
      await l.hit(
        [
          { key: key('d-tight'), rule: tight },
          { key: key('d-loose'), rule: loose },
        ],
        at(0),
      ),
    ).toEqual({
      allowed: true,
      standings: [
        { remaining: 0, reset: 30 },
        { remaining: 4, reset: 900 },
      ],
    });
    expect(
      await l.hit(
        [
          { key: key('d-loose'), rule: loose },
          { key: key('d-tight'), rule: tight },
        ],
        at(1),
      ),
    ).toEqual({ allowed: false, refusal: { index: 1, retryAfter: 29 } });
    // The refused request did not count against the loose limit: 4 more fit in it.
    for (let i = 0; i < 4; i++) expect(await one(l, key('d-loose'), loose, at(2 + i))).toBeNull();
    expect(await one(l, key('d-loose'), loose, at(10))).toBe(890);
  });

  // On PGlite everything runs one at a time anyway; on PostgreSQL and Redis these hits truly race.
  it.skipIf(skip)('lets exactly `limit` of 50 parallel hits through, each told a different number left', async () => {
    const l = limiter();
    const rule = { limit: 7, windowSeconds: 60 };
    const results = await Promise.all(Array.from({ length: 50 }, () => l.hit([{ key: key('race'), rule }], at(0))));
    const left = results.flatMap((r) => (r.allowed ? r.standings.map((s) => s.remaining) : []));
    expect(left.sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(results.filter((r) => !r.allowed && r.refusal.retryAfter === 60)).toHaveLength(43);
  });
});

describe.skipIf(!process.env.REDIS_URL)('rate limits in Redis', () => {
  it("keep their events under the 'bazaar:rate:' prefix by default, expiring with the window", async () => {
    const l = new RedisRateLimiter(redis!);
    const key = `prefix-check:${run}`;
    expect((await l.hit([{ key, rule: { limit: 1, windowSeconds: 60 } }])).allowed).toBe(true);
    expect(await redis!.exists(`bazaar:rate:${key}`)).toBe(1);
    expect(await redis!.pttl(`bazaar:rate:${key}`)).toBeGreaterThan(59_000);
    await l.reset(key);
    expect(await redis!.exists(`bazaar:rate:${key}`)).toBe(0);
  });
});

describe('rate limits in the database', () => {
  it('hits sharing keys in opposite orders run in parallel without a deadlock', async () => {
    const l = new DbRateLimiter(app.database.db);
    const rule = { limit: 100, windowSeconds: 60 };
    const ab = [
      { key: 'order:a', rule },
      { key: 'order:b', rule },
    ];
    const ba = [...ab].reverse();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => l.hit(i % 2 ? ab : ba, at(0))));
    expect(results.every((r) => r.allowed)).toBe(true);
  });

  it('forgets events older than a day on the next hit of the key', async () => {
    const l = new DbRateLimiter(app.database.db);
    const rule = { limit: 5, windowSeconds: 60 };
    await l.hit([{ key: 'stale:x', rule }], at(0));
    await l.hit([{ key: 'stale:y', rule }], at(0));
    await l.hit([{ key: 'stale:x', rule }], at(24 * 3600 + 1));
    const rows = await app.database.db
      .select({ key: rateLimitEvents.key, at: rateLimitEvents.createdAt })
      .from(rateLimitEvents)
      .where(like(rateLimitEvents.key, 'stale:%'));
    expect(rows.map((r) => [r.key, r.at.getTime()]).sort()).toEqual([
      ['stale:x', at(24 * 3600 + 1).getTime()],
      ['stale:y', at(0).getTime()],
    ]);
    await l.reset('stale:y');
    expect(await app.database.db.select().from(rateLimitEvents).where(eq(rateLimitEvents.key, 'stale:y'))).toEqual([]);
  });
});

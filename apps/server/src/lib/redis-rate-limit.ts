import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { secondsUntilFree, type RateCheck, type RateLimiter, type RateOutcome } from './rate-limit';

// One script, so trimming the windows, counting and adding run as one step on the Redis server.
// A sorted set per key: members are events, scores their time in ms. ARGV: now, member, then a
// window (ms) and a limit per key. When it refuses: the index (1-based) of the key that refused
// and the time of its oldest event still in the window. When it records: 0, then per key the
// events its window now holds and the time of the oldest of them, counted in this same step.
const HIT_SCRIPT = `
local now = tonumber(ARGV[1])
for i, key in ipairs(KEYS) do
  local window = tonumber(ARGV[1 + i * 2])
  local limit = tonumber(ARGV[2 + i * 2])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  if redis.call('ZCARD', key) >= limit then
    return { i, redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')[2] }
  end
end
local standings = { 0 }
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, ARGV[2])
  redis.call('PEXPIRE', key, tonumber(ARGV[1 + i * 2]))
  table.insert(standings, redis.call('ZCARD', key))
  table.insert(standings, redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')[2])
end
return standings
`;

/** Rate limits in Redis (REDIS_URL): the same sliding windows as the database, shared by every process. */
export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'bazaar:rate:',
  ) {}

  async hit(checks: RateCheck[], now = new Date()): Promise<RateOutcome> {
    const nowMs = now.getTime();
    const member = `${nowMs}:${randomBytes(6).toString('hex')}`;
    const args = checks.flatMap(({ rule }) => [rule.windowSeconds * 1000, rule.limit]);
    const keys = checks.map((c) => this.prefix + c.key);
    const [first, ...rest] = (await this.redis.eval(HIT_SCRIPT, keys.length, ...keys, nowMs, member, ...args)) as [number, ...(number | string)[]];
    if (Number(first) > 0) {
      const index = Number(first) - 1;
      return { allowed: false, refusal: { index, retryAfter: secondsUntilFree(Number(rest[0]), checks[index]!.rule, nowMs) } };
    }
    const standings = checks.map(({ rule }, i) => ({
      remaining: rule.limit - Number(rest[i * 2]),
      reset: secondsUntilFree(Number(rest[i * 2 + 1]), rule, nowMs),
    }));
    return { allowed: true, standings };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}

import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { secondsUntilFree, type RateCheck, type RateLimiter, type RateRefusal } from './rate-limit';

// One script, so trimming the windows, counting and adding run as one step on the Redis server.
// A sorted set per key: members are events, scores their time in ms. ARGV: now, member, then a
// window (ms) and a limit per key. Returns nil when recorded under every key, else the index
// (1-based) of the key that refused and the time of its oldest event still in the window.
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
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, ARGV[2])
  redis.call('PEXPIRE', key, tonumber(ARGV[1 + i * 2]))
end
return nil
`;

/** Rate limits in Redis (REDIS_URL): the same sliding windows as the database, shared by every process. */
export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'bazaar:rate:',
  ) {}

  async hit(checks: RateCheck[], now = new Date()): Promise<RateRefusal | null> {
    const nowMs = now.getTime();
    const member = `${nowMs}:${randomBytes(6).toString('hex')}`;
    const args = checks.flatMap(({ rule }) => [rule.windowSeconds * 1000, rule.limit]);
    const keys = checks.map((c) => this.prefix + c.key);
    const result = (await this.redis.eval(HIT_SCRIPT, keys.length, ...keys, nowMs, member, ...args)) as [number, string] | null;
    if (!result) return null;
    const index = Number(result[0]) - 1;
    return { index, retryAfter: secondsUntilFree(Number(result[1]), checks[index]!.rule, nowMs) };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}

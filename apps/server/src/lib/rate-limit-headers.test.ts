import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { enforceRateLimits, type RateCheck, type RateLimiter, type RateOutcome } from './rate-limit';
import { describeLimits, rateLimitHeaders, reportingLimiter } from './rate-limit-headers';

/** Which limit the RateLimit headers describe, how they are written, and how they reach the reply. */

const minute = { key: 'm', rule: { limit: 8, windowSeconds: 60 } };
const day = { key: 'd', rule: { limit: 200, windowSeconds: 86_400 } };
const resend = { key: 'r', rule: { limit: 1, windowSeconds: 30 } };
const perId = { key: 'i', rule: { limit: 5, windowSeconds: 900 } };
const allowed = (...standings: [number, number][]): RateOutcome => ({
  allowed: true,
  standings: standings.map(([remaining, reset]) => ({ remaining, reset })),
});
const refused = (index: number, retryAfter: number): RateOutcome => ({ allowed: false, refusal: { index, retryAfter } });

describe('the limit the headers describe', () => {
  it('is the one with the fewest calls left, listed first in the policy', () => {
    expect(describeLimits([minute, day], allowed([7, 60], [199, 86_400]))).toEqual({ limit: 8, remaining: 7, reset: 60, policies: [minute.rule, day.rule] });
    expect(describeLimits([minute, day], allowed([5, 12], [2, 3600]))).toEqual({ limit: 200, remaining: 2, reset: 3600, policies: [day.rule, minute.rule] });
  });

  it('of limits with as few left, is the one that frees up last; of equals, the first', () => {
    expect(describeLimits([resend, perId], allowed([0, 30], [0, 600]))).toMatchObject({ limit: 5, remaining: 0, reset: 600 });
    expect(describeLimits([perId, resend], allowed([0, 30], [0, 30]))).toMatchObject({ limit: 5, remaining: 0, reset: 30 });
  });

  it('on a refusal is the check that refused, with 0 left and Reset its Retry-After', () => {
    expect(describeLimits([resend, perId], refused(1, 750))).toEqual({ limit: 5, remaining: 0, reset: 750, policies: [perId.rule, resend.rule] });
  });
});

describe('the header fields', () => {
  it('carry the limit, the calls left, the seconds until one frees up, and every policy as limit;w=window', () => {
    expect(rateLimitHeaders({ limit: 8, remaining: 7, reset: 60, policies: [minute.rule, day.rule] })).toEqual({
      'ratelimit-limit': '8',
      'ratelimit-remaining': '7',
      'ratelimit-reset': '60',
      'ratelimit-policy': '8;w=60, 200;w=86400',
    });
  });

  it('list a policy the call is under twice only once', () => {
    expect(
      rateLimitHeaders({
        limit: 10,
        remaining: 3,
        reset: 5,
        policies: [
          { limit: 10, windowSeconds: 600 },
          { limit: 10, windowSeconds: 600 },
        ],
      })['ratelimit-policy'],
    ).toBe('10;w=600');
  });
});

/** A limiter answering the outcomes given, in turn. */
const scripted = (...outcomes: RateOutcome[]): RateLimiter & { resets: string[] } => {
  const resets: string[] = [];
  return { hit: async () => outcomes.shift()!, reset: async (key) => void resets.push(key), resets };
};
const sink = () => {
  const headers: Record<string, string> = {};
  return { headers, header: (name: string, value: string) => (headers[name] = value) };
};
const enforced = (checks: RateCheck[]) => checks.map((c) => ({ ...c, message: (s: number) => `wait ${s}` }));

describe("a route's reporting limiter", () => {
  it('puts the headers of a recorded hit on the reply', async () => {
    const reply = sink();
    await enforceRateLimits(reportingLimiter(reply, scripted(allowed([3, 40], [150, 80_000]))), enforced([minute, day]));
    expect(reply.headers).toEqual({ 'ratelimit-limit': '8', 'ratelimit-remaining': '3', 'ratelimit-reset': '40', 'ratelimit-policy': '8;w=60, 200;w=86400' });
  });

  it('on a refusal puts the same headers on the reply as the 429 carries, with Retry-After equal to Reset', async () => {
    const reply = sink();
    const error = await enforceRateLimits(reportingLimiter(reply, scripted(refused(0, 17))), enforced([minute, day])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect([(error as ApiError).statusCode, (error as ApiError).message]).toEqual([429, 'wait 17']);
    expect((error as ApiError).headers).toEqual({ ...reply.headers, 'retry-after': '17' });
    expect(reply.headers).toMatchObject({ 'ratelimit-remaining': '0', 'ratelimit-reset': '17' });
  });

  it('of several hits in one request keeps the one nearest to refusing', async () => {
    const reply = sink();
    const limiter = reportingLimiter(reply, scripted(allowed([4, 60]), allowed([9, 600]), allowed([1, 10])));
    await enforceRateLimits(limiter, enforced([minute]));
    await enforceRateLimits(limiter, enforced([perId]));
    expect(reply.headers).toMatchObject({ 'ratelimit-limit': '8', 'ratelimit-remaining': '4' });
    await enforceRateLimits(limiter, enforced([resend]));
    expect(reply.headers).toMatchObject({ 'ratelimit-limit': '1', 'ratelimit-remaining': '1', 'ratelimit-reset': '10', 'ratelimit-policy': '1;w=30' });
  });

  it('passes a reset on to the limiter it reports for', async () => {
    const inner = scripted();
    await reportingLimiter(sink(), inner).reset('password:1:a@example.com');
    expect(inner.resets).toEqual(['password:1:a@example.com']);
  });
});

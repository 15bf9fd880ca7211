import type { RateCheck, RateLimiter, RateOutcome, RateRule } from './rate-limit';

/**
 * The RateLimit header fields of draft-ietf-httpapi-ratelimit-headers-06 (RateLimit-Limit,
 * RateLimit-Remaining, RateLimit-Reset, RateLimit-Policy), the form clients and gateways read
 * today; the later drafts' single RateLimit field is not sent. docs/api.md says what each carries.
 */

/** What the headers say: one limit of the call (`limit`, `remaining`, `reset`) and every limit it is under, that one first. */
export type RateLimitState = { limit: number; remaining: number; reset: number; policies: RateRule[] };

/** Whether `a` is nearer to refusing than `b`: fewer events left, or as few and freeing up later. */
const nearer = (a: { remaining: number; reset: number }, b: { remaining: number; reset: number }) =>
  a.remaining < b.remaining || (a.remaining === b.remaining && a.reset > b.reset);

/**
 * The limit the headers describe, from the hit's own outcome: the check that refused, with 0 left
 * and Reset its Retry-After; else the check closest to refusing (the fewest left, and of those the
 * one that frees up last, since the next call needs all of them to have room; then the first).
 */
export function describeLimits(checks: RateCheck[], outcome: RateOutcome): RateLimitState {
  let index: number;
  let standing: { remaining: number; reset: number };
  if (outcome.allowed) {
    index = 0;
    outcome.standings.forEach((s, i) => {
      if (nearer(s, outcome.standings[index]!)) index = i;
    });
    standing = outcome.standings[index]!;
  } else {
    index = outcome.refusal.index;
    standing = { remaining: 0, reset: outcome.refusal.retryAfter };
  }
  const rule = checks[index]!.rule;
  return { limit: rule.limit, ...standing, policies: [rule, ...checks.filter((_, i) => i !== index).map((c) => c.rule)] };
}

/** The header fields, by their lower-case names (as Fastify keeps them). */
export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  const policies = [...new Set(state.policies.map((p) => `${p.limit};w=${p.windowSeconds}`))];
  return {
    'ratelimit-limit': String(state.limit),
    'ratelimit-remaining': String(state.remaining),
    'ratelimit-reset': String(state.reset),
    'ratelimit-policy': policies.join(', '),
  };
}

/** The part of a Fastify reply this needs. */
export type HeaderSink = { header(name: string, value: string): unknown };

/**
 * The limiter a route hands its services for one request: every hit it records or refuses puts
 * the RateLimit headers on this reply, so they leave with whatever the call then answers (the
 * success, a 429, or a later 400 or 404 of the same call, which was counted all the same). Of
 * several hits in one request the headers keep the one nearest to refusing. Services only count;
 * the headers are the route's, so the counting code stays free of HTTP.
 */
export function reportingLimiter(reply: HeaderSink, limiter: RateLimiter): RateLimiter {
  let shown: RateLimitState | undefined;
  return {
    async hit(checks, now) {
      const outcome = await limiter.hit(checks, now);
      const state = describeLimits(checks, outcome);
      if (!shown || nearer(state, shown)) {
        shown = state;
        for (const [name, value] of Object.entries(rateLimitHeaders(state))) reply.header(name, value);
      }
      return outcome;
    },
    reset: (key) => limiter.reset(key),
  };
}

/** A route's deps with their limiter reporting to this reply (reportingLimiter). */
export const reportingDeps = <D extends { limiter: RateLimiter }>(reply: HeaderSink, deps: D): D => ({
  ...deps,
  limiter: reportingLimiter(reply, deps.limiter),
});

/** An answer's RateLimit headers, the counts as numbers; a header not sent is undefined. */
export function rateLimitOf(res: { headers: Record<string, unknown> }) {
  const count = (name: string) => (res.headers[name] === undefined ? undefined : Number(res.headers[name]));
  return {
    limit: count('ratelimit-limit'),
    remaining: count('ratelimit-remaining'),
    reset: count('ratelimit-reset'),
    policy: res.headers['ratelimit-policy'] as string | undefined,
  };
}

/** The four headers as one line, for comparing whole answers. */
export const rateLimitLine = (res: { headers: Record<string, unknown> }) => {
  const { limit, remaining, reset, policy } = rateLimitOf(res);
  return `${limit} ${remaining} ${reset} ${policy}`;
};

/**
 * The rate-limit headers (lib/rate-limit-headers.ts) in the document: declared once under
 * components.headers and named on the answers of every call that counts against a limit, and
 * Retry-After on every 429.
 */

const integer = (minimum: number) => ({ type: 'integer', minimum });

const HEADERS = {
  'RateLimit-Limit': {
    description: 'Calls allowed in the window of the limit described: the one closest to refusing, or on a 429 the one that refused.',
    schema: integer(1),
  },
  'RateLimit-Remaining': {
    description: 'Calls that limit still allows, this one counted; 0 means the next one is refused.',
    schema: integer(0),
  },
  'RateLimit-Reset': {
    description: 'Seconds until the oldest call that limit counts leaves its sliding window and one more is allowed; on a 429, equal to Retry-After.',
    schema: integer(1),
  },
  'RateLimit-Policy': {
    description: 'Every limit the call is under, as limit;w=window-seconds, comma-separated, the described one first (e.g. 8;w=60, 200;w=86400).',
    schema: { type: 'string', examples: ['8;w=60, 200;w=86400'] },
  },
  'Retry-After': { description: 'Seconds until the call would pass.', schema: integer(1) },
};

/** The calls that count against a limit and say so in their answers (docs/api.md, Rate limits). */
export const RATE_LIMITED = new Set([
  'sendOtp',
  'sendVendorOtp',
  'signIn',
  'updateProfile',
  'uploadFile',
  'createEnquiry',
  'sendChatMessage',
  'sendVendorChatMessage',
  'makeOffer',
  'askAi',
]);

const ref = (name: keyof typeof HEADERS) => ({ $ref: `#/components/headers/${name}` });
const RATE_LIMIT_REFS = {
  'RateLimit-Limit': ref('RateLimit-Limit'),
  'RateLimit-Remaining': ref('RateLimit-Remaining'),
  'RateLimit-Reset': ref('RateLimit-Reset'),
  'RateLimit-Policy': ref('RateLimit-Policy'),
};

type Answer = { headers?: Record<string, unknown> };
type Operation = { operationId?: string; responses?: Record<string, Answer> };
type Document = { paths?: Record<string, Record<string, Operation>>; components?: Record<string, unknown> };

/** Names the headers on the counted calls' answers (openapi-headers.test.ts holds the list to the served routes). */
export function addRateLimitHeaders<D extends { paths?: unknown; components?: unknown }>(input: D): D {
  const document = input as Document;
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const limited = operation.operationId !== undefined && RATE_LIMITED.has(operation.operationId);
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        const counted = limited && (/^2\d\d$/.test(status) || status === '429');
        const headers = { ...(counted && RATE_LIMIT_REFS), ...(status === '429' && { 'Retry-After': ref('Retry-After') }) };
        if (Object.keys(headers).length > 0) answer.headers = { ...answer.headers, ...headers };
      }
    }
  }
  document.components = { ...document.components, headers: HEADERS };
  return input;
}

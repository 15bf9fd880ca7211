import { isIP } from 'node:net';
import { z } from 'zod';

const bool = (name: string) =>
  z.enum(['true', 'false', '1', '0', 'yes', 'no'], { error: `${name} must be true or false` }).transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * TRUST_PROXY: whom to believe about the client's address in X-Forwarded-For. Off by default
 * (every client could otherwise claim a fresh address and a fresh rate-limit budget); a number of
 * proxy hops in front of the server, or a comma-separated list of proxy addresses or CIDR ranges.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (value === '' || /^(false|off|no|0)$/i.test(value)) return false;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    if (/^(true|on|yes)$/i.test(value)) {
      ctx.addIssue({
        code: 'custom',
        message: "TRUST_PROXY=true would believe any client's X-Forwarded-For; give the number of proxies in front (such as 1) or their addresses",
      });
      return z.NEVER;
    }
    const list = value
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    const bad = list.find((v) => {
      const [address, bits, ...rest] = v.split('/');
      return !isIP(address ?? '') || rest.length > 0 || (bits !== undefined && !/^\d{1,3}$/.test(bits));
    });
    if (bad !== undefined) {
      ctx.addIssue({ code: 'custom', message: `TRUST_PROXY must be a number of proxy hops or a list of IP addresses or CIDR ranges; "${bad}" is neither` });
      return z.NEVER;
    }
    return list;
  });

/** A credential: unset and empty are the same (the built-in sandbox then stands in). */
const secret = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined);

/** Which of a provider's own environments live credentials belong to. */
const providerEnv = (name: string) =>
  z.enum(['sandbox', 'production'], { error: `${name} must be sandbox (the provider's own test environment) or production` }).default('production');

const url = (name: string, schemes: string[]) =>
  z
    .string()
    .trim()
    .refine((v) => schemes.some((s) => v.startsWith(`${s}://`)), `${name} must be a ${schemes.map((s) => `${s}://`).join(' or ')} URL`)
    .optional()
    .or(z.literal('').transform(() => undefined));

/** The whole configuration of a server process. Only this file reads process.env. */
export const EnvSchema = z.object({
  PORT: z
    .string()
    .regex(/^\d+$/, 'PORT must be a port number between 1 and 65535')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 65535, 'PORT must be a port number between 1 and 65535')
    .default(3000),
  HOST: z.string().trim().min(1, 'HOST must not be empty').default('localhost'),
  DATA_DIR: z.string().trim().min(1, 'DATA_DIR must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\/.+/, 'DATABASE_URL must be a postgres:// or postgresql:// connection string')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  STORE_REALM: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9_-]{0,62}$/i, 'STORE_REALM must be a realm name of letters, digits, "-" or "_"')
    .default('demo'),
  DEMO_MODE: bool('DEMO_MODE').default(true),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  WEB_DIST: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  SMTP_FROM: z.string().trim().min(3, 'SMTP_FROM must be a sender address').default('Bazaar <no-reply@localhost>'),
  NOTIFY_WEBHOOK_URL: z
    .string()
    .regex(/^https?:\/\/.+/, 'NOTIFY_WEBHOOK_URL must be an http:// or https:// URL')
    .optional(),
  TRUST_PROXY: trustProxy.default(false),
  REDIS_URL: url('REDIS_URL', ['redis', 'rediss']),
  TOKEN_SIGNING_KEYS: z.string().optional(),
  TOKEN_HASH_SECRET: z.string().optional(),
  S3_BUCKET: z.string().trim().optional(),
  S3_REGION: z.string().trim().default('us-east-1'),
  S3_ENDPOINT: url('S3_ENDPOINT', ['http', 'https']),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().optional(),
  S3_FORCE_PATH_STYLE: bool('S3_FORCE_PATH_STYLE').default(false),
  // Payment providers: with their credentials a provider is live; without, the built-in sandbox
  // takes its payments. Each provider's credentials come all together or not at all.
  CASHFREE_APP_ID: secret(),
  CASHFREE_SECRET_KEY: secret(),
  CASHFREE_ENV: providerEnv('CASHFREE_ENV'),
  STRIPE_SECRET_KEY: secret(),
  STRIPE_WEBHOOK_SECRET: secret(),
  APS_ACCESS_CODE: secret(),
  APS_MERCHANT_IDENTIFIER: secret(),
  APS_REQUEST_PHRASE: secret(),
  APS_RESPONSE_PHRASE: secret(),
  APS_ENV: providerEnv('APS_ENV'),
  PAYMENT_SANDBOX_URL: url('PAYMENT_SANDBOX_URL', ['http', 'https']),
  // The shopping assistant: with AI_BASE_URL (any OpenAI-compatible chat-completions server, such
  // as llama.cpp or Ollama, ending in /v1) and AI_MODEL, that model answers; without, the built-in
  // rule-based one does. AI_API_KEY only when the server asks for one.
  AI_BASE_URL: url('AI_BASE_URL', ['http', 'https']),
  AI_MODEL: z.string().trim().min(1, 'AI_MODEL must name a model').optional(),
  AI_API_KEY: secret(),
});
type ParsedEnv = z.infer<typeof EnvSchema>;
/** The settings, with PAYMENT_SANDBOX_URL defaulting to this server's own port. */
export type Env = Omit<ParsedEnv, 'PAYMENT_SANDBOX_URL'> & { PAYMENT_SANDBOX_URL: string };

/** Variables that only mean something together: all of a provider's credentials, or none. */
const CREDENTIAL_SETS: (keyof ParsedEnv)[][] = [
  ['CASHFREE_APP_ID', 'CASHFREE_SECRET_KEY'],
  ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
  ['APS_ACCESS_CODE', 'APS_MERCHANT_IDENTIFIER', 'APS_REQUEST_PHRASE', 'APS_RESPONSE_PHRASE'],
];

function incompleteSets(env: ParsedEnv): string[] {
  const ai =
    !env.AI_BASE_URL === !env.AI_MODEL ? [] : ['AI_BASE_URL, AI_MODEL: set both for an OpenAI-compatible assistant model, or neither for the built-in one'];
  return ai.concat(
    CREDENTIAL_SETS.flatMap((set) => {
      const missing = set.filter((name) => !env[name]);
      return missing.length > 0 && missing.length < set.length
        ? [`${missing.join(', ')}: set ${set.join(', ')} together, or none of them for the built-in sandbox`]
        : [];
    }),
  );
}

export class ConfigError extends Error {}

/** Reads and validates the environment; a bad value names its variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const picked = Object.fromEntries(Object.keys(EnvSchema.shape).map((k) => [k, source[k]]));
  const parsed = EnvSchema.safeParse(picked);
  const lines = parsed.success
    ? incompleteSets(parsed.data)
    : parsed.error.issues.map((i) => {
        const name = String(i.path[0] ?? '');
        return i.message.includes(name) ? i.message : `${name}: ${i.message}`;
      });
  if (!parsed.success || lines.length > 0) throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  return { ...parsed.data, PAYMENT_SANDBOX_URL: (parsed.data.PAYMENT_SANDBOX_URL ?? `http://localhost:${parsed.data.PORT}`).replace(/\/+$/, '') };
}

export const isProduction = () => process.env.NODE_ENV === 'production';

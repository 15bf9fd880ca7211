import { z } from 'zod';

const bool = (name: string) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: `${name} must be true or false` })
    .transform((v) => v === 'true' || v === '1' || v === 'yes');

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
});
export type Env = z.infer<typeof EnvSchema>;

export class ConfigError extends Error {}

/** Reads and validates the environment; a bad value names its variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const picked = Object.fromEntries(Object.keys(EnvSchema.shape).map((k) => [k, source[k]]));
  const parsed = EnvSchema.safeParse(picked);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const name = String(i.path[0] ?? '');
      return i.message.includes(name) ? i.message : `${name}: ${i.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return parsed.data;
}

export const isProduction = () => process.env.NODE_ENV === 'production';

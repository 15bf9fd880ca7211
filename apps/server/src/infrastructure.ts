import { resolve } from 'node:path';
import { Redis } from 'ioredis';
import type { Db } from './db/client';
import type { Env } from './env';
import { InProcessFanOut, type FanOut } from './lib/fan-out';
import { DbRateLimiter, type RateLimiter } from './lib/rate-limit';
import { RedisFanOut } from './lib/redis-fan-out';
import { RedisRateLimiter } from './lib/redis-rate-limit';
import { LocalFileStorage, S3FileStorage, type FileStorage } from './modules/files';
import { buildKeyRing, loadKeyMaterial, type KeyRing } from './modules/identity';
import type { PaymentSettings } from './modules/payments';

/**
 * The parts a server process gets from its settings: file storage (local folder or S3 bucket),
 * the rate limiter (database or Redis), the live-event fan-out (in-process or Redis pub/sub) and the token keys (key file or environment). What they
 * hold is shared by every process, so any number of them can serve one store.
 */
export type Infrastructure = { storage: FileStorage; limiter: RateLimiter; fanOut: FanOut; keys: KeyRing; close: () => Promise<void> };

export function createStorage(env: Env): FileStorage {
  if (!env.S3_BUCKET) return new LocalFileStorage(resolve(env.DATA_DIR, 'files'));
  return new S3FileStorage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}

export async function createInfrastructure(env: Env, db: Db, storage: FileStorage): Promise<Infrastructure> {
  const keys = await buildKeyRing(
    await loadKeyMaterial({ signingKeys: env.TOKEN_SIGNING_KEYS, hashSecret: env.TOKEN_HASH_SECRET, dataDir: resolve(env.DATA_DIR) }, db),
  );
  let redis: Redis | undefined;
  if (env.REDIS_URL) {
    // Fail at start with a clear message rather than on the first sign-in.
    redis = new Redis(env.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2 });
    await redis.connect();
  }
  const fanOut = redis ? new RedisFanOut(redis) : new InProcessFanOut();
  return {
    storage,
    keys,
    limiter: redis ? new RedisRateLimiter(redis) : new DbRateLimiter(db),
    fanOut,
    close: async () => {
      await fanOut.close();
      await redis?.quit();
      if (storage instanceof S3FileStorage) storage.close();
    },
  };
}

/** Which payment providers are live (their credentials are set) and where the built-in sandbox answers for the others. */
export function paymentSettings(env: Env): PaymentSettings {
  const environment = (value: 'sandbox' | 'production') => (value === 'sandbox' ? 'test' : 'production');
  return {
    sandboxUrl: () => env.PAYMENT_SANDBOX_URL,
    cashfree:
      env.CASHFREE_APP_ID && env.CASHFREE_SECRET_KEY
        ? { appId: env.CASHFREE_APP_ID, secretKey: env.CASHFREE_SECRET_KEY, environment: environment(env.CASHFREE_ENV) }
        : undefined,
    stripe: env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET } : undefined,
    amazonPay:
      env.APS_ACCESS_CODE && env.APS_MERCHANT_IDENTIFIER && env.APS_REQUEST_PHRASE && env.APS_RESPONSE_PHRASE
        ? {
            accessCode: env.APS_ACCESS_CODE,
            merchantIdentifier: env.APS_MERCHANT_IDENTIFIER,
            requestPhrase: env.APS_REQUEST_PHRASE,
            responsePhrase: env.APS_RESPONSE_PHRASE,
            environment: environment(env.APS_ENV),
          }
        : undefined,
  };
}

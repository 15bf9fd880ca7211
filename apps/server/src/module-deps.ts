import type { Db } from './db/client';
import type { FanOut } from './lib/fan-out';
import type { RateLimiter } from './lib/rate-limit';
import type { FileStorage } from './modules/files';
import type { KeyRing } from './modules/identity';
import type { Notifier } from './modules/notifier';
import type { RefundRow } from './modules/orders';
import type { PaymentGateways } from './modules/payments';
import type { StoreLookup } from './plugins/store-context';

/**
 * What route modules get from the application: the database, the token keys, the notifier, file
 * storage, the rate limiter, the payment gateways and the store lookup (cached per process). Its own file, so modules need not import
 * app.ts (which imports them).
 */
export type ModuleDeps = {
  db: Db;
  keys: KeyRing;
  notifier: Notifier;
  storage: FileStorage;
  limiter: RateLimiter;
  /** Live events between processes (the chat's): Redis pub/sub when REDIS_URL is set, in-process otherwise. */
  fanOut: FanOut;
  gateways: PaymentGateways;
  stores: StoreLookup;
  /** Asks the payment's provider for a refund orders recorded as pending (payments' issueRefund). */
  issueRefund: (refundId: number) => Promise<RefundRow | null>;
};

import type { Db } from './db/client';
import type { RateLimiter } from './lib/rate-limit';
import type { FileStorage } from './modules/files';
import type { KeyRing } from './modules/identity';
import type { Notifier } from './modules/notifier';
import type { PaymentGateways } from './modules/payments';

/**
 * What route modules get from the application: the database, the token keys, the notifier, file
 * storage, the rate limiter and the payment gateways. Its own file, so modules need not import
 * app.ts (which imports them).
 */
export type ModuleDeps = { db: Db; keys: KeyRing; notifier: Notifier; storage: FileStorage; limiter: RateLimiter; gateways: PaymentGateways };

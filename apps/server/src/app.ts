import Fastify, { type FastifyServerOptions } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ChangeFeed, Db } from './db/client';
import { InProcessFanOut, type FanOut } from './lib/fan-out';
import { DbRateLimiter, type RateLimiter } from './lib/rate-limit';
import type { ModuleDeps } from './module-deps';
import { accountRoutes } from './modules/account';
import { assistantRoutes, RuleModel, type AssistantModel } from './modules/assistant';
import { cartRoutes } from './modules/cart';
import { checkoutRoutes } from './modules/checkout';
import { catalogueRoutes } from './modules/catalogue';
import { deliveryRoutes } from './modules/delivery';
import {
  chatRoutes,
  documentRoutes,
  enquiryRoutes,
  formAttributeUploadRule,
  formRoutes,
  offerRoutes,
  vendorChatRoutes,
  vendorEnquiryRoutes,
  vendorFileRoutes,
  vendorOfferRoutes,
} from './modules/enquiries';
import { fileRoutes, uploadRoutes, type FileStorage } from './modules/files';
import { loadTranslations, translationRoutes } from './modules/i18n';
import { identityRoutes, sessionRoutes, type KeyRing } from './modules/identity';
import { outboxRoutes, type Notifier } from './modules/notifier';
import { issueRefund, onlinePaymentStarter, paymentRoutes, paymentWebhookRoutes, sandboxRoutes, setUpPayments, type PaymentSettings } from './modules/payments';
import { orderRoutes, returnImageRoutes, scheduleRoutes, vendorItemRoutes } from './modules/orders';
import { vendorAuthRoutes } from './modules/vendor-console';
import { createStoreResolver, storeRoutes } from './modules/store';
import { wishlistRoutes } from './modules/wishlist';
import { registerCompression } from './plugins/compression';
import { clientErrorHandler, registerErrorHandling } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
import { registerRequestContext } from './plugins/request-context';
import { fastSerializerCompiler } from './plugins/serializer';
import { StoreCache } from './plugins/store-cache';
import { DEFAULT_WEB_DIST, registerWebApp } from './plugins/web-app';

export type AppDeps = {
  db: Db;
  storage: FileStorage;
  notifier: Notifier;
  demoMode: boolean;
  storeRealm: string;
  webDist?: string;
  logger?: FastifyServerOptions['logger'];
  translations?: Map<string, string>;
  /** Token signing keys and the hash secret, loaded from outside the database (key-material.ts). */
  keys: KeyRing;
  /** Rate limits in Redis when REDIS_URL is set; in the database otherwise (the default). */
  limiter?: RateLimiter;
  /** Live events (chat) shared by every process through Redis when REDIS_URL is set; in-process otherwise (the default). */
  fanOut?: FanOut;
  /** Fastify's trustProxy: off unless TRUST_PROXY says how many hops or which addresses to believe. */
  trustProxy?: false | number | string[];
  /** Payment providers' credentials; a provider without them is served by the built-in sandbox. */
  payments?: PaymentSettings;
  /** The database's LISTEN (Database.watch): with it store rows are cached until a change is heard. */
  changes?: ChangeFeed;
  /** Who writes the shopping assistant's answers: an OpenAI-compatible model when configured, else the built-in rule-based one. */
  assistantModel?: AssistantModel;
  /** Check every response against its contract before it is written (the tests); off in production. */
  validateResponses?: boolean;
};

/** Without settings (some tests) every provider is sandboxed, reached on the default port. */
const SANDBOX_ONLY: PaymentSettings = { sandboxUrl: () => 'http://localhost:3000' };

/** Fastify's types know no hop count; a count n means: believe the n nearest hops. */
const proxyTrust = (setting: AppDeps['trustProxy']) => (typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : (setting ?? false));

/** Builds the whole HTTP application from its parts; main.ts and tests both use it. */
export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: proxyTrust(deps.trustProxy),
    bodyLimit: 1_048_576,
    // A request Node refuses before Fastify sees it (a very long URL) still gets the envelope.
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(fastSerializerCompiler({ validate: deps.validateResponses ?? false }));
  registerErrorHandling(app);
  const stores = new StoreCache(deps.db);
  if (deps.changes) await stores.watch(deps.changes);
  app.addHook('onClose', () => stores.close());
  registerRequestContext(app, { db: deps.db, keys: deps.keys, stores });
  app.decorate('stores', stores);
  const payments = setUpPayments(deps.payments ?? SANDBOX_ONLY, deps.keys.hashSecret);
  await registerCompression(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        // Live gateways' payment pages take a form post (APS, Cashfree); the sandbox is same-origin.
        formAction: ["'self'", ...payments.formActionHosts],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await registerOpenApi(app);
  const fanOut = deps.fanOut ?? new InProcessFanOut();
  if (!deps.fanOut) app.addHook('onClose', () => fanOut.close());
  const moduleDeps: ModuleDeps = {
    db: deps.db,
    keys: deps.keys,
    notifier: deps.notifier,
    storage: deps.storage,
    limiter: deps.limiter ?? new DbRateLimiter(deps.db),
    fanOut,
    gateways: payments.gateways,
    stores,
    issueRefund: (refundId) => issueRefund(deps.db, payments.gateways, refundId, app.log),
  };
  await app.register(accountRoutes(moduleDeps));
  await app.register(identityRoutes(moduleDeps));
  await app.register(sessionRoutes(moduleDeps));

  await app.register(storeRoutes(moduleDeps));
  await app.register(catalogueRoutes(moduleDeps));
  await app.register(cartRoutes(moduleDeps));
  await app.register(wishlistRoutes(moduleDeps));
  await app.register(deliveryRoutes(moduleDeps));
  await app.register(checkoutRoutes(moduleDeps, { startOnlinePayment: onlinePaymentStarter(moduleDeps) }));
  await app.register(orderRoutes(moduleDeps));
  await app.register(scheduleRoutes(moduleDeps));
  await app.register(vendorAuthRoutes(moduleDeps));
  await app.register(vendorItemRoutes(moduleDeps));
  await app.register(returnImageRoutes(moduleDeps));
  await app.register(translationRoutes(deps.translations ?? loadTranslations()));
  await app.register(fileRoutes(deps.storage));
  await app.register(uploadRoutes({ ...moduleDeps, formAttribute: formAttributeUploadRule }));
  await app.register(enquiryRoutes(moduleDeps));
  await app.register(chatRoutes(moduleDeps));
  await app.register(vendorChatRoutes(moduleDeps));
  await app.register(formRoutes(moduleDeps));
  await app.register(documentRoutes(moduleDeps));
  await app.register(vendorEnquiryRoutes(moduleDeps));
  await app.register(vendorFileRoutes(moduleDeps));
  await app.register(offerRoutes(moduleDeps));
  await app.register(vendorOfferRoutes(moduleDeps));
  await app.register(assistantRoutes(moduleDeps, deps.assistantModel ?? new RuleModel()));
  await app.register(paymentRoutes(moduleDeps));
  await app.register(paymentWebhookRoutes(moduleDeps));
  if (payments.sandbox) await app.register(sandboxRoutes(payments.sandbox));
  if (deps.demoMode) await app.register(outboxRoutes(deps.db));
  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  await registerWebApp(app, { dist: deps.webDist ?? DEFAULT_WEB_DIST, realm: deps.storeRealm, storeForHost: createStoreResolver(deps.db, deps.storeRealm) });
  return app;
}

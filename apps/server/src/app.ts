import Fastify, { type FastifyServerOptions } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from './db/client';
import { accountRoutes } from './modules/account/account.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { deliveryRoutes } from './modules/delivery/delivery.routes';
import type { FileStorage } from './modules/files/file-storage';
import { identityRoutes } from './modules/identity/identity.routes';
import { sessionRoutes } from './modules/identity/sessions.routes';
import { loadKeyRing, type KeyRing } from './modules/identity/signing-keys';
import { fileRoutes } from './modules/files/files.routes';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes';
import { translationRoutes } from './modules/i18n/i18n.routes';
import { loadTranslations } from './modules/i18n/translations';
import type { Notifier } from './modules/notifier/notifier';
import { outboxRoutes } from './modules/notifier/outbox.routes';
import { storeRoutes } from './modules/store/store.routes';
import { registerErrorHandling } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
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
  keys?: KeyRing;
};

/** What route modules get: the database, the token keys and the notifier. */
export type ModuleDeps = { db: Db; keys: KeyRing; notifier: Notifier; storage: FileStorage };

/** Builds the whole HTTP application from its parts; main.ts and tests both use it. */
export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: true,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await registerOpenApi(app);
  const keys = deps.keys ?? (await loadKeyRing(deps.db));
  const moduleDeps: ModuleDeps = { db: deps.db, keys, notifier: deps.notifier, storage: deps.storage };
  await app.register(accountRoutes(moduleDeps));
  await app.register(identityRoutes(moduleDeps));
  await app.register(sessionRoutes(moduleDeps));

  await app.register(storeRoutes(moduleDeps));
  await app.register(catalogueRoutes(moduleDeps));
  await app.register(cartRoutes(moduleDeps));
  await app.register(wishlistRoutes(moduleDeps));
  await app.register(deliveryRoutes(moduleDeps));
  await app.register(translationRoutes(deps.translations ?? loadTranslations()));
  await app.register(fileRoutes(deps.storage));
  if (deps.demoMode) await app.register(outboxRoutes(deps.db));
  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  await registerWebApp(app, { dist: deps.webDist ?? DEFAULT_WEB_DIST, realm: deps.storeRealm });
  return app;
}

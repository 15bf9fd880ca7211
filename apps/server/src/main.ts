import { resolve } from 'node:path';
import { buildApp } from './app';
import { OpenAiModel } from './modules/assistant';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed';
import { ConfigError, loadEnv } from './env';
import { createInfrastructure, createStorage, paymentSettings } from './infrastructure';
import { logOutput, servingLine } from './log-output';
import { createNotifier } from './modules/notifier';
import { scheduleReconciliation, setUpPayments } from './modules/payments';

async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const dataDir = resolve(env.DATA_DIR);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
  const storage = createStorage(env);
  // Under one lock, so processes starting together on an empty database seed it once.
  const seeded = await database.prepare((db) => seedIfEmpty(db, storage));
  const infrastructure = await createInfrastructure(env, database.db, storage);

  // Delivery failures are logged by the app's logger, which exists only once the app is built.
  const report = { error: (_error: unknown): void => undefined };
  const { notifier, channels } = createNotifier(
    database.db,
    { demoMode: env.DEMO_MODE, smtpUrl: env.SMTP_URL, smtpFrom: env.SMTP_FROM, webhookUrl: env.NOTIFY_WEBHOOK_URL },
    (error) => report.error(error),
  );
  const payments = paymentSettings(env);
  const app = await buildApp({
    db: database.db,
    storage,
    notifier,
    keys: infrastructure.keys,
    limiter: infrastructure.limiter,
    fanOut: infrastructure.fanOut,
    trustProxy: env.TRUST_PROXY,
    demoMode: env.DEMO_MODE,
    storeRealm: env.STORE_REALM,
    webDist: env.WEB_DIST,
    logger: logOutput(env.LOG_LEVEL),
    payments,
    changes: database.watch,
    assistantModel: env.AI_BASE_URL && env.AI_MODEL ? new OpenAiModel({ baseUrl: env.AI_BASE_URL, model: env.AI_MODEL, apiKey: env.AI_API_KEY }) : undefined,
  });
  // Payments nobody confirmed (a closed tab, a lost webhook) are asked about once a minute.
  const stopReconciliation = scheduleReconciliation(database.db, setUpPayments(payments, infrastructure.keys.hashSecret).gateways, app.log);

  report.error = (error) => app.log.error({ err: error }, 'a message could not be delivered');
  if (channels.length === 0) app.log.warn('No SMTP_URL or NOTIFY_WEBHOOK_URL and DEMO_MODE is off: sign-in codes cannot be delivered');

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    stopReconciliation();
    await app.close();
    await infrastructure.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(
    {
      database: database.driver,
      seeded,
      realm: env.STORE_REALM,
      demoMode: env.DEMO_MODE,
      notifier: channels,
      rateLimits: env.REDIS_URL ? 'redis' : 'database',
      files: env.S3_BUCKET ? 's3' : 'local',
      assistant: env.AI_BASE_URL ? `openai-compatible (${env.AI_MODEL})` : 'rule-based',
      trustProxy: env.TRUST_PROXY,
      payments: {
        cashfree: payments.cashfree ? 'live' : 'sandbox',
        stripe: payments.stripe ? 'live' : 'sandbox',
        amazonPay: payments.amazonPay ? 'live' : 'sandbox',
      },
    },
    'started',
  );
  app.log.info(servingLine(env.HOST, env.PORT));
}

main().catch((error: unknown) => {
  console.error('Bazaar could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});

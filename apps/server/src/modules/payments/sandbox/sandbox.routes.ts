import fastifyFormbody from '@fastify/formbody';
import type { FastifyPluginAsync } from 'fastify';
import type { SandboxSetup } from '../payment-setup';
import { registerApsSandbox } from './aps-sandbox';
import { registerCashfreeSandbox } from './cashfree-sandbox';
import { registerSandboxAssets } from './hosted-page';
import { registerStripeSandbox } from './stripe-sandbox';

/**
 * The built-in sandbox: registered only when a provider has no real credentials, and then only
 * for those providers. Encapsulated, so the form-body parser it needs (Stripe's API and the
 * hosted pages' buttons post forms) stays out of the rest of the app.
 */
export const sandboxRoutes =
  (setup: SandboxSetup): FastifyPluginAsync =>
  async (app) => {
    await app.register(fastifyFormbody, { bodyLimit: 64 * 1024 });
    registerSandboxAssets(app);
    if (setup.providers.has('stripe')) registerStripeSandbox(app, setup);
    if (setup.providers.has('cashfree')) registerCashfreeSandbox(app, setup);
    if (setup.providers.has('amazon_pay')) registerApsSandbox(app, setup);
  };

import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ErrorEnvelope, PaymentStatusSchema } from '@bazaar/contracts';
import { ApiError, badRequest } from '../../lib/api-error';
import { ok } from '../../lib/envelope';
import type { ModuleDeps } from '../../module-deps';
import { settlePayment } from '../orders';
import { PaymentVerificationError, type GatewayProvider, type GatewayStatus } from './gateway';
import { AMAZON_PAY_NOTIFY_PATH, AMAZON_PAY_RETURN_PATH, CASHFREE_WEBHOOK_PATH, orderStatusPage, STRIPE_WEBHOOK_PATH } from './payment-paths';

/**
 * What providers send us: webhooks (Cashfree, Stripe), APS's server-to-server notification, and
 * the APS result the shopper's browser posts back. Every one is verified against the raw body,
 * exactly as the provider signed it, so this plugin keeps its own content-type parser that hands
 * over the bytes; a bad signature is a 400 that changes nothing, a good one goes to settlePayment.
 */

const WEBHOOK_BODY_LIMIT = 256 * 1024;
const tags = ['payments'];

const WebhookAnswer = envelope(z.object({ order_id: z.number().int(), payment_status: PaymentStatusSchema, changed: z.boolean() }).nullable());
const answers = { 200: WebhookAnswer, 400: ErrorEnvelope, 404: ErrorEnvelope };

function rawBody(request: FastifyRequest): Buffer {
  const body = request.body;
  if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest("The request has no body; send the provider's payload as it was signed");
  return body;
}

/** Reads a provider's message; a signature or content that does not check out is a 400. */
async function verified(read: () => Promise<GatewayStatus | null> | GatewayStatus | null, request: FastifyRequest): Promise<GatewayStatus | null> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof PaymentVerificationError)) throw error;
    request.log.warn({ reason: error.message, url: request.url }, 'a payment message was refused');
    throw new ApiError(400, `This payment message was refused (${error.message}); nothing was changed`);
  }
}

export const paymentWebhookRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Encapsulated: only these routes take their bodies as bytes.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));

    const receive = (provider: GatewayProvider) => async (request: FastifyRequest) => {
      const body = rawBody(request);
      const report = await verified(() => deps.gateways[provider].readWebhook(body, request.headers), request);
      if (!report) return ok(null, 'Not a payment outcome; nothing to do');
      const settled = await settlePayment(deps.db, provider, report);
      return ok(
        { order_id: settled.orderId, payment_status: settled.paymentStatus, changed: settled.changed },
        settled.changed ? 'Payment updated' : 'Already up to date; nothing changed',
      );
    };

    const summary = (who: string) => `${who}; verified against the raw body. A bad signature is refused with 400 and changes nothing.`;
    app.post(
      CASHFREE_WEBHOOK_PATH,
      { schema: { tags, summary: summary('Cashfree payment webhooks (x-webhook-signature)'), response: answers } },
      receive('cashfree'),
    );
    app.post(STRIPE_WEBHOOK_PATH, { schema: { tags, summary: summary('Stripe webhooks (Stripe-Signature)'), response: answers } }, receive('stripe'));
    app.post(
      AMAZON_PAY_NOTIFY_PATH,
      { schema: { tags, summary: summary('Amazon Payment Services notifications, form-encoded or JSON, signed with the response phrase'), response: answers } },
      receive('amazon_pay'),
    );

    app.post(
      AMAZON_PAY_RETURN_PATH,
      {
        schema: {
          tags,
          summary: "Where Amazon Payment Services posts the shopper's browser back with the signed result; answers 303 to /order-status.",
          response: { 400: ErrorEnvelope, 404: ErrorEnvelope },
        },
      },
      async (request, reply) => {
        const fields = Object.fromEntries(new URLSearchParams(rawBody(request).toString('utf8')));
        const gateway = deps.gateways.amazon_pay;
        const report = await verified(() => gateway.readReturn?.(fields) ?? null, request);
        if (!report) throw badRequest('This return could not be read');
        const settled = await settlePayment(deps.db, 'amazon_pay', report);
        return reply.redirect(orderStatusPage(settled.orderId), 303);
      },
    );
  };

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BoundedMap, formMetadata, IDEMPOTENCY_CONFLICT, type idempotencyKeys, randomId } from './sandbox-support';

/**
 * Stripe's Refunds API as the SDK calls it: a refund of a PaymentIntent, part or all of what it
 * took and never more, with the Idempotency-Key giving a retry the same refund. Card refunds in
 * test mode succeed at once.
 */

type Form = Record<string, string | undefined>;
type PaidSession = { amount_total: number; currency: string; payment_intent: string | null; status: string };

type Helpers = {
  authorised: (request: FastifyRequest, reply: FastifyReply) => boolean;
  sessions: () => Iterable<PaidSession>;
  error: (reply: FastifyReply, status: number, message: string, type?: string) => FastifyReply;
  idempotent: ReturnType<typeof idempotencyKeys>;
};

type SandboxRefund = {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
};

export function registerStripeRefunds(app: FastifyInstance, { authorised, sessions, error, idempotent }: Helpers): void {
  const refunds = new BoundedMap<string, SandboxRefund>();
  const refundedOf = (intent: string) => [...refunds.values()].filter((r) => r.payment_intent === intent).reduce((sum, r) => sum + r.amount, 0);

  app.post('/v1/refunds', { schema: { hide: true } }, async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const form = (request.body ?? {}) as Form;
    const earlier = idempotent.earlier(request.headers, form);
    if (earlier === 'conflict') return error(reply, 400, IDEMPOTENCY_CONFLICT, 'idempotency_error');
    if (earlier) return refunds.get(earlier);
    const intent = form.payment_intent ?? '';
    const session = [...sessions()].find((s) => s.payment_intent === intent && s.status === 'complete');
    if (!session) return error(reply, 404, `No such payment_intent: '${intent}'`);
    const left = session.amount_total - refundedOf(intent);
    const amount = form.amount === undefined ? left : Number(form.amount);
    if (!Number.isInteger(amount) || amount < 1) return error(reply, 400, 'amount must be a positive whole number of the smallest currency unit');
    if (left <= 0) return error(reply, 400, `Charge for ${intent} has already been refunded.`);
    if (amount > left) return error(reply, 400, `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`);
    const refund: SandboxRefund = {
      id: randomId('re_'),
      object: 'refund',
      amount,
      currency: session.currency,
      payment_intent: intent,
      status: 'succeeded',
      reason: form.reason ?? null,
      metadata: formMetadata(form),
      created: Math.floor(Date.now() / 1000),
    };
    refunds.set(refund.id, refund);
    idempotent.remember(request.headers, form, refund.id);
    return refund;
  });

  app.get('/v1/refunds/:id', { schema: { hide: true } }, async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    return refunds.get((request.params as { id: string }).id) ?? error(reply, 404, 'No such refund');
  });
}

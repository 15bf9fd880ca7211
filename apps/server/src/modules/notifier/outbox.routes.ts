import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelope, OutboxQuery, OutboxResponse } from '@bazaar/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../lib/envelope';
import { listOutbox } from './notifier';

/** Demo mode only: what the notifier would have sent to one recipient, newest last. */
export const outboxRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/dev/outbox',
      {
        schema: {
          tags: ['dev'],
          summary: 'Messages sent to a phone number or email (demo mode only).',
          querystring: OutboxQuery,
          response: { 200: OutboxResponse, 400: ErrorEnvelope },
        },
      },
      async (request) => ok({ messages: await listOutbox(db, request.query.to) }),
    );
  };

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LoginHistoryResponse, PageQuery, SessionIdParams, SessionsResponse, envelope } from '@bazaar/contracts';
import type { ModuleDeps } from '../../module-deps';
import { ok } from '../../lib/envelope';
import { commonErrors } from '../../lib/route-schemas';
import { listActiveSessions, loginHistory, revokeOtherSessions, revokeSession } from './session.service';

/** The customer's own sessions: where they are signed in, where they were, and ending them. */
export const sessionRoutes =
  (_deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/ums/rest/v3/sessions',
      {
        schema: {
          tags: ['sessions'],
          summary: 'Active sessions; the one making the call is marked current.',
          response: { 200: SessionsResponse, ...commonErrors },
        },
      },
      async (request) => ok(await listActiveSessions(await request.customerContext())),
    );

    app.get(
      '/ums/rest/v3/sessions/history',
      {
        schema: {
          tags: ['sessions'],
          summary: 'Login history, newest first.',
          querystring: PageQuery,
          response: { 200: LoginHistoryResponse, ...commonErrors },
        },
      },
      async (request) => {
        const ctx = await request.customerContext();
        const page = request.query['page-number'] ?? 1;
        const limit = request.query['page-limit'] ?? 10;
        return ok(await loginHistory(ctx, page === -1 ? 1 : page, page === -1 ? 100 : limit));
      },
    );

    app.delete(
      '/ums/rest/v3/sessions/:id',
      { schema: { tags: ['sessions'], summary: 'End one of my sessions.', params: SessionIdParams, response: { 200: envelope(z.null()), ...commonErrors } } },
      async (request) => {
        await revokeSession(await request.customerContext(), request.params.id);
        return ok(null, 'That device is signed out');
      },
    );

    app.delete(
      '/ums/rest/v3/sessions',
      {
        schema: {
          tags: ['sessions'],
          summary: 'End every session but this one.',
          response: { 200: envelope(z.object({ revoked: z.number().int() })), ...commonErrors },
        },
      },
      async (request) => {
        const revoked = await revokeOtherSessions(await request.customerContext());
        return ok({ revoked }, revoked === 1 ? '1 other device is signed out' : `${revoked} other devices are signed out`);
      },
    );
  };

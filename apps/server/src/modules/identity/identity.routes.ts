import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorEnvelope,
  OtpSendBody,
  OtpSendResponse,
  PasswordResetBody,
  RealmName,
  RefreshTokenBody,
  SessionLogoutBody,
  SigninBody,
  SignupBody,
  TokenSetResponse,
  WrongCodeResponse,
  envelope,
} from '@bazaar/contracts';
import type { ModuleDeps } from '../../module-deps';
import { ok } from '../../lib/envelope';
import { reportingDeps } from '../../lib/rate-limit-headers';
import { commonErrors } from '../../lib/route-schemas';
import { requestOtp, resetPassword, signinWithOtp, signinWithPassword, signup } from './identity.service';
import { logoutWithIdToken, refreshSession } from './session.service';

const errors = { ...commonErrors, 429: ErrorEnvelope };
/** A wrong code's 401 says how many tries the code has left (a wrong password's has no body). */
const codeErrors = { ...errors, 401: WrongCodeResponse };
const device = (request: FastifyRequest) => ({ userAgent: String(request.headers['user-agent'] ?? ''), ip: request.ip });
const realmHeader = z.object({ 'realm-name': z.string().optional() });
/** A signed-in caller sends its token, not the realm-name header, and names the store here instead (a code to set a password). */
const realmQuery = z.object({
  'realm-name': RealmName.optional().describe('The store, when the realm-name header is not sent (a signed-in caller asking for a password code).'),
});

export const identityRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, keys } = deps;
    app.post(
      '/ums/rest/v3/otp/send',
      {
        schema: {
          tags: ['identity'],
          summary: 'Send a 6-digit code to a phone number or email (answers alike whether or not an account exists).',
          headers: realmHeader,
          querystring: realmQuery,
          body: OtpSendBody,
          response: { 200: OtpSendResponse, ...errors },
        },
      },
      async (request, reply) => {
        const ctx = await request.storeContext();
        const result = await requestOtp(ctx, reportingDeps(reply, deps), { ...request.body, ip: request.ip });
        return ok(result, 'If this phone number or email can receive codes, one is on its way');
      },
    );

    app.post(
      '/ums/rest/v3/signup',
      {
        schema: {
          tags: ['identity'],
          summary: 'Create an account with a sign-up code.',
          headers: realmHeader,
          body: SignupBody,
          response: { 200: TokenSetResponse, ...codeErrors },
        },
      },
      async (request) => ok(await signup(await request.storeContext(), keys, request.body, device(request)), 'Welcome'),
    );

    app.post(
      '/ums/rest/v3/signin',
      {
        schema: {
          tags: ['identity'],
          summary: 'Sign in with a code or a password.',
          headers: realmHeader,
          body: SigninBody,
          response: { 200: TokenSetResponse, ...codeErrors },
        },
      },
      async (request, reply) => {
        const ctx = await request.storeContext();
        const { identifier, otp, password } = request.body;
        const tokens =
          otp !== undefined
            ? await signinWithOtp(ctx, keys, { identifier, otp }, device(request))
            : await signinWithPassword(ctx, reportingDeps(reply, deps), { identifier, password: password! }, device(request));
        return ok(tokens, 'Signed in');
      },
    );

    app.post(
      '/ums/rest/v3/password/reset',
      {
        schema: {
          tags: ['identity'],
          summary:
            'Set or reset a password with a code sent for purpose "password". Every session ends, except the ' +
            "caller's own when a valid bearer token of the same customer is sent.",
          headers: realmHeader,
          body: PasswordResetBody,
          response: { 200: envelope(z.null()), ...codeErrors },
        },
      },
      async (request) => {
        // Signed out: the realm-name header names the store. Signed in: the token does, and must be valid.
        const ctx = await request.visitorContext();
        const caller = 'customerId' in ctx ? ctx : undefined;
        const { keptSession } = await resetPassword(ctx, keys, request.body, caller);
        return ok(null, keptSession ? 'Your password is set; other devices were signed out' : 'Your password is set; please sign in again');
      },
    );

    app.post(
      '/ums/rest/v3/refresh-token',
      {
        schema: {
          tags: ['identity'],
          summary: 'Swap a refresh token for a new token set; the old refresh token dies (spec §7).',
          body: RefreshTokenBody,
          response: { 200: TokenSetResponse, ...errors },
        },
      },
      async (request) => ok(await refreshSession(db, keys, request.body.refresh_token, request.body.realm_name)),
    );

    app.post(
      '/ums/rest/v3/session-logout',
      {
        schema: {
          tags: ['identity'],
          summary: 'End the session named by the id token (spec §7).',
          body: SessionLogoutBody,
          response: { 200: envelope(z.null()), ...errors },
        },
      },
      async (request) => {
        await logoutWithIdToken(db, keys, request.body.id_token_hint);
        return ok(null, 'Signed out');
      },
    );

    app.get(
      '/ums/rest/v3/jwks',
      { schema: { tags: ['identity'], summary: 'Every live public key that verifies Bazaar tokens (JWKS); tokens name theirs by kid.' } },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=3600');
        return { keys: keys.publicJwks };
      },
    );
  };

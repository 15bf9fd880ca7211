import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactVerifyBody, ErrorEnvelope, ProfileResponse, ProfileUpdateBody, ProfileUpdateResponse } from '@bazaar/contracts';
import type { ModuleDeps } from '../../module-deps';
import { ok } from '../../lib/envelope';
import { reportingDeps } from '../../lib/rate-limit-headers';
import { languageQuery } from '../../lib/route-schemas';
import { confirmContactChange } from './contact-change.service';
import { getProfile, updateProfile } from './profile.service';

export const profileRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/cfs/rest/v3/profile',
      {
        schema: {
          tags: ['account'],
          summary: "The signed-in customer's profile.",
          querystring: languageQuery,
          response: { 200: ProfileResponse, 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope },
        },
      },
      async (request) => {
        const ctx = await request.customerContext();
        return ok(await getProfile(ctx));
      },
    );

    app.put(
      '/cfs/rest/v3/profile',
      {
        schema: {
          tags: ['account'],
          summary:
            'Changes name, gender or date of birth at once, and clears email or phone. A new email or phone is not applied: ' +
            'a code goes to it (pending_contact_change) and POST /profile/contact/verify applies it. The answer is the same ' +
            'whether or not another account uses the contact.',
          querystring: languageQuery,
          body: ProfileUpdateBody,
          response: { 200: ProfileUpdateResponse, 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope, 429: ErrorEnvelope },
        },
      },
      async (request, reply) => {
        const ctx = await request.customerContext();
        const result = await updateProfile(ctx, reportingDeps(reply, deps), request.body, request.ip);
        const pending = result.pending_contact_change;
        const message = pending
          ? `We sent a code to ${pending.to}. Enter it to confirm your new ${pending.channel === 'email' ? 'email' : 'phone number'}.`
          : 'Profile updated';
        return ok(result, message);
      },
    );

    app.post(
      '/cfs/rest/v3/profile/contact/verify',
      {
        schema: {
          tags: ['account'],
          summary: 'Applies a new email or phone with the code sent to it by PUT /profile; the old contact is told.',
          querystring: languageQuery,
          body: ContactVerifyBody,
          response: { 200: ProfileResponse, 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope },
        },
      },
      async (request) => {
        const ctx = await request.customerContext();
        const { email, phone, otp } = request.body;
        const profile = await confirmContactChange(ctx, deps, (email ?? phone)!, otp);
        return ok(profile, email ? 'Your email is changed' : 'Your phone number is changed');
      },
    );
  };

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorEnvelope,
  OtpSendResponse,
  VENDOR_OTP_PATH,
  VENDOR_SIGN_IN_PATH,
  VendorOtpBody,
  VendorSessionResponse,
  VendorSignInBody,
  WrongCodeResponse,
} from '@bazaar/contracts';
import type { ModuleDeps } from '../../module-deps';
import { ok } from '../../lib/envelope';
import { reportingDeps } from '../../lib/rate-limit-headers';
import { commonErrors } from '../../lib/route-schemas';
import { sendVendorCode, signInVendor } from './vendor-auth.service';

const errors = { ...commonErrors, 429: ErrorEnvelope };
const realmHeader = z.object({ 'realm-name': z.string().optional() });
const tags = ['vendor console'];

/** The vendor console's sign-in: a one-time code, then a vendor token (issue #12). */
export const vendorAuthRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      VENDOR_OTP_PATH,
      {
        schema: {
          tags,
          summary: "Sends a vendor user a sign-in code (answers alike whether or not they are one of the store's vendor users).",
          headers: realmHeader,
          body: VendorOtpBody,
          response: { 200: OtpSendResponse, ...errors },
        },
      },
      async (request, reply) => {
        const result = await sendVendorCode(await request.storeContext(), reportingDeps(reply, deps), { identifier: request.body.identifier, ip: request.ip });
        return ok(result, 'If this phone number or email belongs to a vendor user, a code is on its way');
      },
    );
    app.post(
      VENDOR_SIGN_IN_PATH,
      {
        schema: {
          tags,
          summary: "Signs a vendor user in with their code; answers the vendor console's token.",
          headers: realmHeader,
          body: VendorSignInBody,
          response: { 200: VendorSessionResponse, ...errors, 401: WrongCodeResponse },
        },
      },
      async (request) => ok(await signInVendor(await request.storeContext(), deps.keys, request.body), 'Signed in'),
    );
  };

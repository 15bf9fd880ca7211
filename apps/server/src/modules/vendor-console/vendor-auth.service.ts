import { and, eq } from 'drizzle-orm';
import type { VendorSession } from '@bazaar/contracts';
import { vendors, vendorUsers } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import type { RequestContext } from '../../plugins/store-context';
import { checkOtp, issueVendorToken, sendOtp, VENDOR_TOKEN_SECONDS, wrongCode, type KeyRing, type OtpDeps } from '../identity';

/**
 * A vendor user signs in as a shopper does, with a one-time code to their phone or email, but for
 * the vendor console (purpose 'vendor'): the code is sent only to a known vendor user, and the
 * answer is the same either way, so it tells nobody who works for a vendor.
 */

const WRONG = 'The code is wrong or has expired';

async function findVendorUser(ctx: RequestContext, identifier: string) {
  const [row] = await ctx.db
    .select({ id: vendorUsers.id, name: vendorUsers.name, vendorId: vendorUsers.vendorId, vendorName: vendors.name })
    .from(vendorUsers)
    .innerJoin(vendors, eq(vendors.id, vendorUsers.vendorId))
    .where(and(eq(vendorUsers.storeId, ctx.store.id), eq(vendorUsers.identifier, identifier)))
    .limit(1);
  return row;
}

export async function sendVendorCode(ctx: RequestContext, deps: OtpDeps, input: { identifier: string; ip: string }) {
  const user = await findVendorUser(ctx, input.identifier);
  return sendOtp(ctx, deps, {
    identifier: input.identifier,
    purpose: 'vendor',
    ip: input.ip,
    deliver: user !== undefined,
    wording: (code) => ({
      subject: `Your ${ctx.store.displayName} vendor console code`,
      body: `${code} is your code for the ${ctx.store.displayName} vendor console. It expires in 5 minutes. Do not share it with anyone.`,
    }),
  });
}

export async function signInVendor(ctx: RequestContext, keys: KeyRing, input: { identifier: string; otp: string }): Promise<VendorSession> {
  // A wrong code says how many tries it has left, as the shoppers' sign-in does; a code for
  // someone who is not a vendor user is counted alike (sendVendorCode issues one), so the number
  // tells nothing about who is one.
  const check = await checkOtp(ctx, keys, { identifier: input.identifier, purpose: 'vendor', code: input.otp });
  if (!check.valid) throw wrongCode(check.attemptsLeft);
  const user = await findVendorUser(ctx, input.identifier);
  if (!user) throw new ApiError(401, WRONG);
  return {
    access_token: await issueVendorToken(keys, { realm: ctx.store.realmName, vendorUserId: user.id, vendorId: user.vendorId }),
    expires_in: VENDOR_TOKEN_SECONDS,
    token_type: 'Bearer',
    vendor_id: user.vendorId,
    vendor_name: user.vendorName,
    user_name: user.name,
  };
}

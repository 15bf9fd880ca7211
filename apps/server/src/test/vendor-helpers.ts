import type { VendorSession } from '@bazaar/contracts';
import { vendorUsers } from '../db/schema';
import { latestCode, outboxCount, post } from './identity-helpers';
import { body, type TestApp } from './test-app';

let next = 0;

/** A vendor user of `vendorId` made in the database, signed in through the real code flow. */
export async function signInVendorUser(app: TestApp, store: { id: number; realm: string }, vendorId: number, name = 'Meera Iyer') {
  const identifier = `vendor${Date.now()}${next++}@example.com`;
  const [user] = await app.database.db.insert(vendorUsers).values({ storeId: store.id, vendorId, name, identifier }).returning();
  const seen = await outboxCount(app, identifier);
  const sent = await post(app, '/vms/rest/v3/auth/otp', { identifier }, store.realm);
  if (sent.statusCode !== 200) throw new Error(`vendor code not sent: ${sent.body}`);
  const otp = await latestCode(app, identifier, seen);
  const res = await post(app, '/vms/rest/v3/auth/sign-in', { identifier, otp }, store.realm);
  if (res.statusCode !== 200) throw new Error(`vendor sign-in failed: ${res.body}`);
  const session = body<VendorSession>(res).response_body;
  return { user: user!, identifier, session, headers: { authorization: `Bearer ${session.access_token}` } };
}

import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { customers, sessions } from '../db/schema';
import { ISSUER, issueTokenSet, newRefreshToken, TOKEN_ALG } from '../modules/identity';
import { findStoreByRealm } from '../plugins/store-context';
import type { TestApp } from './test-app';

/**
 * Signed-in customers for route tests without going through OTP: a session row written
 * directly and an access token signed with the app's own key, exactly as sign-in issues them.
 */

export type SignedIn = { token: string; headers: { authorization: string }; customerId: number; sessionId: string };

async function storeId(app: TestApp, realm: string): Promise<number> {
  const store = await findStoreByRealm(app.database.db, realm);
  if (!store) throw new Error(`no store "${realm}" in the test database`);
  return store.id;
}

export async function findCustomerId(app: TestApp, realm: string, phone: string): Promise<number> {
  const [row] = await app.database.db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.storeId, await storeId(app, realm)), eq(customers.phone, phone)))
    .limit(1);
  if (!row) throw new Error(`no customer ${phone} in store "${realm}"`);
  return row.id;
}

export async function signInAs(app: TestApp, who: { storeRealm: string; customerId: number }): Promise<SignedIn> {
  const db = app.database.db;
  const [customer] = await db.select().from(customers).where(eq(customers.id, who.customerId)).limit(1);
  if (!customer) throw new Error(`no customer ${who.customerId}`);
  const sessionId = randomUUID();
  await db.insert(sessions).values({
    id: sessionId,
    storeId: await storeId(app, who.storeRealm),
    customerId: who.customerId,
    userAgent: 'vitest',
    expiresAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
  });
  const { keys } = app;
  const subject = { realm: who.storeRealm, customerId: who.customerId, sessionId, name: customer.name, phone: customer.phone, email: customer.email };
  const { access_token: token } = await issueTokenSet(keys, subject, newRefreshToken());
  return { token, headers: { authorization: `Bearer ${token}` }, customerId: who.customerId, sessionId };
}

let sequence = 0;

/** A new customer with unique contact details; pass overrides for the fields a test cares about. */
export async function createCustomer(
  app: TestApp,
  overrides: Partial<typeof customers.$inferInsert> & { storeRealm?: string } = {},
): Promise<{ id: number; storeRealm: string; phone: string | null; email: string | null }> {
  const { storeRealm = 'demo', ...fields } = overrides;
  sequence += 1;
  const unique = String(sequence).padStart(8, '0');
  const [row] = await app.database.db
    .insert(customers)
    .values({
      storeId: await storeId(app, storeRealm),
      name: 'Test Shopper',
      phone: `+9198${unique}`,
      email: `shopper-${unique}@example.com`,
      ...fields,
    })
    .returning();
  return { id: row!.id, storeRealm, phone: row!.phone, email: row!.email };
}

/** A fresh customer, already signed in. */
export async function signInAsNew(app: TestApp, overrides: Parameters<typeof createCustomer>[1] = {}) {
  const customer = await createCustomer(app, overrides);
  return { ...(await signInAs(app, { storeRealm: customer.storeRealm, customerId: customer.id })), customer };
}

/* ---- tokens an attacker might try ---- */

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decodePart = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>;

/** The real token with its payload changed (here: another customer) and the old signature kept. */
export function withEditedPayload(token: string, changes: Record<string, unknown>): string {
  const [header, payload, signature] = token.split('.');
  return [header, b64({ ...decodePart(payload!), ...changes }), signature].join('.');
}

/** The real claims, unsigned, declaring `alg: none`. */
export function withAlgNone(token: string): string {
  const [, payload] = token.split('.');
  return `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
}

/** A token signed with the app's key for a live session, but past its expiry. */
export async function expiredToken(app: TestApp, signedIn: SignedIn, realm = 'demo'): Promise<string> {
  const { keys } = app;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ realm, sid: signedIn.sessionId })
    .setProtectedHeader({ alg: TOKEN_ALG, kid: keys.kid, typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(realm)
    .setSubject(String(signedIn.customerId))
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 60)
    .sign(keys.privateKey);
}

import { createHmac, randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { LoginHistoryEntry, Session, TokenSet } from '@bazaar/contracts';
import type { Db } from '../../db/client';
import { customers, refreshTokens, sessions, stores } from '../../db/schema';
import { ApiError, notFound } from '../../lib/api-error';
import type { CustomerContext } from './customer-context';
import type { StoreRow } from '../../plugins/store-context';
import type { KeyRing } from './signing-keys';
import { hashSecretValue, issueTokenSet, newRefreshToken, readIdTokenHint, REFRESH_TOKEN_SECONDS } from './tokens';
import { describeUserAgent } from './user-agent';

/** Owns sessions: starting them, rotating their refresh tokens, ending and listing them. */

type CustomerRow = typeof customers.$inferSelect;
type SessionRow = typeof sessions.$inferSelect;
export type Device = { userAgent: string; ip: string };

const expired = () => new ApiError(401, 'Your session has ended; please sign in again');

const subjectOf = (store: Pick<StoreRow, 'realmName'>, customer: Pick<CustomerRow, 'id' | 'name' | 'phone' | 'email'>, sessionId: string) => ({
  realm: store.realmName,
  customerId: customer.id,
  sessionId,
  name: customer.name,
  phone: customer.phone,
  email: customer.email,
});

export async function startSession(db: Db, keys: KeyRing, store: StoreRow, customer: CustomerRow, device: Device): Promise<TokenSet> {
  const sessionId = randomUUID();
  const refresh = newRefreshToken();
  await db.transaction(async (tx) => {
    await tx.insert(sessions).values({
      id: sessionId,
      storeId: store.id,
      customerId: customer.id,
      userAgent: device.userAgent.slice(0, 512),
      ip: device.ip,
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_SECONDS * 1000),
    });
    await tx.insert(refreshTokens).values({ tokenHash: hashSecretValue(keys, refresh), sessionId });
  });
  return issueTokenSet(keys, subjectOf(store, customer, sessionId), refresh);
}

/**
 * A rotated refresh token presented again within this many seconds gets the tokens already issued
 * for it (two tabs refreshing at once, a retried request), as Auth0's and Okta's grace periods do.
 * Later, it betrays a copy: the whole session ends.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;

/**
 * Rotates a refresh token. Its successor is derived from it with the server's secret, so the same
 * token presented again within the grace window is given the same successor without the server
 * keeping any token in the clear.
 */
export async function refreshSession(db: Db, keys: KeyRing, refreshToken: string, realm: string): Promise<TokenSet> {
  const tokenHash = hashSecretValue(keys, refreshToken);
  const [row] = await db
    .select({ token: refreshTokens, session: sessions, customer: customers, store: stores })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .innerJoin(stores, eq(stores.id, sessions.storeId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  const now = new Date();
  if (!row || row.store.realmName !== realm) throw expired();
  if (row.session.endedAt || row.session.expiresAt.getTime() <= now.getTime()) throw expired();
  const next = successorToken(keys, refreshToken);
  const issue = () => issueTokenSet(keys, subjectOf(row.store, row.customer, row.session.id), next);

  const rotated = await db.transaction(async (tx) => {
    const claimed = await tx
      .update(refreshTokens)
      .set({ replacedAt: now })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.replacedAt)))
      .returning({ tokenHash: refreshTokens.tokenHash });
    if (claimed.length === 0) return false;
    await tx.insert(refreshTokens).values({ tokenHash: hashSecretValue(keys, next), sessionId: row.session.id, createdAt: now });
    await tx.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.session.id));
    return true;
  });
  if (rotated) return issue();

  // Already rotated, by an earlier request or one running beside this one (whose transaction has
  // committed by now: the claim above waited for it).
  const [mine] = await db.select({ replacedAt: refreshTokens.replacedAt }).from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  const [successor] = await db
    .select({ replacedAt: refreshTokens.replacedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashSecretValue(keys, next)))
    .limit(1);
  const withinGrace = mine?.replacedAt && now.getTime() - mine.replacedAt.getTime() < REFRESH_REUSE_GRACE_SECONDS * 1000;
  if (withinGrace && successor && !successor.replacedAt) return issue();
  await endSession(db, row.session.id, 'reuse');
  throw expired();
}

const successorToken = (keys: KeyRing, token: string) => createHmac('sha256', keys.hashSecret).update(`successor:${token}`).digest('base64url');

export async function endSession(db: Db, sessionId: string, reason: 'signed_out' | 'revoked' | 'reuse'): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: new Date(), endReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
}

/** Spec §7 session-logout: ends the session the id token names. */
export async function logoutWithIdToken(db: Db, keys: KeyRing, idTokenHint: string): Promise<void> {
  const hint = await readIdTokenHint(keys, idTokenHint);
  if (!hint) throw new ApiError(400, 'id_token_hint is not a valid id token');
  await db
    .update(sessions)
    .set({ endedAt: new Date(), endReason: 'signed_out' })
    .where(and(eq(sessions.id, hint.sessionId), eq(sessions.customerId, hint.customerId), isNull(sessions.endedAt)));
}

const toSession = (row: SessionRow, currentId: string): Session => ({
  id: row.id,
  ...describeUserAgent(row.userAgent),
  ip: row.ip,
  started_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt.toISOString(),
  current: row.id === currentId,
});

const mine = (ctx: CustomerContext) => and(eq(sessions.storeId, ctx.store.id), eq(sessions.customerId, ctx.customerId));
const alive = () => and(isNull(sessions.endedAt), gt(sessions.expiresAt, new Date()));

export async function listActiveSessions(ctx: CustomerContext): Promise<{ sessions: Session[]; total: number }> {
  const rows = await ctx.db
    .select()
    .from(sessions)
    .where(and(mine(ctx), alive()))
    .orderBy(desc(sessions.lastUsedAt))
    .limit(100);
  return { sessions: rows.map((r) => toSession(r, ctx.sessionId)), total: rows.length };
}

export async function loginHistory(ctx: CustomerContext, page: number, limit: number): Promise<{ sessions: LoginHistoryEntry[]; total: number }> {
  const [rows, [totalRow]] = await Promise.all([
    ctx.db
      .select()
      .from(sessions)
      .where(mine(ctx))
      .orderBy(desc(sessions.createdAt))
      .limit(limit)
      .offset((page - 1) * limit),
    ctx.db.select({ n: count() }).from(sessions).where(mine(ctx)),
  ]);
  const now = Date.now();
  return {
    total: Number(totalRow?.n ?? 0),
    sessions: rows.map((r) => {
      const { current: _current, ...rest } = toSession(r, ctx.sessionId);
      const status: LoginHistoryEntry['status'] = r.endedAt
        ? r.endReason === 'signed_out'
          ? 'signed_out'
          : 'revoked'
        : r.expiresAt.getTime() <= now
          ? 'expired'
          : 'active';
      return { ...rest, ended_at: (r.endedAt ?? (status === 'expired' ? r.expiresAt : null))?.toISOString() ?? null, status };
    }),
  };
}

export async function revokeSession(ctx: CustomerContext, id: string): Promise<void> {
  const ended = await ctx.db
    .update(sessions)
    .set({ endedAt: new Date(), endReason: 'revoked' })
    .where(and(mine(ctx), eq(sessions.id, id), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  if (ended.length === 0) throw notFound('This session was not found or has already ended');
}

export async function revokeOtherSessions(ctx: CustomerContext): Promise<number> {
  const ended = await ctx.db
    .update(sessions)
    .set({ endedAt: new Date(), endReason: 'revoked' })
    .where(and(mine(ctx), ne(sessions.id, ctx.sessionId), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Ends every live session of the customer, but for `exceptSessionId` when one is named. */
export async function endAllSessions(db: Db, customerId: number, exceptSessionId?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: new Date(), endReason: 'revoked' })
    .where(and(eq(sessions.customerId, customerId), isNull(sessions.endedAt), exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined));
}

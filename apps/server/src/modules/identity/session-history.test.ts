import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoginHistoryEntry, TokenSet } from '@bazaar/contracts';
import { sessions } from '../../db/schema';
import { fakeClock } from '../../test/clock';
import { bearer, latestCode, post, signIn, signUp } from '../../test/identity-helpers';
import { body, createTestApp, type TestApp } from '../../test/test-app';

/** The login history and the ways a session ends, exactly. */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const sid = (tokens: TokenSet) => decodeJwt(tokens.access_token).sid as string;
const history = async (tokens: TokenSet, query = 'page-number=1&page-limit=10') =>
  body<{ sessions: LoginHistoryEntry[]; total: number }>(
    await app.inject({ method: 'GET', url: `/ums/rest/v3/sessions/history?${query}`, headers: bearer(tokens) }),
  ).response_body;
const reason = async (tokens: TokenSet) =>
  (
    await app.database.db
      .select({ r: sessions.endReason })
      .from(sessions)
      .where(eq(sessions.id, sid(tokens)))
  )[0]!.r;

describe('login history', () => {
  it('tells active, signed out, revoked and expired sessions apart, newest first, a page at a time', async () => {
    const clock = fakeClock();
    const expiring = await signUp(app, 'Many Devices', 'many-devices@example.com');
    await app.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 1000) })
      .where(eq(sessions.id, sid(expiring)));
    clock.advance(60);
    const revoked = await signIn(app, 'many-devices@example.com');
    clock.advance(60);
    const signedOut = await signIn(app, 'many-devices@example.com');
    await post(app, '/ums/rest/v3/session-logout', { id_token_hint: signedOut.id_token });
    clock.advance(60);
    const current = await signIn(app, 'many-devices@example.com');
    await app.inject({ method: 'DELETE', url: `/ums/rest/v3/sessions/${sid(revoked)}`, headers: bearer(current) });

    const all = await history(current);
    expect(all.total).toBe(4);
    expect(all.sessions.map((s) => [s.id, s.status])).toEqual([
      [sid(current), 'active'],
      [sid(signedOut), 'signed_out'],
      [sid(revoked), 'revoked'],
      [sid(expiring), 'expired'],
    ]);
    const expired = all.sessions[3]!;
    const [row] = await app.database.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.id, sid(expiring)));
    expect(expired.ended_at).toBe(row!.expiresAt.toISOString());
    expect(all.sessions[0]!.ended_at).toBeNull();
    expect(all.sessions[2]!.ended_at).not.toBeNull();
    expect([await reason(revoked), await reason(signedOut)]).toEqual(['revoked', 'signed_out']);

    const second = await history(current, 'page-number=2&page-limit=1');
    expect(second.total).toBe(4);
    expect(second.sessions.map((s) => s.id)).toEqual([sid(signedOut)]);
    const secondOfTwo = await history(current, 'page-number=2&page-limit=2');
    expect(secondOfTwo.sessions.map((s) => s.id)).toEqual([sid(revoked), sid(expiring)]);
  });

  it('an expiry at this very moment counts as expired', async () => {
    const clock = fakeClock();
    const tokens = await signUp(app, 'Right Now', 'right-now@example.com');
    const other = await signIn(app, 'right-now@example.com');
    const at = new Date(Date.now() + 5000);
    await app.database.db
      .update(sessions)
      .set({ expiresAt: at })
      .where(eq(sessions.id, sid(other)));
    clock.advanceMs(4999);
    expect((await history(tokens)).sessions.find((s) => s.id === sid(other))!.status).toBe('active');
    clock.advanceMs(1);
    expect((await history(tokens)).sessions.find((s) => s.id === sid(other))!.status).toBe('expired');
  });

  it('revoking every other session records them as revoked', async () => {
    const a = await signUp(app, 'Revoke Rest', 'revoke-rest@example.com');
    const b = await signIn(app, 'revoke-rest@example.com');
    await app.inject({ method: 'DELETE', url: '/ums/rest/v3/sessions', headers: bearer(a) });
    expect(await reason(b)).toBe('revoked');
  });

  it('a password reset ends the other sessions as revoked', async () => {
    const a = await signUp(app, 'Reset Rest', 'reset-rest@example.com');
    await app.inject({
      method: 'POST',
      url: '/ums/rest/v3/otp/send',
      headers: { 'realm-name': 'demo', 'content-type': 'application/json' },
      payload: { identifier: 'reset-rest@example.com', purpose: 'password' },
    });
    const otp = await latestCode(app, 'reset-rest@example.com', 1);
    expect((await post(app, '/ums/rest/v3/password/reset', { identifier: 'reset-rest@example.com', otp, password: 'a-new-password' })).statusCode).toBe(200);
    expect(await reason(a)).toBe('revoked');
  });

  it('says so when the session to revoke is not there', async () => {
    const a = await signUp(app, 'Nothing There', 'nothing-there@example.com');
    const res = await app.inject({ method: 'DELETE', url: '/ums/rest/v3/sessions/00000000-0000-4000-8000-000000000000', headers: bearer(a) });
    expect(res.statusCode).toBe(404);
    expect(body(res).response_message).toBe('This session was not found or has already ended');
  });

  it('keeps at most 512 characters of a user agent', async () => {
    const tokens = await signUp(app, 'Long Agent', 'long-agent@example.com', 'demo', `Mozilla/5.0 ${'x'.repeat(600)}`);
    const [row] = await app.database.db
      .select({ ua: sessions.userAgent })
      .from(sessions)
      .where(eq(sessions.id, sid(tokens)));
    expect(row!.ua).toHaveLength(512);
  });
});

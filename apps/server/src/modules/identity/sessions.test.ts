import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoginHistoryEntry, Session, TokenSet } from '@bazaar/contracts';
import { bearer, post, requestCode, signIn, signUp } from '../../test/identity-helpers';
import { fakeClock } from '../../test/clock';
import { body, createTestApp, type TestApp } from '../../test/test-app';
import { REFRESH_REUSE_GRACE_SECONDS } from './session.service';

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

const refresh = (refresh_token: string, realm_name = 'demo') => post(app, '/ums/rest/v3/refresh-token', { refresh_token, realm_name });
const listSessions = async (tokens: TokenSet) => {
  const res = await app.inject({ method: 'GET', url: '/ums/rest/v3/sessions', headers: bearer(tokens) });
  return { status: res.statusCode, sessions: res.statusCode === 200 ? body<{ sessions: Session[] }>(res).response_body.sessions : [] };
};

describe('POST /ums/rest/v3/refresh-token', () => {
  it('gives a new access token and a new refresh token', async () => {
    const tokens = await signUp(app, 'Rotating Rani', 'rotate@example.com');
    const res = await refresh(tokens.refresh_token);
    expect(res.statusCode).toBe(200);
    const next = body<TokenSet>(res).response_body;
    expect(next.access_token).toBeTruthy();
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect((await listSessions(next)).status).toBe(200);
  });

  it('spec §7: accepts the language-code query param every call of the web app carries', async () => {
    const tokens = await signUp(app, 'Hindi Reader', 'hindi-reader@example.com');
    const res = await post(app, '/ums/rest/v3/refresh-token?language-code=hi', { refresh_token: tokens.refresh_token, realm_name: 'demo' });
    expect(res.statusCode).toBe(200);
    expect(body<TokenSet>(res).response_body.access_token).toBeTruthy();
  });

  it('revokes the whole session when a rotated refresh token comes back after the grace window', async () => {
    const tokens = await signUp(app, 'Stolen Token', 'stolen@example.com');
    const clock = fakeClock();
    const next = body<TokenSet>(await refresh(tokens.refresh_token)).response_body;
    clock.advance(REFRESH_REUSE_GRACE_SECONDS);
    const replay = await refresh(tokens.refresh_token);
    expect(replay.statusCode).toBe(401);
    // The legitimate holder is out too: the session is over.
    expect((await refresh(next.refresh_token)).statusCode).toBe(401);
    expect((await listSessions(next)).status).toBe(401);
  });

  it("refuses a refresh token with another store's realm", async () => {
    const tokens = await signUp(app, 'Wrong Realm', 'realm@example.com');
    expect((await refresh(tokens.refresh_token, 'souk')).statusCode).toBe(401);
  });

  it('refuses an unknown or malformed refresh token', async () => {
    expect((await refresh('x'.repeat(43))).statusCode).toBe(401);
    const bad = await post(app, '/ums/rest/v3/refresh-token', { refresh_token: 'short', realm_name: 'demo' });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).response_message).toContain('refresh_token');
  });
});

describe('POST /ums/rest/v3/session-logout', () => {
  it('ends the session at once: its access and refresh tokens stop working', async () => {
    const tokens = await signUp(app, 'Leaving Soon', 'logout@example.com');
    const res = await post(app, '/ums/rest/v3/session-logout', { id_token_hint: tokens.id_token });
    expect(res.statusCode).toBe(200);
    expect((await listSessions(tokens)).status).toBe(401);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
  });

  it('rejects a forged id_token_hint', async () => {
    const res = await post(app, '/ums/rest/v3/session-logout', { id_token_hint: 'eyJhbGciOiJub25lIn0.eyJzaWQiOiJ4In0.' });
    expect(res.statusCode).toBe(400);
  });
});

describe('sessions', () => {
  it('lists active sessions with device, IP and the current one marked', async () => {
    const laptop = await signUp(app, 'Two Devices', 'two@example.com');
    const phone = await signIn(app, 'two@example.com');
    const { sessions } = await listSessions(laptop);
    expect(sessions).toHaveLength(2);
    const current = sessions.find((s) => s.current)!;
    expect(current.browser).toMatch(/Chrome/);
    expect(current.os).toMatch(/Linux/);
    const other = sessions.find((s) => !s.current)!;
    expect(other.device).toBe('Apple iPhone');
    expect(other.ip).toBe('127.0.0.1');
    expect((await listSessions(phone)).sessions.find((s) => s.current)!.id).toBe(other.id);
  });

  it('revokes one session: that device is refused at its next call', async () => {
    const a = await signUp(app, 'Revoker One', 'revoke1@example.com');
    const b = await signIn(app, 'revoke1@example.com');
    const other = (await listSessions(a)).sessions.find((s) => !s.current)!;
    const res = await app.inject({ method: 'DELETE', url: `/ums/rest/v3/sessions/${other.id}`, headers: bearer(a) });
    expect(res.statusCode).toBe(200);
    expect((await listSessions(b)).status).toBe(401);
    expect((await refresh(b.refresh_token)).statusCode).toBe(401);
    expect((await listSessions(a)).status).toBe(200);
  });

  it('revokes every other session', async () => {
    const a = await signUp(app, 'Revoker All', 'revokeall@example.com');
    await signIn(app, 'revokeall@example.com');
    const res = await app.inject({ method: 'DELETE', url: '/ums/rest/v3/sessions', headers: bearer(a) });
    expect(body<{ revoked: number }>(res).response_body.revoked).toBeGreaterThanOrEqual(1);
    expect((await listSessions(a)).sessions).toHaveLength(1);
  });

  it("refuses another customer's session with 404", async () => {
    const mine = await signUp(app, 'Mine Only', 'mine@example.com');
    const theirs = await signUp(app, 'Theirs Only', 'theirs@example.com');
    const theirId = (await listSessions(theirs)).sessions[0]!.id;
    const res = await app.inject({ method: 'DELETE', url: `/ums/rest/v3/sessions/${theirId}`, headers: bearer(mine) });
    expect(res.statusCode).toBe(404);
    expect((await listSessions(theirs)).status).toBe(200);
  });

  it('rejects a session id that is not one', async () => {
    const a = await signUp(app, 'Bad Id', 'badid@example.com');
    const res = await app.inject({ method: 'DELETE', url: '/ums/rest/v3/sessions/42', headers: bearer(a) });
    expect(res.statusCode).toBe(400);
    expect(body(res).response_message).toContain('id');
  });

  it('keeps a login history with how each session ended', async () => {
    const a = await signUp(app, 'History Buff', 'history@example.com');
    const b = await signIn(app, 'history@example.com');
    await post(app, '/ums/rest/v3/session-logout', { id_token_hint: b.id_token });
    const res = await app.inject({ method: 'GET', url: '/ums/rest/v3/sessions/history?page-number=1&page-limit=10', headers: bearer(a) });
    const { sessions, total } = body<{ sessions: LoginHistoryEntry[]; total: number }>(res).response_body;
    expect(total).toBe(2);
    expect(sessions.map((s) => s.status).sort()).toEqual(['active', 'signed_out']);
    expect(sessions.find((s) => s.status === 'signed_out')!.ended_at).not.toBeNull();
    const bad = await app.inject({ method: 'GET', url: '/ums/rest/v3/sessions/history?page-limit=abc', headers: bearer(a) });
    expect(bad.statusCode).toBe(400);
  });
});

describe('passwords', () => {
  it('are set with a code, then sign in; a reset ends every session', async () => {
    const tokens = await signUp(app, 'Pass Word', 'password@example.com');
    const otp = await requestCode(app, 'password@example.com', 'password');
    const set = await post(app, '/ums/rest/v3/password/reset', { identifier: 'password@example.com', otp, password: 'correct horse battery' });
    expect(set.statusCode).toBe(200);
    expect((await listSessions(tokens)).status).toBe(401);
    const signin = await post(app, '/ums/rest/v3/signin', { identifier: 'password@example.com', password: 'correct horse battery' });
    expect(signin.statusCode).toBe(200);
    const wrong = await post(app, '/ums/rest/v3/signin', { identifier: 'password@example.com', password: 'wrong horse' });
    expect(wrong.statusCode).toBe(401);
  });

  it('must be at least 8 characters', async () => {
    const res = await post(app, '/ums/rest/v3/password/reset', { identifier: 'password@example.com', otp: '123456', password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(body(res).response_message).toContain('password');
  });

  it('stop being tried after 10 failures in 15 minutes', async () => {
    for (let i = 0; i < 10; i++) await post(app, '/ums/rest/v3/signin', { identifier: 'nobody-pw@example.com', password: `guess-${i}-guess` });
    const res = await post(app, '/ums/rest/v3/signin', { identifier: 'nobody-pw@example.com', password: 'one more try' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('sign-up input', () => {
  it.each([
    [{ name: '1', identifier: 'a@example.com', otp: '123456' }, 'name'],
    [{ name: 'Good Name', identifier: 'a@', otp: '123456' }, 'identifier'],
    [{ name: 'Good Name', identifier: 'a@example.com', otp: '12' }, 'otp'],
    [{ name: 'Good Name', identifier: 'a@example.com' }, 'otp'],
  ])('rejects %j naming the field', async (payload, field) => {
    const res = await post(app, '/ums/rest/v3/signup', payload);
    expect(res.statusCode).toBe(400);
    expect(body(res).response_message).toContain(field);
  });

  it('rejects sign-in with both a code and a password', async () => {
    const res = await post(app, '/ums/rest/v3/signin', { identifier: 'a@example.com', otp: '123456', password: 'whatever-123' });
    expect(res.statusCode).toBe(400);
  });

  it('rejects a body that is not JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/ums/rest/v3/signup',
      headers: { 'realm-name': 'demo', 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).response_message).toBe('The request body is not valid JSON');
  });

  it('lets the same phone hold separate accounts in two stores', async () => {
    const demo = await signUp(app, 'Same Phone', '9000012345', 'demo');
    const souk = await signUp(app, 'Same Phone', '9000012345', 'souk');
    expect(JSON.parse(Buffer.from(demo.id_token.split('.')[1]!, 'base64url').toString()).sub).not.toBe(
      JSON.parse(Buffer.from(souk.id_token.split('.')[1]!, 'base64url').toString()).sub,
    );
  });
});

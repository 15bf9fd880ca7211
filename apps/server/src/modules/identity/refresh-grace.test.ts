import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions } from '../../db/schema';
import type { TokenSet } from '@bazaar/contracts';
import { fakeClock } from '../../test/clock';
import { bearer, post, signUp } from '../../test/identity-helpers';
import { body, createTestApp, type TestApp } from '../../test/test-app';
import { testDriver } from '../../test/test-db';
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

const refresh = (refresh_token: string) => post(app, '/ums/rest/v3/refresh-token', { refresh_token, realm_name: 'demo' });
const alive = async (tokens: TokenSet) => (await app.inject({ method: 'GET', url: '/ums/rest/v3/sessions', headers: bearer(tokens) })).statusCode === 200;

describe(`refreshing one token several times at once (${testDriver()})`, () => {
  it('ten parallel refreshes all get the same new refresh token, and the session lives on', async () => {
    const tokens = await signUp(app, 'Two Tabs', 'two-tabs@example.com');
    const responses = await Promise.all(Array.from({ length: 10 }, () => refresh(tokens.refresh_token)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const issued = responses.map((r) => body<TokenSet>(r).response_body);
    expect(new Set(issued.map((t) => t.refresh_token)).size).toBe(1);
    expect(issued[0]!.refresh_token).not.toBe(tokens.refresh_token);
    expect(await alive(issued[3]!)).toBe(true);
    // The one successor rotates as usual.
    const next = await refresh(issued[0]!.refresh_token);
    expect(next.statusCode).toBe(200);
    expect(await alive(body<TokenSet>(next).response_body)).toBe(true);
  });

  it('a retry within the grace window gets the tokens already issued; at the window, reuse ends the session', async () => {
    const tokens = await signUp(app, 'Retry Ravi', 'retry@example.com');
    const clock = fakeClock();
    const first = body<TokenSet>(await refresh(tokens.refresh_token)).response_body;
    clock.advanceMs(REFRESH_REUSE_GRACE_SECONDS * 1000 - 1);
    const retried = await refresh(tokens.refresh_token);
    expect(retried.statusCode).toBe(200);
    expect(body<TokenSet>(retried).response_body.refresh_token).toBe(first.refresh_token);
    clock.advanceMs(1);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
    expect(await alive(first)).toBe(false);
  });

  it('gives no grace once the successor itself has been used: that is a copy', async () => {
    const tokens = await signUp(app, 'Copy Cat', 'copy@example.com');
    const first = body<TokenSet>(await refresh(tokens.refresh_token)).response_body;
    const second = body<TokenSet>(await refresh(first.refresh_token)).response_body;
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
    expect(await alive(second)).toBe(false);
  });
});

describe('refusals', () => {
  const ENDED = 'Your session has ended; please sign in again';

  it('a signed-out session cannot be refreshed, and says so', async () => {
    const tokens = await signUp(app, 'Signed Out', 'signed-out-refresh@example.com');
    await post(app, '/ums/rest/v3/session-logout', { id_token_hint: tokens.id_token });
    const res = await refresh(tokens.refresh_token);
    expect(res.statusCode).toBe(401);
    expect(body(res).response_message).toBe(ENDED);
  });

  it('a session refreshes until the moment it expires, not at it', async () => {
    const clock = fakeClock();
    const tokens = await signUp(app, 'Thirty Days', 'thirty-days@example.com');
    const sid = decodeJwt(tokens.access_token).sid as string;
    const [session] = await app.database.db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.id, sid));
    vi.setSystemTime(new Date(session!.expiresAt.getTime() - 1));
    const last = await refresh(tokens.refresh_token);
    expect(last.statusCode).toBe(200);
    clock.advanceMs(1);
    const late = await refresh(body<TokenSet>(last).response_body.refresh_token);
    expect(late.statusCode).toBe(401);
    expect(body(late).response_message).toBe(ENDED);
  });

  it('records a reuse as the reason the session ended', async () => {
    const tokens = await signUp(app, 'Reused Token', 'reused@example.com');
    const clock = fakeClock();
    await refresh(tokens.refresh_token);
    clock.advance(REFRESH_REUSE_GRACE_SECONDS);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
    const sid = decodeJwt(tokens.access_token).sid as string;
    const [session] = await app.database.db.select({ endReason: sessions.endReason }).from(sessions).where(eq(sessions.id, sid));
    expect(session!.endReason).toBe('reuse');
  });

  it('refuses a forged id token hint, saying what is wrong', async () => {
    const res = await post(app, '/ums/rest/v3/session-logout', { id_token_hint: 'eyJhbGciOiJub25lIn0.eyJzaWQiOiJ4In0.' });
    expect(res.statusCode).toBe(400);
    expect(body(res).response_message).toBe('id_token_hint is not a valid id token');
  });
});

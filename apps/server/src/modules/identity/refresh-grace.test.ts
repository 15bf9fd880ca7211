import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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

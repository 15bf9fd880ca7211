import type { TokenSet } from '@bazaar/contracts';
import { body, type TestApp } from './test-app';

const json = (realm: string) => ({ 'realm-name': realm, 'content-type': 'application/json' });

export const post = (app: TestApp, url: string, payload: unknown, realm = 'demo', extra: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, headers: { ...json(realm), ...extra }, payload: JSON.stringify(payload) });

export const sendCode = (app: TestApp, identifier: string, purpose: 'signup' | 'signin' | 'password', realm = 'demo', ip = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/ums/rest/v3/otp/send',
    headers: json(realm),
    remoteAddress: ip,
    payload: JSON.stringify({ identifier, purpose }),
  });

const outbox = async (app: TestApp, to: string) =>
  body<{ messages: OutboxEntry[] }>(await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` })).response_body.messages;

/**
 * The code in the newest message to this recipient. Delivery happens just after the response,
 * so it waits until more than `seen` messages have arrived (pass the count from before sending).
 */
export async function latestCode(app: TestApp, to: string, seen = 0): Promise<string | null> {
  for (let i = 0; i < 100; i++) {
    const messages = await outbox(app, to);
    if (messages.length > seen) return messages.at(-1)?.body.match(/\b(\d{6})\b/)?.[1] ?? null;
    await new Promise((r) => setTimeout(r, 10));
  }
  return null;
}

/** Sends a code and returns it once delivered. */
export async function requestCode(app: TestApp, identifier: string, purpose: 'signup' | 'signin' | 'password', realm = 'demo') {
  const normalized = /^\d{10}$/.test(identifier) ? `+91${identifier}` : identifier;
  const seen = (await outbox(app, normalized)).length;
  const res = await sendCode(app, identifier, purpose, realm);
  if (res.statusCode !== 200) throw new Error(`code request failed: ${res.body}`);
  return latestCode(app, normalized, seen);
}

export async function outboxCount(app: TestApp, to: string): Promise<number> {
  await new Promise((r) => setTimeout(r, 30));
  const res = await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` });
  return body<{ messages: unknown[] }>(res).response_body.messages.length;
}

/** Signs up a new customer through the real flow and returns the token set. */
export async function signUp(
  app: TestApp,
  name: string,
  identifier: string,
  realm = 'demo',
  userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36',
) {
  const otp = await requestCode(app, identifier, 'signup', realm);
  const res = await post(app, '/ums/rest/v3/signup', { name, identifier, otp }, realm, { 'user-agent': userAgent });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.body}`);
  return body<TokenSet>(res).response_body;
}

export async function signIn(
  app: TestApp,
  identifier: string,
  realm = 'demo',
  userAgent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1',
) {
  const otp = await requestCode(app, identifier, 'signin', realm);
  const res = await post(app, '/ums/rest/v3/signin', { identifier, otp }, realm, { 'user-agent': userAgent });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  return body<TokenSet>(res).response_body;
}

export const bearer = (tokens: Pick<TokenSet, 'access_token'>) => ({ authorization: `Bearer ${tokens.access_token}` });

export type OutboxEntry = { to: string; channel: 'sms' | 'email'; subject: string; body: string };

/** Every message sent to `to`, oldest first, once at least `count` have arrived. */
export async function outboxMessages(app: TestApp, to: string, count = 1): Promise<OutboxEntry[]> {
  let messages: OutboxEntry[] = [];
  for (let i = 0; i < 100; i++) {
    messages = await outbox(app, to);
    if (messages.length >= count) return messages;
    await new Promise((r) => setTimeout(r, 10));
  }
  return messages;
}

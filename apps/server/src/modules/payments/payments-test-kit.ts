import { randomBytes, randomInt } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { PlaceOrderNext } from '@bazaar/contracts';
import { paymentEvents } from '../../db/schema';
import type { ListeningTestApp } from '../../test/test-app';
import { signApsFields } from './aps-signature';
import { cashfreeWebhookSignature } from './cashfree-signature';
import { sandboxCredentials } from './sandbox/sandbox-credentials';

/**
 * For the payment tests: a shopper's browser going through the sandbox's hosted pages (plain
 * HTTP, redirects followed by hand, forms read from the HTML), and webhooks signed as each
 * provider signs them, so a test can send a good one, a tampered one, or the same one again.
 */

type Page = { status: number; location: string | null; html: string; contentType: string };

async function visit(url: string, form?: Record<string, string>): Promise<Page> {
  const res = await fetch(url, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: form ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  const location = res.headers.get('location');
  return {
    status: res.status,
    location: location && new URL(location, url).toString(),
    html: await res.text(),
    contentType: res.headers.get('content-type') ?? '',
  };
}

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The first form of a page: where it posts and its hidden fields. */
export function formOf(html: string): { action: string; fields: Record<string, string> } {
  const form = /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/.exec(html);
  if (!form) throw new Error(`no form in the page: ${html.slice(0, 300)}`);
  const fields: Record<string, string> = {};
  for (const input of form[2]!.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) fields[decode(input[1]!)] = decode(input[2]!);
  return { action: decode(form[1]!), fields };
}

const inSandbox = (url: string) => /^\/(sandbox|v1)\//.test(new URL(url).pathname);

/** Follows redirects while they stay in the sandbox; returns the page where they stop. */
async function follow(page: Page, from: string): Promise<Page & { url: string }> {
  let url = from;
  let current = page;
  while (current.status === 303 && current.location && inSandbox(current.location)) {
    url = current.location;
    current = await visit(url);
  }
  return { ...current, url };
}

export type Outcome = 'pay' | 'fail' | 'cancel';

/**
 * Opens the payment the way the web app does with `next`, presses one of the sandbox's buttons,
 * and lets the browser go on (APS's result form is posted back, as its script would). Returns
 * where the browser is sent outside the sandbox, and the last page seen.
 */
export async function payInSandbox(
  next: PlaceOrderNext,
  outcome: Outcome,
  options: { closeTabBeforeReturn?: boolean } = {},
): Promise<{ location: string | null; page: Page & { url: string } }> {
  if (next.type === 'none') throw new Error('nothing to pay');
  const opened = next.type === 'redirect' ? await follow(await visit(next.url), next.url) : await follow(await visit(next.action, next.fields), next.action);
  if (opened.status !== 200) throw new Error(`the payment page answered ${opened.status}: ${opened.html.slice(0, 300)}`);
  const action = new URL(formOf(opened.html).action, opened.url).toString();
  let after = await follow(await visit(action, { outcome }), action);
  if (after.status === 200 && /data-auto-submit/.test(after.html) && !options.closeTabBeforeReturn) {
    const result = formOf(after.html);
    after = { ...(await visit(new URL(result.action, after.url).toString(), result.fields)), url: result.action };
  }
  return { location: after.location, page: after };
}

export const credentialsOf = (app: ListeningTestApp) => sandboxCredentials(app.keys.hashSecret);

export async function postWebhook(app: ListeningTestApp, path: string, body: string, headers: Record<string, string>) {
  const res = await fetch(app.baseUrl + path, { method: 'POST', headers, body });
  return {
    status: res.status,
    json: (await res.json()) as { response_code: number; response_message: string; response_body: { changed: boolean; payment_status: string } | null },
  };
}

/** A Stripe event about a Checkout Session, signed with the sandbox's webhook secret. */
export function stripeEvent(app: ListeningTestApp, type: string, session: Record<string, unknown>, eventId = `evt_${randomBytes(8).toString('hex')}`) {
  const body = JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: { object: 'checkout.session', ...session } },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: credentialsOf(app).stripe.webhookSecret });
  return { body, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
}

/** A Cashfree payment webhook, signed with the sandbox's client secret. */
export function cashfreeEvent(app: ListeningTestApp, type: string, payment: { order_id: string; amount: number; currency: string; cf_payment_id?: number }) {
  const body = JSON.stringify({
    data: {
      order: { order_id: payment.order_id, order_amount: payment.amount, order_currency: payment.currency, order_tags: null },
      payment: {
        cf_payment_id: payment.cf_payment_id ?? randomInt(1, 2 ** 47),
        payment_status: 'SUCCESS',
        payment_amount: payment.amount,
        payment_currency: payment.currency,
      },
    },
    event_time: new Date().toISOString(),
    type,
  });
  const timestamp = String(Date.now());
  const signature = cashfreeWebhookSignature(credentialsOf(app).cashfree.secretKey, timestamp, Buffer.from(body));
  return { body, headers: { 'content-type': 'application/json', 'x-webhook-signature': signature, 'x-webhook-timestamp': timestamp } };
}

/** An APS purchase result, signed with the sandbox's response phrase. */
export function apsResult(app: ListeningTestApp, fields: Record<string, string>) {
  const creds = credentialsOf(app).amazonPay;
  return signApsFields(creds.responsePhrase, {
    command: 'PURCHASE',
    access_code: creds.accessCode,
    merchant_identifier: creds.merchantIdentifier,
    language: 'en',
    fort_id: '169996200000000001',
    status: '14',
    response_code: '14000',
    response_message: 'Success',
    ...fields,
  });
}

export const formBody = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

export async function eventCount(app: ListeningTestApp): Promise<number> {
  const [row] = await app.database.db.select({ n: count() }).from(paymentEvents);
  return row!.n;
}

export const eventsFor = async (app: ListeningTestApp, paymentId: number) =>
  (await app.database.db.select({ n: count() }).from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId)))[0]!.n;

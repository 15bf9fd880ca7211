/**
 * `npm run openapi:examples`: writes apps/server/src/plugins/openapi-examples.json, the examples
 * of the API document, from real calls. The app is built on a fresh embedded database seeded with
 * the demo data, as the tests build it, with the clock stopped (demo-clock.ts); the demo shopper
 * signs in with a one-time code from the demo outbox and then browses, fills her cart and wish
 * list, adds an address, buys, reads her orders, sends an enquiry and asks the assistant. Long
 * lists are cut to two items and tokens and random ids made stable (openapi-examples-tidy.ts), so
 * a run on an unchanged server writes the same file. No port is opened.
 *
 * Run it after changing a contract the examples touch (the document is not built while an example
 * does not fit: openapi-examples.ts), then regenerate the client (npm run client).
 */
import './demo-clock';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { buildApp } from '../apps/server/src/app';
import { openPglite } from '../apps/server/src/db/client';
import { seedIfEmpty } from '../apps/server/src/db/seed';
import { DEMO_SHOPPER } from '../apps/server/src/db/seed/seed-customers';
import { LocalFileStorage } from '../apps/server/src/modules/files';
import { buildKeyRing, newKeyMaterial } from '../apps/server/src/modules/identity';
import { OutboxNotifier } from '../apps/server/src/modules/notifier';
import { EXAMPLES_FILE, type Examples, type OperationExamples } from '../apps/server/src/plugins/openapi-examples';
import { operationFor, operationKeys } from '../apps/server/src/plugins/openapi-operations';
import { standIn, stabilise, trimEvents, trimLists } from './openapi-examples-tidy';

/** What a call sends; `guest` leaves the token out, `status` is the one it must answer, `look` keeps no example of it. */
type Call = Omit<OperationExamples, 'responses'> & { guest?: boolean; status?: number; look?: boolean };
type Row = Record<string, any>;

const out = fileURLToPath(new URL(`../${EXAMPLES_FILE}`, import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'bazaar-examples-'));
const storage = new LocalFileStorage(join(work, 'files'));
const database = await openPglite();
await database.prepare((db) => seedIfEmpty(db, storage));
const app = await buildApp({
  db: database.db,
  storage,
  keys: await buildKeyRing(await newKeyMaterial()),
  notifier: new OutboxNotifier(database.db),
  demoMode: true,
  storeRealm: 'demo',
  webDist: join(tmpdir(), 'bazaar-no-web-build'),
  // Every answer is checked against its contract on the way out, as in the tests.
  validateResponses: true,
});

const examples: Examples = {};
let token: string | undefined;

/** An operation's method and path, from the operation table. */
function where(id: string): { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string } {
  const key = operationKeys().find((k) => operationFor(k.split(' ')[0]!, k.split(' ')[1]!)?.id === id);
  if (!key) throw new Error(`no operation ${id} in openapi-operations.ts`);
  const [method, path] = key.split(' ') as ['GET', string];
  return { method, path };
}

/**
 * Calls an operation as the shopper (once signed in) or as a guest, and keeps what went and what
 * came back as its examples: the parameters and body of a call that succeeded, and the answer by
 * status. Returns the whole answer, for the calls after it.
 */
async function call(id: string, { guest, status, look, ...sent }: Call = {}): Promise<Row> {
  const { method, path } = where(id);
  const query = sent.query ? `?${new URLSearchParams(Object.entries(sent.query).map(([k, v]): [string, string] => [k, String(v)]))}` : '';
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(sent.path?.[name]))) + query;
  const headers = { 'realm-name': DEMO_SHOPPER.storeRealm, ...(token && !guest ? { authorization: `Bearer ${token}` } : {}), ...sent.header };
  const res = await app.inject({ method, url, headers, ...(sent.request === undefined ? {} : { payload: sent.request as object }) });
  const expected = status ?? (res.statusCode < 300 ? res.statusCode : 200);
  if (res.statusCode !== expected) throw new Error(`${id} (${method} ${url}) answered ${res.statusCode}, not ${expected}: ${res.body}`);
  const stream = String(res.headers['content-type']).startsWith('text/event-stream');
  const answer = stream ? res.body : (JSON.parse(res.body) as Row);
  if (look) return answer as Row;
  const entry = (examples[id] ??= {});
  if (res.statusCode < 300) Object.assign(entry, sent);
  entry.responses = { ...entry.responses, [res.statusCode]: stream ? trimEvents(res.body, 2) : trimLists(answer, 2) };
  return stream ? { stream: answer } : (answer as Row);
}

/** The newest one-time code sent to `to`, once it has arrived (it goes out just after the answer). */
async function codeSentTo(to: string, seen: number): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const res = await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` });
    const messages = (JSON.parse(res.body) as Row).response_body.messages as { body: string }[];
    const code = messages.length > seen ? /\b(\d{6})\b/.exec(messages.at(-1)!.body)?.[1] : undefined;
    if (code) return code;
    await new Promise((done) => setTimeout(done, 10));
  }
  throw new Error(`no code reached ${to}`);
}

try {
  // The store, its settings and its catalogue, as a guest.
  await call('validateStore', { query: { 'store-realmname': DEMO_SHOPPER.storeRealm } });
  await call('getContentSettings');
  await call('listLanguages');
  await call('listCategories');
  await call('listVendors');
  const products = (await call('listProducts', { query: { 'page-limit': 2 } })).response_body.products as Row[];
  await call('listProducts', { query: { 'page-limit': 1000 }, status: 400 });
  await call('suggestProducts', { query: { search: 'chai' } });
  await call('getProduct', { path: { id: products[0]!.product_id as number } });

  // Signing in with a code: a wrong one first, then the one the outbox holds.
  const identifier = DEMO_SHOPPER.phone;
  await call('sendOtp', { request: { identifier, purpose: 'signin' } });
  const otp = await codeSentTo(identifier, 0);
  await call('signIn', { request: { identifier, otp: otp === '000000' ? '111111' : '000000' }, status: 401 });
  const tokens = (await call('signIn', { request: { identifier, otp } })).response_body as Row;
  token = tokens.access_token as string;

  // Her cart, wish list and addresses.
  await call('getCart', { guest: true, status: 401 });
  const cart = (await call('getCart')).response_body.Products as Row[];
  await call('addCartLines', { request: { customer_cart: [{ product: products[1]!.product_id as number, cart_quantity: 1 }] } });
  await call('listWishlist');
  await call('addToWishlist', { request: { product: products[0]!.product_id as number } });
  const addresses = (await call('listAddresses')).response_body.addresses as Row[];
  const newAddress = {
    address_type: 'delivery',
    name: DEMO_SHOPPER.name,
    phone: DEMO_SHOPPER.phone,
    line1: '7, 5th Main, Jayanagar 4th Block',
    line2: 'Near the shopping complex',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560011',
  };
  await call('addAddress', { request: newAddress });

  // Buying now something its vendor takes cash for, and placing the order once.
  const cashLine = cart.find((line) => line.vendor_name.startsWith('Circuit Galli'))!;
  const checkout = (await call('startCheckout', { request: { source: 'buy_now', product_id: cashLine.product_id, quantity: 1 } })).response_body as Row;
  const cash = (checkout.payment_methods as Row[]).find((m) => m.provider === 'cod')!;
  const [delivery, billing] = ['delivery', 'billing'].map((type) => addresses.find((a) => a.address_type === type && a.is_default)!.id as number);
  const choices = { delivery_address_id: delivery, billing_address_id: billing, payment_ids: [cash.id as number] };
  await call('updateCheckout', { path: { checkoutId: checkout.checkout_id as string }, request: choices });
  await call('listPaymentTypes');
  await call('placeOrder', { path: { checkoutId: checkout.checkout_id as string }, header: { 'idempotency-key': 'priya-order-2025-06-16-01' } });

  // Her orders: the list, and an order delivered (Fulfilled), with its history.
  await call('listOrders', { query: { 'page-limit': 2 } });
  const all = (await call('listOrders', { query: { 'page-limit': 50 }, look: true })).response_body.orders as Row[];
  const delivered = all.find((o) => (o.order_items as Row[]).some((item) => item.status === 'Fulfilled'))!;
  await call('getOrder', { path: { orderId: delivered.order_id as number } });

  // Enquiries: hers, and a new one on the form of a product sold by enquiry.
  const enquiries = (await call('listEnquiries')).response_body.enquiries as Row[];
  const productId = enquiries[0]!.product_details.product_id as number;
  const form = (await call('getEnquiryForm', { query: { 'product-id': productId } })).response_body as Row;
  const answers = (form.attributes as Row[]).filter((a) => a.required).map((a) => ({ attribute_id: a.attribute_id as number, value: answerFor(a) }));
  await call('createEnquiry', { request: { product_id: productId, attribute_values: answers } });

  // The assistant: a question (a stream of events), then her kept conversations.
  await call('askAi', { request: { message: 'masala chai under 500' } });
  await call('listAssistantConversations');

  const secrets = new Map([
    [otp, '482913'],
    [tokens.refresh_token as string, standIn('refresh-token')],
  ]);
  // By operationId, each in the order of a call: what goes, then what comes back.
  const sorted = Object.fromEntries(
    Object.entries(examples)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([id, { query, path, header, request, responses }]) => [id, { query, path, header, request, responses }]),
  );
  const text = stabilise(JSON.stringify(sorted), secrets);
  writeFileSync(out, await format(text, { ...(await resolveConfig(out)), filepath: out }));
  console.log(`Wrote the examples of ${Object.keys(sorted).length} operations to ${EXAMPLES_FILE}.`);
} finally {
  await app.close();
  await database.close();
  rmSync(work, { recursive: true, force: true });
}

/** An answer to a required field of the enquiry form, by its kind (datatype_id). */
function answerFor(attribute: Row): string | string[] {
  const options = attribute.option_names as string[];
  switch (attribute.datatype_id) {
    case 5: // a date: four weeks ahead
      return new Date(Date.now() + 28 * 86_400_000).toISOString().slice(0, 10);
    case 12: // a phone number
      return DEMO_SHOPPER.phone.slice(3);
    case 1: // several of the options
      return options.slice(0, 2);
    default: // one of the options, or text
      return options[0] ?? 'Fifty pieces, to be delivered together';
  }
}

/**
 * What the checkout bench prepares before any clock starts: products of the demo store, buyers
 * (customer, session and delivery address written straight to the database, and an access token
 * signed with the server's own key, exactly as sign-in issues one), and each buyer's checkout made
 * and filled in through the API, so the server prices it and checks it as it would for a shopper.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client';
import { addresses, categories, customers, paymentMethods, products, sessions, vendors } from '../apps/server/src/db/schema';
import { CHOWK_STORE_ID } from '../apps/server/src/db/seed/catalogue';
import { issueTokenSet, newRefreshToken, type KeyRing } from '../apps/server/src/modules/identity';
import { Client, inBatches, type Call } from './http-burst';

export const CHECKOUT = '/cfs/rest/v3/checkout';
const CHUNK = 500;
/** Preparation runs this many requests at a time: enough to be quick, few enough to never time out. */
const PREPARE_CONCURRENCY = 32;

export type World = { db: Db; keys: KeyRing; url: string; storeId: number; vendorId: number; categoryId: number; method: (provider: string) => number };
export type Buyer = { customerId: number; token: string; addressId: number; checkoutId: string; key: string };

/** The demo store, a vendor that delivers everywhere, and the store's payment methods. */
export async function openWorld(db: Db, keys: KeyRing, url: string): Promise<World> {
  const storeId = CHOWK_STORE_ID;
  const [vendor] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.storeId, storeId), eq(vendors.slug, 'rangrez-block-prints')));
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.storeId, storeId), eq(categories.slug, 'fashion'), isNull(categories.parentId)));
  const methods = await db.select({ id: paymentMethods.id, provider: paymentMethods.provider }).from(paymentMethods).where(eq(paymentMethods.storeId, storeId));
  if (!vendor || !category || methods.length === 0)
    throw new Error('The demo store lacks its vendor rangrez-block-prints, the Fashion category or payment methods');
  const method = (provider: string) => {
    const found = methods.find((m) => m.provider === provider);
    if (!found) throw new Error(`The demo store does not offer ${provider}`);
    return found.id;
  };
  return { db, keys, url, storeId, vendorId: vendor.id, categoryId: category.id, method };
}

let sequence = 0;

/** A product of its own per scenario, so one scenario's stock never meets another's. */
export async function addProduct(world: World, name: string, fields: { stock: number; paymentMode: 'pay_on_delivery' | 'online_payment' }): Promise<number> {
  sequence += 1;
  const [row] = await world.db
    .insert(products)
    .values({
      storeId: world.storeId,
      vendorId: world.vendorId,
      categoryId: world.categoryId,
      name,
      slug: `bench-${sequence}-${randomUUID().slice(0, 8)}`,
      productType: 'Physical',
      priceMinor: 99_900,
      sellingPriceMinor: 79_900,
      maxPerOrder: 1,
      priceVisibility: true,
      ...fields,
    })
    .returning({ id: products.id });
  return row!.id;
}

export async function stockOf(db: Db, productId: number): Promise<number> {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row!.stock;
}

/**
 * Reads the product's stock every few ms while a burst runs, and acts once `when` holds: the
 * database says when the units are sold, the answers only later (see the flash sale's notes).
 */
export class StockWatch {
  readonly seen = { ms: -1, stock: -1 };
  private running = false;
  private loop: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly productId: number,
    private readonly when: (stock: number) => boolean,
    private readonly act: () => void = () => undefined,
  ) {}

  start(): void {
    const started = performance.now();
    this.running = true;
    this.loop = (async () => {
      while (this.running && this.seen.ms < 0) {
        const stock = await stockOf(this.db, this.productId);
        if (this.when(stock)) {
          this.act();
          Object.assign(this.seen, { ms: performance.now() - started, stock });
        } else await new Promise((resolve) => setTimeout(resolve, 2));
      }
    })();
  }

  async stop(): Promise<{ ms: number; stock: number }> {
    this.running = false;
    await this.loop;
    return this.seen;
  }
}

const auth = (b: Pick<Buyer, 'token'>) => ({ authorization: `Bearer ${b.token}` });

/** `n` signed-in buyers, each with a checkout of one unit of `productId` paid with `provider`. */
export async function prepareBuyers(world: World, n: number, productId: number, provider: string): Promise<Buyer[]> {
  const signedIn: Omit<Buyer, 'checkoutId' | 'key'>[] = [];
  for (let from = 0; from < n; from += CHUNK) {
    const people = Array.from({ length: Math.min(CHUNK, n - from) }, () => {
      sequence += 1;
      // The bench database is new each run: a counter is unique, and +9170… is none of the demo shoppers' numbers.
      const unique = String(sequence).padStart(8, '0');
      return { storeId: world.storeId, name: `Bench Buyer ${sequence}`, phone: `+9170${unique}`, email: `bench-${unique}@example.com` };
    });
    const rows = await world.db
      .insert(customers)
      .values(people)
      .returning({ id: customers.id, name: customers.name, phone: customers.phone, email: customers.email });
    const sessionRows = rows.map((c) => ({
      id: randomUUID(),
      storeId: world.storeId,
      customerId: c.id,
      userAgent: 'bench',
      expiresAt: new Date(Date.now() + 24 * 3600 * 1000),
    }));
    await world.db.insert(sessions).values(sessionRows);
    const addressRows = await world.db
      .insert(addresses)
      .values(
        rows.map((c) => ({
          storeId: world.storeId,
          customerId: c.id,
          addressType: 'delivery' as const,
          name: c.name,
          phone: c.phone!,
          line1: '221, 12th Main, HSR Layout',
          city: 'Bengaluru',
          state: 'Karnataka',
          pincode: '560102',
          isDefault: true,
        })),
      )
      .returning({ id: addresses.id, customerId: addresses.customerId });
    const addressOf = new Map(addressRows.map((a) => [a.customerId, a.id]));
    for (const [i, c] of rows.entries()) {
      const subject = { realm: 'demo', customerId: c.id, sessionId: sessionRows[i]!.id, name: c.name, phone: c.phone, email: c.email };
      const { access_token: token } = await issueTokenSet(world.keys, subject, newRefreshToken());
      signedIn.push({ customerId: c.id, token, addressId: addressOf.get(c.id)! });
    }
  }

  const client = new Client(world.url, PREPARE_CONCURRENCY);
  try {
    return await inBatches(signedIn, PREPARE_CONCURRENCY, async (buyer) => {
      const made = await client.send({ method: 'POST', path: CHECKOUT, headers: auth(buyer), body: { source: 'buy_now', product_id: productId, quantity: 1 } });
      if (made.status !== 201) throw new Error(`A checkout was not created: ${made.status} ${JSON.stringify(made.json ?? made.error)}`);
      const checkoutId = made.json.response_body.checkout_id as string;
      const body = { delivery_address_id: buyer.addressId, payment_ids: [world.method(provider)] };
      const filled = await client.send({ method: 'PUT', path: `${CHECKOUT}/${checkoutId}`, headers: auth(buyer), body });
      if (filled.status !== 200) throw new Error(`A checkout was not filled in: ${filled.status} ${JSON.stringify(filled.json ?? filled.error)}`);
      const missing = filled.json.response_body.missing as string[];
      if (missing.length > 0) throw new Error(`A checkout still misses ${missing.join(', ')}`);
      return { ...buyer, checkoutId, key: `bench-${randomUUID()}` };
    });
  } finally {
    client.close();
  }
}

/** The place-order request of a buyer, with their own Idempotency-Key (or the one given). */
export const placeOrder = (buyer: Buyer, key = buyer.key): Call => ({
  method: 'POST',
  path: `${CHECKOUT}/${buyer.checkoutId}/place-order`,
  headers: { ...auth(buyer), 'idempotency-key': key },
});

/**
 * The checkout bench's bursts on a running server: the flash sale (more buyers than units), the
 * double click (one Idempotency-Key sent several times at once) and a payment webhook delivered
 * several times at once. Each returns its measurements and the invariants it checked.
 */
import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client';
import { orderItems, orders, paymentEvents, payments } from '../apps/server/src/db/schema';
import { sandboxCredentials } from '../apps/server/src/modules/payments';
import { check, expectCount, type Scenario } from './checkout-report';
import { cashfreeWebhook } from './cashfree-webhook';
import { addProduct, placeOrder, prepareBuyers, stockOf, StockWatch, type World } from './checkout-world';
import { burst, Client, inBatches, percentile, type Answer, type Call } from './http-burst';

export type Log = (line: string) => void;

export const orderIdOf = (a: Answer) => a.json.response_body.order_id as number;
const latency = (answers: Answer[], p: number) =>
  Math.round(
    percentile(
      answers.map((a) => a.ms),
      p,
    ),
  );
const firstOf = (answers: Answer[]) =>
  answers[0] ? `${answers[0].status} ${JSON.stringify(answers[0].error ?? answers[0].json?.response_message ?? answers[0].json)}` : '';

/** Orders holding the product and the units they hold; split per vendor, an order has one item per product. */
export async function orderedOf(db: Db, productId: number): Promise<{ orders: number; units: number }> {
  const [row] = await db
    .select({ orders: sql<number>`count(distinct ${orderItems.orderId})::int`, units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .where(eq(orderItems.productId, productId));
  return row!;
}

export async function orderIdsOf(db: Db, productId: number): Promise<number[]> {
  const rows = await db.selectDistinct({ id: orderItems.orderId }).from(orderItems).where(eq(orderItems.productId, productId));
  return rows.map((r) => r.id);
}

/** Checkouts among these that were placed as more than one order (the unique index says never; the data is asked). */
export async function twiceOrdered(db: Db, checkoutIds: string[]): Promise<number> {
  const rows = await db
    .select({ checkoutId: orders.checkoutId })
    .from(orders)
    .where(inArray(orders.checkoutId, checkoutIds))
    .groupBy(orders.checkoutId)
    .having(sql`count(*) > 1`);
  return rows.length;
}

/** A burst over connections opened beforehand, closed afterwards. */
export async function timedBurst(world: World, calls: Call[], options: Parameters<typeof burst>[2] = {}) {
  const client = new Client(world.url, calls.length);
  try {
    const open = await client.warm();
    return { open, ...(await burst(client, calls, options)) };
  } finally {
    client.close();
  }
}

export async function flashSale(world: World, buyerCount: number, units: number, log: Log): Promise<Scenario> {
  const productId = await addProduct(world, 'Flash sale: brass diya lamp', { stock: units, paymentMode: 'pay_on_delivery' });
  log(`Flash sale: preparing ${buyerCount} buyers with a cash-on-delivery checkout of 1 of ${units} units…`);
  const buyers = await prepareBuyers(world, buyerCount, productId, 'cod');
  log('  placing every order at once…');
  const watch = new StockWatch(world.db, productId, (stock) => stock <= 0);
  const { open, answers, wallMs } = await timedBurst(
    world,
    buyers.map((b) => placeOrder(b)),
    { onStart: () => watch.start() },
  );
  const soldOut = await watch.stop();
  const sold = answers.filter((a) => a.status === 200);
  const refused = answers.filter((a) => a.status === 409);
  const other = answers.filter((a) => a.status !== 200 && a.status !== 409);
  const ids = new Set(sold.map(orderIdOf));
  const found = ids.size
    ? await world.db
        .select({ id: orders.id })
        .from(orders)
        .where(inArray(orders.id, [...ids]))
    : [];
  const made = await orderedOf(world.db, productId);
  const expected = Math.min(units, buyerCount);
  const lastWin = Math.max(0, ...sold.map((a) => a.ms));
  return {
    name: `Flash sale: ${buyerCount} buyers, ${units} units`,
    bursts: [{ scenario: 'flash sale: place-order', answers, connections: open, wallMs, orders: made.orders }],
    notes: [
      `${buyerCount} distinct signed-in buyers, each with a delivery address and a checkout of 1 unit paid by cash on delivery, each their own Idempotency-Key.`,
      `Stock reached 0 in the database ${Math.round(soldOut.ms)} ms after the first request went out (${Math.round(made.orders / (soldOut.ms / 1000))} orders committed per second); the last 200 was answered at ${Math.round(lastWin)} ms, the whole burst at ${Math.round(wallMs)} ms.`,
      `Latency of the 200s: p50 ${latency(sold, 50)} ms, p99 ${latency(sold, 99)} ms; of the 409s: p50 ${latency(refused, 50)} ms, p99 ${latency(refused, 99)} ms.`,
    ],
    checks: [
      expectCount('answered 200 (order placed)', sold.length, expected),
      expectCount('answered 409 (sold out)', refused.length, buyerCount - expected),
      check(
        'every 409 says the product sold out',
        refused.every((a) => /sold out|left in stock/.test(String(a.json?.response_message))),
        firstOf(refused),
      ),
      check('no other answer, and none missing', other.length === 0, other.length ? `${other.length}, first: ${firstOf(other)}` : '0'),
      expectCount('stock left', await stockOf(world.db, productId), units - expected),
      expectCount('orders of the product in the database', made.orders, expected),
      expectCount('units ordered', made.units, expected),
      expectCount('distinct order ids answered with 200 that are in the database', found.length, expected),
    ],
  };
}

export async function doubleClick(world: World, buyerCount: number, copies: number, log: Log): Promise<Scenario> {
  // Stock for everyone: only the repeats could make more orders than buyers.
  const stock = buyerCount * 2;
  const productId = await addProduct(world, 'Double click: kalamkari cushion cover', { stock, paymentMode: 'pay_on_delivery' });
  log(`Double click: ${buyerCount} buyers, each sending one Idempotency-Key ${copies} times at once…`);
  const buyers = await prepareBuyers(world, buyerCount, productId, 'cod');
  const { open, answers, wallMs } = await timedBurst(
    world,
    buyers.flatMap((b) => Array.from({ length: copies }, () => placeOrder(b))),
  );
  const perBuyer = buyers.map((_, i) => answers.slice(i * copies, (i + 1) * copies));
  const notOk = answers.filter((a) => a.status !== 200);
  const split = perBuyer.filter((group) => new Set(group.filter((a) => a.status === 200).map(orderIdOf)).size !== 1).length;
  const made = await orderedOf(world.db, productId);
  return {
    name: `Double click and retries: ${buyerCount} buyers × ${copies} copies of one key`,
    bursts: [{ scenario: `double click: ${copies} × one key`, answers, connections: open, wallMs, orders: made.orders }],
    notes: [`All ${answers.length} requests at once: each buyer's ${copies} copies race each other and every other buyer's.`],
    checks: [
      check(
        'every copy answered 200',
        notOk.length === 0,
        notOk.length ? `${notOk.length} did not, first: ${firstOf(notOk)}` : `${answers.length} of ${answers.length}`,
      ),
      check("every buyer's copies name one and the same order", split === 0, `${buyerCount - split} of ${buyerCount}`),
      expectCount('orders of the product in the database (one per buyer)', made.orders, buyerCount),
      expectCount(
        'checkouts placed as more than one order',
        await twiceOrdered(
          world.db,
          buyers.map((b) => b.checkoutId),
        ),
        0,
      ),
      expectCount('stock left', await stockOf(world.db, productId), stock - buyerCount),
    ],
  };
}

export async function webhookRepeats(world: World, orderCount: number, copies: number, log: Log): Promise<Scenario> {
  const productId = await addProduct(world, 'Webhook: Channapatna toy train', { stock: orderCount, paymentMode: 'online_payment' });
  log(`Webhooks: ${orderCount} orders paid through the Cashfree sandbox, each success webhook delivered ${copies} times at once…`);
  const buyers = await prepareBuyers(world, orderCount, productId, 'cashfree');
  const client = new Client(world.url, 8);
  const placed = await inBatches(buyers, 8, (b) => client.send(placeOrder(b))).finally(() => client.close());
  const unplaced = placed.filter((a) => a.status !== 200 || a.json.response_body.payment_status !== 'Created');
  if (unplaced.length > 0) throw new Error(`Orders to pay through Cashfree were not placed: ${firstOf(unplaced)}`);
  const orderIds = placed.map(orderIdOf);
  const rows = await world.db
    .select({ id: payments.id, orderId: payments.orderId, reference: payments.reference, amountMinor: payments.amountMinor, currency: payments.currency })
    .from(payments)
    .where(and(inArray(payments.orderId, orderIds), eq(payments.provider, 'cashfree')));
  // The sandbox's own client secret, derived from the hash secret the server was started with.
  const { secretKey } = sandboxCredentials(world.keys.hashSecret).cashfree;
  const calls = rows.flatMap((p) => {
    const delivery = cashfreeWebhook(secretKey, { ...p, cfPaymentId: randomInt(1, 2 ** 47) });
    return Array.from({ length: copies }, () => delivery);
  });
  const { open, answers, wallMs } = await timedBurst(world, calls);
  const notOk = answers.filter((a) => a.status !== 200);
  const perOrder = rows.map((_, i) => answers.slice(i * copies, (i + 1) * copies));
  const oneChange = perOrder.filter((group) => group.filter((a) => a.json?.response_body?.changed === true).length === 1).length;
  const changed = answers.filter((a) => a.json?.response_body?.changed === true).length;
  const statuses = await world.db.select({ status: orders.paymentStatus }).from(orders).where(inArray(orders.id, orderIds));
  const paid = await world.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(inArray(payments.orderId, orderIds), eq(payments.status, 'Completed')));
  const [events] = await world.db
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentEvents)
    .where(
      inArray(
        paymentEvents.paymentId,
        rows.map((p) => p.id),
      ),
    );
  return {
    name: `Webhook delivered ${copies} times at once: ${orderCount} orders`,
    bursts: [{ scenario: `webhook: ${copies} × one delivery`, answers, connections: open, wallMs, orders: changed }],
    notes: [
      `Cashfree PAYMENT_SUCCESS_WEBHOOK bodies shaped as the built-in sandbox sends them, signed with the sandbox's client secret (x-webhook-signature over timestamp + raw body); for this burst "orders/s" counts orders moved to paid.`,
    ],
    checks: [
      expectCount('Cashfree payments created by placing the orders', rows.length, orderCount),
      check(
        'every delivery answered 200',
        notOk.length === 0,
        notOk.length ? `${notOk.length} did not, first: ${firstOf(notOk)}` : `${answers.length} of ${answers.length}`,
      ),
      expectCount('orders whose deliveries reported exactly one state change', oneChange, orderCount),
      expectCount('orders now Completed', statuses.filter((s) => s.status === 'Completed').length, orderCount),
      expectCount('payments now Completed', paid.length, orderCount),
      expectCount('payment events recorded (one per payment)', events!.n, orderCount),
    ],
  };
}

/**
 * kill -9 in the middle of a burst of orders: the server process dies with requests in flight,
 * some transactions committed whose answers never left, others cut off before their COMMIT.
 * After a restart, what the clients were told must match the database, and a client retrying
 * what went unanswered with the same Idempotency-Key gets the order that was made, or one new one.
 */
import { inArray } from 'drizzle-orm';
import { orders } from '../apps/server/src/db/schema';
import { check, expectCount, type Scenario } from './checkout-report';
import type { ServerProcess } from './server-process';
import { orderedOf, orderIdOf, orderIdsOf, timedBurst, twiceOrdered, type Log } from './checkout-scenarios';
import type { Answer } from './http-burst';
import { addProduct, placeOrder, prepareBuyers, stockOf, StockWatch, type Buyer, type World } from './checkout-world';

type Sent = { buyer: Buyer; answer: Answer };

/**
 * The buyers arrive over this window rather than in one instant. All at once, every winner's 200
 * comes only at the end of the burst, long after the units are sold (the flash sale's notes show
 * it), so no order would be acknowledged before a kill in mid-sale; arriving as a stream, some
 * are answered while the sale goes on.
 */
const SEND_WINDOW_MS = 2000;

export async function killMidBurst(world: World, server: ServerProcess, buyerCount: number, units: number, log: Log): Promise<Scenario> {
  const killAtSold = Math.max(1, Math.floor(units / 2));
  const productId = await addProduct(world, 'Kill -9: Kanchipuram silk stole', { stock: units, paymentMode: 'pay_on_delivery' });
  log(`Kill -9: ${buyerCount} buyers for ${units} units; the server is killed once ${killAtSold} units are sold…`);
  const buyers = await prepareBuyers(world, buyerCount, productId, 'cod');

  // Killed on the database's word (half the units sold), not on the answers, which lag behind it.
  const watch = new StockWatch(
    world.db,
    productId,
    (stock) => units - stock >= killAtSold,
    () => server.kill9(),
  );
  const first = await timedBurst(
    world,
    buyers.map((b) => placeOrder(b)),
    { spacingMs: SEND_WINDOW_MS / buyerCount, onStart: () => watch.start() },
  );
  const kill = await watch.stop();
  const killed = { ms: kill.ms, sold: kill.ms < 0 ? units - (await stockOf(world.db, productId)) : units - kill.stock };
  // Never reached half the units (a check below fails then): the server still goes down, so the restart and the checks run.
  if (killed.ms < 0) server.kill9();
  await server.exited();
  const restartMs = await server.start();
  log(`  killed with ${killed.sold} units sold; restarted in ${restartMs} ms; checking and retrying…`);

  const sent: Sent[] = buyers.map((buyer, i) => ({ buyer, answer: first.answers[i]! }));
  const acked = sent.filter((s) => s.answer.status === 200);
  const refused = sent.filter((s) => s.answer.status === 409);
  // A 5xx would be an answer too, but one a client retries like a lost one.
  const unanswered = sent.filter((s) => s.answer.status !== 200 && s.answer.status !== 409);
  const serverErrors = unanswered.filter((s) => s.answer.status !== 0).length;
  const checkoutIds = buyers.map((b) => b.checkoutId);

  const ackedIds = acked.map((s) => orderIdOf(s.answer));
  const ackedRows = ackedIds.length
    ? await world.db.select({ id: orders.id, checkoutId: orders.checkoutId, key: orders.idempotencyKey }).from(orders).where(inArray(orders.id, ackedIds))
    : [];
  const ackedIntact = acked.filter((s) => {
    const row = ackedRows.find((r) => r.id === orderIdOf(s.answer));
    return row?.checkoutId === s.buyer.checkoutId && row.key === s.buyer.key;
  }).length;
  const lostKeys = unanswered.map((s) => s.buyer.key);
  const committedUnanswered = new Map(
    (lostKeys.length
      ? await world.db.select({ id: orders.id, key: orders.idempotencyKey }).from(orders).where(inArray(orders.idempotencyKey, lostKeys))
      : []
    ).map((r) => [r.key, r.id]),
  );
  const beforeRetry = await orderedOf(world.db, productId);
  const stockBeforeRetry = await stockOf(world.db, productId);

  // The clients that got no answer try again with their same keys, all at once.
  const retried = unanswered.length
    ? await timedBurst(
        world,
        unanswered.map((s) => placeOrder(s.buyer)),
      )
    : { open: 0, answers: [] as Answer[], wallMs: 0 };
  const retries = unanswered.map((s, i) => ({ ...s, retry: retried.answers[i]! }));
  const badRetries = retries.filter((r) => r.retry.status !== 200 && r.retry.status !== 409);
  const wasCommitted = retries.filter((r) => committedUnanswered.has(r.buyer.key));
  const sameOrder = wasCommitted.filter((r) => r.retry.status === 200 && orderIdOf(r.retry) === committedUnanswered.get(r.buyer.key)).length;
  const placedNow = retries.filter((r) => !committedUnanswered.has(r.buyer.key) && r.retry.status === 200);
  const soldOut = retries.filter((r) => r.retry.status === 409).length;

  const after = await orderedOf(world.db, productId);
  const stock = await stockOf(world.db, productId);
  const told = new Set([...ackedIds, ...retries.filter((r) => r.retry.status === 200).map((r) => orderIdOf(r.retry))]);
  const held = await orderIdsOf(world.db, productId);
  const sameSets = held.length === told.size && held.every((id) => told.has(id));
  const answered = (a: Answer) => a.status !== 0;
  return {
    name: `Kill -9 in the middle of a burst: ${buyerCount} buyers, ${units} units`,
    bursts: [
      { scenario: 'kill -9: burst, killed part-way', answers: first.answers, connections: first.open, wallMs: first.wallMs, orders: beforeRetry.orders },
      { scenario: 'kill -9: unanswered, retried', answers: retried.answers, connections: retried.open, wallMs: retried.wallMs, orders: placedNow.length },
    ],
    notes: [
      `${buyerCount} orders sent one every ${(SEND_WINDOW_MS / buyerCount).toFixed(1)} ms over ${SEND_WINDOW_MS / 1000} s, each on a connection of its own.`,
      `SIGKILL ${Math.round(killed.ms)} ms into the burst, when the database showed ${killed.sold} of ${units} units sold: ${acked.length} answered 200, ${refused.length} 409, ${unanswered.length} got no answer${serverErrors ? ` (${serverErrors} of them a 5xx)` : ''}.`,
      `${committedUnanswered.size} of the unanswered had been committed before the kill (their answers were lost with the process). The server was back in ${restartMs} ms.`,
      `Retried with their same keys: ${sameOrder} got back the order already made, ${placedNow.length} placed a new one, ${soldOut} were sold out (409).`,
      `Before the retries: stock ${stockBeforeRetry} + ${beforeRetry.units} units ordered; after: stock ${stock} + ${after.units} units ordered (initial stock ${units}).`,
    ],
    checks: [
      check('the server was killed with requests in flight', killed.ms >= 0 && unanswered.length > 0, `${unanswered.length} requests unanswered`),
      check('some orders were acknowledged before the kill', acked.length > 0, `${acked.length}`),
      check(
        'every answer before the kill was 200, 409 or none',
        first.answers.filter(answered).every((a) => a.status === 200 || a.status === 409),
        `${serverErrors} 5xx`,
      ),
      expectCount('acknowledged orders found once after the restart, with their checkout and key', ackedIntact, acked.length),
      expectCount('checkouts placed as more than one order', await twiceOrdered(world.db, checkoutIds), 0),
      expectCount('stock + units ordered before the retries', stockBeforeRetry + beforeRetry.units, units),
      check(
        'every retry answered 200 or 409',
        badRetries.length === 0,
        badRetries.length ? `${badRetries.length} did not: ${badRetries[0]!.retry.status}` : `${retries.length}`,
      ),
      expectCount('retries of committed orders that returned that same order', sameOrder, wasCommitted.length),
      expectCount('stock + units ordered after the retries', stock + after.units, units),
      check(
        'the orders holding the product are exactly those some client was answered 200 for',
        sameSets,
        `${held.length} in the database, ${told.size} answered`,
      ),
    ],
  };
}

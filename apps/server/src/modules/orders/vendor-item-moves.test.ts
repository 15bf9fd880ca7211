import { eq } from 'drizzle-orm';
import type { VendorOrderItem } from '@bazaar/contracts';
import { describe, expect, it } from 'vitest';
import { refunds } from '../../db/schema';
import { holdInTransaction, untilWaitingOnLocks } from '../../test/lock-waits';
import { ordersKit } from '../../test/orders-kit';
import { body, type TestApp } from '../../test/test-app';
import { testDriver } from '../../test/test-db';
import { signInVendorUser } from '../../test/vendor-helpers';
import { findStoreByRealm } from '../../plugins/store-context';
import { type CheckoutCalls, type CheckoutWorld, useCheckoutSuite } from '../checkout/checkout-test-kit';
import { lockCustomer } from '../identity';
import type { VendorContext } from '../vendor-console';
import { transitionItem } from './vendor-items.service';

/**
 * Issue #12: a vendor's moves where the vendor-items tests leave gaps: when a note is needed and
 * which answer is named first, the refund of a rejection asked for at once, and the lock a move
 * takes (its item's row only).
 */

let app: TestApp;
let world: CheckoutWorld;
let calls: CheckoutCalls;
useCheckoutSuite((made) => ({ app, world, calls } = made));
const db = () => app.database.db;
const { buy, paidOnline, delivered } = ordersKit(
  () => app,
  () => world,
  () => calls,
);

const vendorOf = () => signInVendorUser(app, { id: world.store.id, realm: world.realm }, world.vendor.id);
type Vendor = Awaited<ReturnType<typeof vendorOf>>;
const move = (v: Vendor, itemId: number, to: string, note = '', outcome?: 'approved' | 'refused') =>
  app.inject({ method: 'POST', url: `/vms/rest/v3/order-items/${itemId}/transition`, headers: v.headers, payload: { to, note, outcome } });
const answer = async (v: Vendor, itemId: number, to: string, note = '', outcome?: 'approved' | 'refused') => {
  const res = await move(v, itemId, to, note, outcome);
  return [res.statusCode, res.statusCode === 200 ? body<VendorOrderItem>(res).response_body : body(res).response_message] as const;
};
/** A delivered item (cash) whose shopper asked for a return or a replacement. */
async function asked(kind: 'return' | 'replacement') {
  const bought = await buy();
  await delivered(bought.itemId);
  const res = await app.inject({
    method: 'POST',
    url: `/cfs/rest/v3/order-items/${bought.itemId}/return`,
    headers: bought.who.headers,
    payload: { kind, reason: 'It arrived scratched' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return bought;
}

describe('a note', () => {
  it('is not needed to deliver an item with no request, whatever outcome is sent', async () => {
    const vendor = await vendorOf();
    const { itemId } = await buy();
    expect((await move(vendor, itemId, 'InProgress')).statusCode).toBe(200);
    expect(await answer(vendor, itemId, 'Fulfilled', '', 'refused')).toEqual([200, expect.objectContaining({ status: 'Fulfilled', return_request: null })]);
  });

  it('is not needed to send a replacement', async () => {
    const vendor = await vendorOf();
    const { itemId } = await asked('replacement');
    expect(await answer(vendor, itemId, 'Fulfilled', '', 'approved')).toEqual([
      200,
      expect.objectContaining({ status: 'Fulfilled', return_request: expect.objectContaining({ kind: 'replacement', status: 'approved' }) }),
    ]);
  });

  it('is asked for only after the outcome: a missing one for a replacement, an approval of a return', async () => {
    const vendor = await vendorOf();
    const replacement = await asked('replacement');
    expect(await answer(vendor, replacement.itemId, 'Fulfilled')).toEqual([
      400,
      'outcome: say whether the replacement is being sent (approved) or the request is refused (refused)',
    ]);
    const ret = await asked('return');
    expect(await answer(vendor, ret.itemId, 'Fulfilled', '', 'approved')).toEqual([400, 'outcome: a return is approved by moving the item to Refund']);
    // A bare Fulfilled refuses a return, which needs the note.
    expect(await answer(vendor, ret.itemId, 'Fulfilled')).toEqual([400, 'note: tell the customer why, in a few words']);
  });
});

describe('a rejected item paid online', () => {
  it('has its refund asked for once, at once, after the move is committed', async () => {
    const { orderId, itemId } = await buy();
    await paidOnline(orderId);
    const { user } = await vendorOf();
    const ctx: VendorContext = {
      db: db(),
      store: (await findStoreByRealm(db(), world.realm))!,
      language: undefined,
      vendorUserId: user.id,
      vendorId: world.vendor.id,
    };
    const issued: { id: number; committed: boolean }[] = [];
    const issueRefund = async (id: number) => {
      // Read outside the move's transaction: the refund is there only once it is committed.
      const [row] = await db().select().from(refunds).where(eq(refunds.id, id));
      issued.push({ id, committed: row !== undefined });
      return row ?? null;
    };
    const view = await transitionItem(ctx, itemId, { to: 'Rejected', note: 'The last one was damaged' }, { issueRefund });
    const [refund] = await db().select().from(refunds).where(eq(refunds.orderItemId, itemId));
    expect(refund).toMatchObject({ status: 'pending', reason: 'rejected', amountMinor: 90_000 });
    expect(issued).toEqual([{ id: refund!.id, committed: true }]);
    expect(view.refund).toMatchObject({ refund_id: refund!.id, amount: 900, status: 'pending' });
  });
});

describe.runIf(testDriver() === 'postgres')('on PostgreSQL', () => {
  // The item's row only: the shopper's own row is locked by their checkout, which must not hold up the vendor.
  it("moves an item while the customer's row is locked elsewhere", async () => {
    const vendor = await vendorOf();
    const { who, itemId } = await buy();
    const ctx = await world.contextOf(who);
    const other = await holdInTransaction(db(), (tx) => lockCustomer(tx, ctx));
    try {
      const moving = move(vendor, itemId, 'InProgress');
      expect(await untilWaitingOnLocks(db(), 1, { unless: moving })).toBe(false);
      expect((await moving).statusCode).toBe(200);
    } finally {
      other.release();
      await other.done;
    }
  });
});

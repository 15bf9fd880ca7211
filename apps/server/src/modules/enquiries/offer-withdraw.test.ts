import { afterEach, describe, expect, it } from 'vitest';
import { fakeClock } from '../../test/clock';
import { createCatalogue } from '../../test/catalogue-factory';
import { hoursFrom, offerKit, refusal } from '../../test/offer-kit';
import { body, type TestApp } from '../../test/test-app';
import { type CheckoutCalls, type CheckoutWorld, useCheckoutSuite } from '../checkout/checkout-test-kit';

/** Issue #13: a vendor withdraws an offer (DELETE /vms/rest/v3/enquiries/{enquiryId}/offers/{offerId}). */

let app: TestApp;
let world: CheckoutWorld;
let calls: CheckoutCalls;
useCheckoutSuite((made) => ({ app, world, calls } = made));
const kit = offerKit(
  () => app,
  () => world,
  () => calls,
);
let clock: ReturnType<typeof fakeClock> | undefined;
afterEach(() => clock?.restore());

let elsewhere: Awaited<ReturnType<typeof createCatalogue>> | undefined;
/** Another vendor of the same store, and a vendor of another store. */
async function outsiders() {
  elsewhere ??= await createCatalogue(app.database.db, { numberToBasic: 100 });
  return {
    rival: await kit.vendorUser(world.otherVendor.id),
    stranger: await kit.vendorUser(elsewhere.refs.vendorId, { id: elsewhere.store.id, realm: elsewhere.realm }),
  };
}

describe('withdrawing an offer', () => {
  it('withdraws an open offer, then refuses it again with 409', async () => {
    const { customer, vendor, enquiryId } = await kit.deal();
    const offer = await kit.made(vendor, enquiryId);
    const res = await kit.withdraw(vendor, enquiryId, offer.id);
    expect(res.statusCode).toBe(200);
    expect(body<{ status: string }>(res).response_body.status).toBe('withdrawn');
    expect((await kit.offersOf(customer, enquiryId))[0]!.status).toBe('withdrawn');
    expect(refusal(await kit.withdraw(vendor, enquiryId, offer.id))).toEqual([409, 'This offer is withdrawn and can no longer be withdrawn']);
  });

  it('refuses an expired offer with 409, from its very end', async () => {
    clock = fakeClock();
    const { vendor, enquiryId } = await kit.deal();
    const offer = await kit.made(vendor, enquiryId, { valid_until: hoursFrom(0.1) });
    clock.advance(6 * 60);
    expect(refusal(await kit.withdraw(vendor, enquiryId, offer.id))).toEqual([409, 'This offer is expired and can no longer be withdrawn']);
  });

  it("answers another vendor's, another store's, another enquiry's and an unknown offer with 404", async () => {
    const { vendor, enquiryId } = await kit.deal();
    const offer = await kit.made(vendor, enquiryId);
    const second = await kit.deal();
    const { rival, stranger } = await outsiders();
    expect(refusal(await kit.withdraw(rival, enquiryId, offer.id))).toEqual([404, 'There is no such offer']);
    expect(refusal(await kit.withdraw(stranger, enquiryId, offer.id))).toEqual([404, 'There is no such offer']);
    expect(refusal(await kit.withdraw(vendor, second.enquiryId, offer.id))).toEqual([404, 'There is no such offer']);
    expect(refusal(await kit.withdraw(vendor, enquiryId, 999_999_999))).toEqual([404, 'There is no such offer']);
    expect((await kit.withdraw(undefined, enquiryId, offer.id)).statusCode).toBe(401);
    expect((await kit.offersOf(vendor, enquiryId, 'vms'))[0]!.status).toBe('open');
  });
});

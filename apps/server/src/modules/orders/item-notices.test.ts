import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerPreferences, customers } from '../../db/schema';
import { ordersKit } from '../../test/orders-kit';
import { body, type TestApp } from '../../test/test-app';
import { type CheckoutCalls, type CheckoutWorld, useCheckoutSuite } from '../checkout/checkout-test-kit';
import { noticeLanguage, noticeText } from './notice-text';

/** Issue #12: the customer is told of each change, in their language, unless they said not to. */

const facts = { store: 'Bazaar', orderId: 41, product: 'Brass Diya', vendor: 'Jaipur Crafts', currency: 'INR' };

describe('the words of a notice', () => {
  it('says each change in English, with the refund in the order currency', () => {
    expect(noticeText({ itemId: 1, to: 'Cancelled', refund: { amount: 1450.5, status: 'pending' } }, facts, 'en')).toEqual({
      subject: 'Your Bazaar order 41',
      body: 'Brass Diya (order 41) has been cancelled as you asked. ₹1,450.50 is being refunded to the way you paid.',
    });
    expect(noticeText({ itemId: 1, to: 'Rejected', refund: { amount: 900, status: 'owed' } }, facts, 'en').body).toBe(
      'Jaipur Crafts cannot supply Brass Diya (order 41), so it has been cancelled. ₹900.00 will be handed back to you by Jaipur Crafts.',
    );
    expect(noticeText({ itemId: 1, to: 'Fulfilled', request: { kind: 'replacement', approved: true } }, facts, 'en').body).toBe(
      'Jaipur Crafts is sending a replacement for Brass Diya (order 41).',
    );
    expect(noticeText({ itemId: 1, to: 'Refund', handedBack: 900 }, facts, 'en').body).toBe(
      'Jaipur Crafts has recorded handing back ₹900.00 in cash for Brass Diya (order 41).',
    );
  });

  it('says it in Hindi, Arabic and French, with the amount written for that language', () => {
    const refund = { itemId: 1, to: 'Refund' as const, refund: { amount: 1450.5, status: 'pending' } };
    expect(noticeText(refund, facts, 'hi')).toEqual({
      subject: 'आपका Bazaar ऑर्डर 41',
      body: 'Jaipur Crafts ने Brass Diya (ऑर्डर 41) की वापसी स्वीकार कर ली है। ₹1,450.50 आपके भुगतान के तरीके पर लौटाया जा रहा है।',
    });
    expect(noticeText(refund, facts, 'fr').body).toBe(
      'Jaipur Crafts a accepté le retour de Brass Diya (commande 41). 1\u202f450,50\u00a0₹ vous est remboursé sur votre moyen de paiement.',
    );
    const arabic = noticeText(refund, facts, 'ar');
    expect(arabic.subject).toBe('طلبك 41 من Bazaar');
    expect(arabic.body).toMatch(/^قبل Jaipur Crafts إرجاع Brass Diya \(الطلب 41\)\. يجري استرداد .+ إلى وسيلة الدفع التي استخدمتها\.$/);
  });

  it('reads en_US and en_IN as English and an unknown language as English', () => {
    expect(['en_US', 'en_IN', 'de', null, undefined].map(noticeLanguage)).toEqual(['en', 'en', 'en', 'en', 'en']);
    expect(['hi', 'ar', 'fr'].map(noticeLanguage)).toEqual(['hi', 'ar', 'fr']);
  });
});

describe('sending a notice', () => {
  let app: TestApp;
  let world: CheckoutWorld;
  let calls: CheckoutCalls;
  useCheckoutSuite((made) => ({ app, world, calls } = made));
  const { buy } = ordersKit(
    () => app,
    () => world,
    () => calls,
  );

  async function cancelWith(preferences: { languageCode?: string; notifyOrderUpdates?: boolean } | null) {
    const { who, itemId, orderId, product } = await buy();
    if (preferences) await app.database.db.insert(customerPreferences).values({ customerId: who.customerId, storeId: world.store.id, ...preferences });
    const [me] = await app.database.db.select().from(customers).where(eq(customers.id, who.customerId));
    const address = (me!.email ?? me!.phone)!;
    const res = await app.inject({
      method: 'POST',
      url: `/cfs/rest/v3/order-items/${itemId}/cancel`,
      headers: who.headers,
      payload: { reason: 'Changed my mind' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const outbox = async () =>
      body<{ messages: { subject: string; body: string }[] }>(await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(address)}` }))
        .response_body.messages;
    return { outbox, orderId, product };
  }

  it('writes in the language the customer chose', async () => {
    const { outbox, orderId, product } = await cancelWith({ languageCode: 'fr' });
    await expect
      .poll(async () => (await outbox()).map((m) => m.body), { interval: 10 })
      .toContain(`${product.name} (commande ${orderId}) a été annulé comme vous l’avez demandé.`);
  });

  it('sends nothing to a customer who turned order updates off', async () => {
    const quiet = await cancelWith({ notifyOrderUpdates: false });
    // A notice to someone else, sent after the quiet one, proves the quiet one had its chance.
    const loud = await cancelWith(null);
    await expect.poll(async () => (await loud.outbox()).length, { interval: 10 }).toBe(1);
    expect(await quiet.outbox()).toEqual([]);
  });
});

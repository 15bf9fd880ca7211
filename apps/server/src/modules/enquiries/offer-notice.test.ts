import { describe, expect, it } from 'vitest';
import { customerPreferences } from '../../db/schema';
import { outboxCount, outboxMessages } from '../../test/identity-helpers';
import { offerKit } from '../../test/offer-kit';
import type { TestApp } from '../../test/test-app';
import { type CheckoutCalls, type CheckoutWorld, useCheckoutSuite } from '../checkout/checkout-test-kit';
import { offerNoticeLanguage, offerNoticeText } from './offer-notice';

/** Issue #13: the customer hears of a new offer in their language, unless they turned updates off. */

let app: TestApp;
let world: CheckoutWorld;
let calls: CheckoutCalls;
useCheckoutSuite((made) => ({ app, world, calls } = made));
const kit = offerKit(
  () => app,
  () => world,
  () => calls,
);

const facts = {
  vendor: 'Sharma Tailors',
  product: 'Bridal Lehenga',
  quantity: 2,
  unitPrice: 18_500.5,
  total: 37_001,
  currency: 'INR',
  validUntil: new Date('2026-12-01T12:30:00Z'),
  timeZone: 'Asia/Kolkata',
};

describe('the words of an offer notice', () => {
  it("writes amounts in the store's currency and the end on the store's clock, in each language", () => {
    expect(offerNoticeText(facts, 'en_IN')).toEqual({
      subject: 'Sharma Tailors has sent you an offer for Bridal Lehenga',
      body: 'Sharma Tailors offers 2 × Bridal Lehenga at ₹18,500.50 each, ₹37,001.00 in all, valid until 1 Dec 2026, 6:00 pm. Accept it from My enquiries to check out.',
    });
    expect(offerNoticeText(facts, 'hi').body).toContain('₹18,500.50');
    expect(offerNoticeText(facts, 'hi').subject).toBe('Sharma Tailors ने आपको Bridal Lehenga के लिए एक प्रस्ताव भेजा है');
    expect(offerNoticeText(facts, 'fr').body).toMatch(
      /^Sharma Tailors vous propose 2 × Bridal Lehenga à 18\s500,50\s₹ l’unité, soit 37\s001,00\s₹ au total, valable jusqu’au 1 déc\. 2026/,
    );
    expect(offerNoticeText(facts, 'ar').subject).toBe('أرسل إليك Sharma Tailors عرضًا على Bridal Lehenga');
    expect(offerNoticeText({ ...facts, timeZone: 'UTC' }, 'en').body).toContain('valid until 1 Dec 2026, 12:30');
  });

  it('falls back to English for a language it does not write', () => {
    expect([offerNoticeLanguage('hi'), offerNoticeLanguage('de'), offerNoticeLanguage(null), offerNoticeLanguage(undefined)]).toEqual(['hi', 'en', 'en', 'en']);
  });
});

describe('telling the customer', () => {
  it('sends the new offer to their email, in the language they chose', async () => {
    const { customer, vendor, product, enquiryId } = await kit.deal();
    await app.database.db.insert(customerPreferences).values({ customerId: customer.customerId, storeId: world.store.id, languageCode: 'fr' });
    await kit.made(vendor, enquiryId, { unit_price: 1250.5, quantity: 2 });
    const [notice] = await outboxMessages(app, customer.customer.email!);
    expect(notice).toMatchObject({ channel: 'email', subject: `Sharma Tailors vous a envoyé une offre pour ${product.name}` });
    expect(notice!.body).toMatch(/2 × .* à 1\s250,50\s₹ l’unité, soit 2\s501,00\s₹ au total/);
  });

  it('sends nothing to a customer who turned order updates off', async () => {
    const { customer, vendor, enquiryId } = await kit.deal();
    await app.database.db.insert(customerPreferences).values({ customerId: customer.customerId, storeId: world.store.id, notifyOrderUpdates: false });
    await kit.made(vendor, enquiryId);
    await new Promise((r) => setTimeout(r, 100));
    expect(await outboxCount(app, customer.customer.email!)).toBe(0);
  });
});

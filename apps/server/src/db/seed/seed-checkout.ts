import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { coupons, paymentMethods, products, stores, vendors } from '../schema';

/**
 * What the demo stores take at checkout: their payment methods, delivery charges, which vendors
 * collect cash on delivery, and a few coupons (one expired, one a vendor's own, one that makes an
 * order free). Written once per store: a data folder seeded before checkout existed gets it at
 * the next start.
 */

type StoreCheckout = {
  realm: string;
  methods: ('cod' | 'cashfree' | 'stripe' | 'amazon_pay')[];
  deliveryFeeMinor: number;
  freeDeliveryFromMinor: number;
  /** Vendors (by slug) whose products are paid in cash when they arrive. */
  cashOnDeliveryVendors: string[];
  coupons: (Omit<typeof coupons.$inferInsert, 'storeId' | 'vendorId'> & { vendor?: string })[];
};

const DEMO_CHECKOUT: StoreCheckout[] = [
  {
    realm: 'demo',
    methods: ['cod', 'cashfree', 'stripe', 'amazon_pay'],
    deliveryFeeMinor: 4_900,
    freeDeliveryFromMinor: 49_900,
    // Local shops that collect cash at the door: the Pune bakery and the Bengaluru electronics shop.
    cashOnDeliveryVendors: ['koregaon-bake-house', 'circuit-galli'],
    coupons: [
      {
        code: 'WELCOME10',
        description: '10% off your first order, up to ₹200, on orders from ₹499',
        kind: 'percent',
        value: 10,
        maxDiscountMinor: 20_000,
        minOrderMinor: 49_900,
      },
      {
        code: 'FESTIVE250',
        description: '₹250 off orders from ₹1,999, until 15 January 2027',
        kind: 'fixed',
        value: 25_000,
        minOrderMinor: 199_900,
        expiresAt: new Date('2027-01-15T23:59:59+05:30'),
        maxUses: 500,
      },
      { code: 'MONSOON15', description: '15% off, ended 30 September 2026', kind: 'percent', value: 15, expiresAt: new Date('2026-09-30T23:59:59+05:30') },
      {
        code: 'RANGREZ15',
        description: '15% off Rangrez Block Prints, on their prints from ₹1,500',
        kind: 'percent',
        value: 15,
        minOrderMinor: 150_000,
        vendor: 'rangrez-block-prints',
      },
      {
        code: 'PAGEONE',
        description: 'One Pixel Pothi e-book on us: ₹399 off their books and courses',
        kind: 'fixed',
        value: 39_900,
        vendor: 'pixel-pothi-studio',
      },
    ],
  },
  {
    realm: 'souk',
    methods: ['cod', 'stripe'],
    deliveryFeeMinor: 4_500,
    freeDeliveryFromMinor: 50_000,
    cashOnDeliveryVendors: ['bayt-al-qahwa'],
    coupons: [
      { code: 'AHLAN50', description: 'خصم 50 راند على طلبك الأول من 300 راند', kind: 'fixed', value: 5_000, minOrderMinor: 30_000 },
      { code: 'RAMADAN20', description: 'خصم 20% انتهى في 30 مارس 2026', kind: 'percent', value: 20, expiresAt: new Date('2026-03-30T23:59:59+02:00') },
      { code: 'DAROUD10', description: 'خصم 10% على منتجات دار العود', kind: 'percent', value: 10, vendor: 'dar-al-oud' },
    ],
  },
  { realm: 'atelier', methods: ['cod'], deliveryFeeMinor: 0, freeDeliveryFromMinor: 0, cashOnDeliveryVendors: [], coupons: [] },
];

export async function seedCheckout(db: Db): Promise<void> {
  for (const setup of DEMO_CHECKOUT) {
    const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.realmName, setup.realm));
    if (!store) continue;
    const [existing] = await db.select({ id: paymentMethods.id }).from(paymentMethods).where(eq(paymentMethods.storeId, store.id)).limit(1);
    if (existing) continue;
    await db.insert(paymentMethods).values(setup.methods.map((provider, position) => ({ storeId: store.id, provider, position })));
    await db
      .update(stores)
      .set({ deliveryFeeMinor: setup.deliveryFeeMinor, freeDeliveryFromMinor: setup.freeDeliveryFromMinor })
      .where(eq(stores.id, store.id));
    const vendorRows = await db.select({ id: vendors.id, slug: vendors.slug }).from(vendors).where(eq(vendors.storeId, store.id));
    const vendorId = (slug: string) => vendorRows.find((v) => v.slug === slug)?.id;
    const cod = setup.cashOnDeliveryVendors.flatMap((slug) => vendorId(slug) ?? []);
    if (cod.length) {
      await db
        .update(products)
        .set({ paymentMode: 'pay_on_delivery' })
        .where(and(eq(products.storeId, store.id), inArray(products.vendorId, cod)));
    }
    if (setup.coupons.length) {
      const rows = setup.coupons.map(({ vendor, ...c }) => {
        // A vendor's coupon whose vendor is missing must not become a store-wide one.
        if (vendor && vendorId(vendor) === undefined) throw new Error(`Coupon ${c.code} names an unknown vendor ${vendor}`);
        return { ...c, storeId: store.id, vendorId: vendor ? vendorId(vendor)! : null };
      });
      await db.insert(coupons).values(rows);
    }
  }
}

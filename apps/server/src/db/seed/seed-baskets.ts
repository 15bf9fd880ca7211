import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { cartItems, customers, products, slotSchedules, wishlistItems } from '../schema';
import { DEMO_SHOPPER } from './seed-customers';

/**
 * Slot timetables for every product that needs a slot, and a lived-in cart and wish list for
 * the demo shopper, so /cart and /WishList are not empty on first sign-in.
 */

/** Mornings to evenings, six days a week; Sundays only the late-morning and afternoon slots. */
const DAY_SLOTS: [string, string][] = [
  ['09:00', '11:00'],
  ['11:00', '13:00'],
  ['14:00', '16:00'],
  ['16:00', '18:00'],
  ['18:00', '20:00'],
];
const SUNDAY_SLOTS = DAY_SLOTS.slice(1, 3);

export async function seedSlotSchedules(db: Db, storeIds: number[]): Promise<void> {
  const slotted = await db
    .select({ id: products.id, storeId: products.storeId })
    .from(products)
    .where(and(inArray(products.storeId, storeIds), eq(products.slotRequired, true)))
    .orderBy(asc(products.id));
  const rows = slotted.flatMap((p, n) =>
    [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
      (weekday === 0 ? SUNDAY_SLOTS : DAY_SLOTS).map(([startTime, endTime], k) => ({
        storeId: p.storeId,
        productId: p.id,
        weekday,
        startTime,
        endTime,
        // Small crews: two to five bookings a slot, varied so the demo shows a nearly-full slot.
        capacity: 2 + ((n + weekday + k) % 4),
      })),
    ),
  );
  for (let i = 0; i < rows.length; i += 1000) await db.insert(slotSchedules).values(rows.slice(i, i + 1000));
}

/** Named demo products by slug, so the basket reads like someone's real shopping. */
const CART = [
  { slug: 'leheriya-chanderi-silk-saree', quantity: 1 },
  { slug: 'masala-chai-blend-500-g', quantity: 2 },
  { slug: 'midnight-blue-true-wireless-earbuds', quantity: 1 },
];
const WISHLIST = ['antique-brass-urli-bowl', 'kansa-dinner-thali-set', 'power-yoga-session', 'rose-jaal-jaipuri-razai', 'monthly-tea-subscription-500-g'];

export async function seedDemoBaskets(db: Db): Promise<void> {
  const [priya] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.storeId, DEMO_SHOPPER.storeId), eq(customers.phone, DEMO_SHOPPER.phone)))
    .limit(1);
  if (!priya) return;
  const inStock = await db
    .select({ id: products.id, slug: products.slug, flow: products.orderFlow, slot: products.slotRequired })
    .from(products)
    .where(and(eq(products.storeId, DEMO_SHOPPER.storeId), eq(products.isActive, true), gt(products.stock, 0)))
    .orderBy(asc(products.id));
  const bySlug = new Map(inStock.map((p) => [p.slug, p]));
  const owner = { storeId: DEMO_SHOPPER.storeId, customerId: priya.id };
  const cart = CART.flatMap((c) => (bySlug.has(c.slug) ? [{ ...owner, productId: bySlug.get(c.slug)!.id, quantity: c.quantity }] : []));
  const wish = WISHLIST.flatMap((slug) =>
    bySlug.has(slug) ? [{ ...owner, productId: bySlug.get(slug)!.id, itemType: bySlug.get(slug)!.slot ? ('service' as const) : ('product' as const) }] : [],
  );
  if (cart.length) await db.insert(cartItems).values(cart);
  if (wish.length) await db.insert(wishlistItems).values(wish);
}

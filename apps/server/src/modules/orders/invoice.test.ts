import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { orderGroups, orders } from '../../db/schema';
import { signInAsNew, type SignedIn } from '../../test/auth-helpers';
import { body, type TestApp } from '../../test/test-app';
import { type CheckoutCalls, type CheckoutWorld, placed, useCheckoutSuite } from '../checkout/checkout-test-kit';
import { type InvoiceData, moneyFormat, renderInvoice } from './invoice-pdf';
import { invoiceLanguage } from './invoice-words';

/** Issue #12: the invoice of an order, whole or one vendor's part, as a PDF only its owner can fetch. */

let app: TestApp;
let world: CheckoutWorld;
let calls: CheckoutCalls;
useCheckoutSuite((made) => ({ app, world, calls } = made));
const db = () => app.database.db;

const invoice = (who: SignedIn | undefined, orderId: number, query = '') =>
  app.inject({ method: 'GET', url: `/cfs/rest/v3/orders/${orderId}/invoice${query}`, headers: who?.headers });

/** The PDF's pages and text, as a reader's copy and paste would give it. */
async function read(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const { totalPages, text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return { pages: totalPages, text };
}

/**
 * Two lamps (₹900 each) from the store's vendor and a kurta (₹1,250.50) from the other, 10% off
 * the other vendor's goods, placed at 01:30 on 2 March 2030 in India, with ₹40 delivery set by
 * hand on the first vendor's shipment.
 */
async function twoVendorOrder() {
  const lamp = await world.product({ name: 'Brass Diya Lamp', paymentMode: 'pay_on_delivery' });
  const kurta = await world.product({
    name: 'Handloom Kurta खादी',
    vendorId: world.otherVendor.id,
    sellingPriceMinor: 125_050,
    paymentMode: 'pay_on_delivery',
  });
  const coupon = await world.coupon({ vendorId: world.otherVendor.id, value: 10 });
  const who = await world.shopper([
    { productId: lamp.id, quantity: 2 },
    { productId: kurta.id, quantity: 1 },
  ]);
  const { checkout_id: id } = await calls.open(who);
  await calls.update(who, id, { delivery_address_id: who.addressId, payment_ids: [world.method('cod')], coupon_code: coupon.code });
  const orderId = placed(await calls.place(who, id)).order_id;
  await db()
    .update(orderGroups)
    .set({ deliveryMinor: 4000 })
    .where(and(eq(orderGroups.orderId, orderId), eq(orderGroups.vendorId, world.vendor.id)));
  await db()
    .update(orders)
    .set({ createdAt: new Date('2030-03-01T20:00:00Z'), deliveryMinor: sql`${orders.deliveryMinor} + 4000`, totalMinor: sql`${orders.totalMinor} + 4000` })
    .where(eq(orders.id, orderId));
  return { who, orderId, coupon: coupon.code };
}

describe('the invoice of an order', () => {
  it('gives the owner the whole order as a PDF attachment: both vendors, the numbers, the date in the store zone and the sums in rupees', async () => {
    const { who, orderId, coupon } = await twoVendorOrder();
    const res = await invoice(who, orderId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${orderId}.pdf"`);
    const { text } = await read(res.rawPayload);
    expect(text).toContain(`Invoice no. INV-${orderId}\n`);
    expect(text).toContain(`Order no. ${orderId}\n`);
    expect(text).toContain('Order date 2 March 2030, 1:30 am IST');
    expect(text).toContain(world.store.displayName);
    expect(text).toContain(`Sold by ${world.vendor.name}, ${world.otherVendor.name}`);
    expect(text).toContain('221, 12th Main, HSR Layout');
    expect(text).toContain('Brass Diya Lamp');
    // The Devanagari word comes back whole from its embedded font.
    expect(text).toContain('Handloom Kurta खादी');
    expect(text).toContain('Sub total ₹3,050.50');
    expect(text).toContain(`Discount (${coupon}) -₹125.05`);
    expect(text).toContain('Delivery charge ₹40.00');
    expect(text).toContain('Total ₹2,965.45');
    expect(text).not.toMatch(/tax/i);
  });

  it("holds one vendor's items and that vendor's sums only; the two parts add up to the order", async () => {
    const { who, orderId, coupon } = await twoVendorOrder();
    const other = await invoice(who, orderId, `?vendor-id=${world.otherVendor.id}`);
    expect(other.headers['content-disposition']).toBe(`attachment; filename="invoice-${orderId}-${world.otherVendor.id}.pdf"`);
    const kurta = (await read(other.rawPayload)).text;
    expect(kurta).toContain(`Invoice no. INV-${orderId}-${world.otherVendor.id}`);
    expect(kurta).toContain('Handloom Kurta');
    expect(kurta).not.toContain('Brass Diya Lamp');
    expect(kurta).not.toContain(world.vendor.name);
    expect(kurta).toContain(`Discount (${coupon}) -₹125.05`);
    expect(kurta).toContain('Delivery charge ₹0.00');
    expect(kurta).toContain('Total ₹1,125.45');

    const lamps = (await read((await invoice(who, orderId, `?vendor-id=${world.vendor.id}`)).rawPayload)).text;
    expect(lamps).toContain('Brass Diya Lamp');
    expect(lamps).not.toContain('Handloom Kurta');
    // The coupon was the other vendor's: no code and nothing off here.
    expect(lamps).toContain('Discount ₹0.00');
    expect(lamps).toContain('Sub total ₹1,800.00');
    expect(lamps).toContain('Delivery charge ₹40.00');
    // ₹1,840.00 + ₹1,125.45 = ₹2,965.45, the whole order's total.
    expect(lamps).toContain('Total ₹1,840.00');
  });

  it('speaks French when asked in French, with amounts written the French way', async () => {
    const { who, orderId } = await twoVendorOrder();
    const { text } = await read((await invoice(who, orderId, '?language-code=fr')).rawPayload);
    expect(text).toContain(`Facture n° INV-${orderId}`);
    expect(text).toContain(`Commande n° ${orderId}`);
    expect(text).toContain('Date de commande 2 mars 2030');
    expect(text).toMatch(/Total 2\s965,45\s₹/);
    expect(text).toContain('Merci de vos achats chez');
  });

  it('refuses anyone but the owner, a vendor with nothing in the order and a vendor-id that is not a number', async () => {
    const { who, orderId } = await twoVendorOrder();
    const stranger = await world.shopper();
    const theirs = await invoice(stranger, orderId);
    expect([theirs.statusCode, body(theirs).response_message]).toEqual([404, `There is no order ${orderId} among your orders`]);
    // A shopper of another store, whose token names that store.
    const elsewhere = await signInAsNew(app, { storeRealm: 'demo' });
    expect((await invoice(elsewhere, orderId)).statusCode).toBe(404);
    expect((await invoice(undefined, orderId)).statusCode).toBe(401);

    const unknown = await invoice(who, orderId, '?vendor-id=999999');
    expect([unknown.statusCode, body(unknown).response_message]).toEqual([404, `Order ${orderId} has no items from vendor 999999`]);
    const bad = await invoice(who, orderId, '?vendor-id=abc');
    expect([bad.statusCode, body(bad).response_message]).toEqual([400, 'vendor-id must be a whole number']);
    expect((await invoice(who, orderId, '?vendor-id=0')).statusCode).toBe(400);
  });
});

describe('the invoice in the API document', () => {
  it('is described as a PDF, with vendor-id as its one query parameter besides the language', async () => {
    type Operation = { parameters: { name: string; in: string }[]; responses: Record<string, { content?: Record<string, { schema: object }> }> };
    const doc = JSON.parse((await app.inject({ method: 'GET', url: '/docs/json' })).body) as { paths: Record<string, { get: Operation }> };
    const operation = doc.paths['/cfs/rest/v3/orders/{orderId}/invoice']!.get;
    expect(operation.responses['200']!.content).toEqual({ 'application/pdf': { schema: expect.objectContaining({ type: 'string', format: 'binary' }) } });
    expect(operation.parameters.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(['vendor-id', 'language-code']);
  });
});

/** A w×h grey PNG, made here so that the test ships no binary file. */
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#606060' } })
    .png()
    .toBuffer();

describe('the invoice PDF', () => {
  const data = (over: Partial<InvoiceData> = {}): InvoiceData => ({
    number: 'INV-7',
    orderId: 7,
    placedAt: new Date('2030-03-01T06:00:00Z'),
    timeZone: 'Asia/Kolkata',
    storeName: 'Bazaar बाज़ार',
    logo: null,
    vendorNames: ['Souk متجر'],
    currency: 'INR',
    currencySymbol: '₹',
    unit: 100,
    billingAddress: null,
    deliveryAddress: {
      name: 'प्रिया शर्मा',
      line1: '221, 12th Main',
      line2: 'null',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560102',
      phone: '+919000000001',
    },
    couponCode: null,
    lines: [{ name: 'हस्तनिर्मित कुर्ता', vendorName: 'Souk متجر', quantity: 1, unitMinor: 50_000, lineMinor: 50_000, note: null }],
    subTotalMinor: 50_000,
    discountMinor: 0,
    deliveryMinor: 0,
    totalMinor: 50_000,
    ...over,
  });

  it('embeds Noto Sans for Latin and Devanagari and Noto Sans Arabic, only as subsets, and draws a PNG logo', async () => {
    const pdf = await renderInvoice(data({ logo: await png(60, 20) }));
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansArabic-Regular/);
    expect(raw).toContain('/Subtype /Image');
    // Glyph subsets: the whole of the three fonts would be several hundred kilobytes.
    expect(pdf.length).toBeLessThan(60_000);
    // A missing line2 ("null" in the address snapshot) leaves no line.
    expect((await read(pdf)).text).not.toContain('null');
  });

  it('writes its own words in Hindi, and keeps English for Arabic until lines can run right to left', async () => {
    const hindi = (await read(await renderInvoice(data({ language: 'hi', lines: [{ ...data().lines[0]!, note: 'free' }] })))).text;
    expect(hindi).toContain('कुल ₹500.00');
    expect(hindi).toContain('छूट ₹0.00');
    expect(hindi).not.toContain('Total');
    expect(invoiceLanguage('ar')).toBe('en');
    expect(['hi', 'fr', 'en_IN', 'en_US', undefined].map(invoiceLanguage)).toEqual(['hi', 'fr', 'en', 'en', 'en']);
  });

  it('leaves out a logo that is not a PNG or JPEG (an SVG) instead of failing', async () => {
    const pdf = await renderInvoice(data({ logo: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') }));
    expect(pdf.toString('latin1')).not.toContain('/Subtype /Image');
  });

  it('carries a long order over to the next page, repeating the column heads, with the totals after the last item', async () => {
    const lines = Array.from({ length: 45 }, (_, n) => ({
      name: `Item ${n + 1}`,
      vendorName: 'Souk',
      quantity: 1,
      unitMinor: 100,
      lineMinor: 100,
      note: null,
    }));
    const { pages, text } = await read(await renderInvoice(data({ lines, subTotalMinor: 4500, totalMinor: 4500 })));
    expect(pages).toBe(2);
    expect(text.match(/Item Qty Unit price Amount/g)).toHaveLength(2);
    expect(text.indexOf('Item 45')).toBeLessThan(text.indexOf('Total ₹45.00'));
  });

  it('writes money in the currency of the order, and in the store symbol where Intl does not know the code', () => {
    expect(moneyFormat('INR', '₹', 100)(12_345_678)).toBe('₹1,23,456.78');
    expect(moneyFormat('KWD', 'KD', 1000)(12_345)).toBe('KWD\u00a012.345');
    expect(moneyFormat('rupee', 'Rs', 100)(-1250)).toBe('-Rs12.50');
  });
});

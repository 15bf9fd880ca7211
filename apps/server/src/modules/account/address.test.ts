import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { addresses } from '../../db/schema';
import { DEMO_SHOPPER } from '../../db/seed/seed-customers';
import { addressInput, insertAddresses } from '../../test/address-factory';
import { findCustomerId, signInAs, signInAsNew, type SignedIn } from '../../test/auth-helpers';
import { body, createTestApp, type TestApp } from '../../test/test-app';

type Address = { id: number; address_type: string; is_default: boolean; line1: string; created_at: string; [k: string]: unknown };
type AddressList = { addresses: Address[]; total: number };

let app: TestApp;
let priya: SignedIn;
beforeAll(async () => {
  app = await createTestApp();
  priya = await signInAs(app, { storeRealm: 'demo', customerId: await findCustomerId(app, 'demo', DEMO_SHOPPER.phone) });
});
afterAll(async () => {
  await app.close();
});

const list = (who: SignedIn, query = '') => app.inject({ method: 'GET', url: `/cfs/rest/v3/addresses${query}`, headers: who.headers });
const add = (who: SignedIn, payload: object) => app.inject({ method: 'POST', url: '/cfs/rest/v3/addresses', headers: who.headers, payload });
const listed = async (who: SignedIn, query = '') => body<AddressList>(await list(who, query)).response_body;

describe('GET /cfs/rest/v3/addresses', () => {
  it("lists the demo shopper's seeded delivery and billing addresses, both defaults", async () => {
    const res = await list(priya, '?language-code=en');
    expect(res.statusCode).toBe(200);
    const { addresses: rows, total } = body<AddressList>(res).response_body;
    expect(total).toBe(2);
    expect(rows.map((a) => [a.address_type, a.is_default, a.pincode])).toEqual(
      expect.arrayContaining([
        ['delivery', true, '560038'],
        ['billing', true, '560034'],
      ]),
    );
    expect(rows.find((a) => a.address_type === 'delivery')).toMatchObject({ line1: '14, 3rd Cross, Indiranagar', city: 'Bengaluru', state: 'Karnataka' });
  });

  it('filters by address_type', async () => {
    const { addresses: rows, total } = await listed(priya, '?address_type=billing');
    expect(total).toBe(1);
    expect(rows.map((a) => a.line1)).toEqual(['Bazaar Labs, 5th Floor, 80 Feet Road']);
  });

  it('puts the default first, then the newest', async () => {
    const who = await signInAsNew(app);
    for (const line1 of ['First', 'Second', 'Third']) expect((await add(who, addressInput({ line1 }))).statusCode).toBe(201);
    const { addresses: rows } = await listed(who);
    expect(rows.map((a) => a.line1)).toEqual(['First', 'Third', 'Second']);
  });

  it('pages with page-limit and page-number, and gives all with page-number -1', async () => {
    const who = await signInAsNew(app);
    await insertAddresses(app, who, 12);
    expect((await listed(who)).addresses).toHaveLength(10);
    const second = await listed(who, '?page-number=2&page-limit=5');
    expect(second).toMatchObject({ total: 12 });
    expect(second.addresses).toHaveLength(5);
    expect((await listed(who, '?page-number=3&page-limit=5')).addresses).toHaveLength(2);
    expect((await listed(who, '?page-number=-1')).addresses).toHaveLength(12);
    expect((await listed(who, '?page-number=9')).addresses).toEqual([]);
  });

  it('shows a new customer an empty address book', async () => {
    expect(await listed(await signInAsNew(app))).toEqual({ addresses: [], total: 0 });
  });

  it.each([
    ['?address_type=home', 'address_type must be delivery or billing'],
    ['?page-number=0', 'page-number must be at least 1'],
    ['?page-limit=101', 'page-limit must be between 1 and 100'],
    ['?page-limit=abc', 'page-limit must be a whole number'],
  ])('rejects %s naming the parameter', async (query, message) => {
    const res = await list(priya, query);
    expect(res.statusCode).toBe(400);
    expect(body(res).response_message).toContain(message);
  });
});

describe('POST /cfs/rest/v3/addresses', () => {
  it('saves the address with 201 and makes the first of its type the default', async () => {
    const who = await signInAsNew(app);
    const res = await add(who, addressInput({ phone: '98450 12345', city: ' Bengaluru ' }));
    expect(res.statusCode).toBe(201);
    expect(body(res)).toMatchObject({ response_code: 201, response_message: 'Address saved' });
    const saved = body<Address>(res).response_body;
    expect(saved).toMatchObject({ address_type: 'delivery', is_default: true, phone: '+919845012345', city: 'Bengaluru', pincode: '560102' });
    expect(saved.created_at).toMatch(/Z$/);
    expect((await listed(who)).addresses.map((a) => a.id)).toEqual([saved.id]);
  });

  it('leaves the default alone for a second address, and keeps one default per type', async () => {
    const who = await signInAsNew(app);
    const first = body<Address>(await add(who, addressInput())).response_body;
    const second = body<Address>(await add(who, addressInput({ line1: 'Second' }))).response_body;
    const billing = body<Address>(await add(who, addressInput({ address_type: 'billing', line1: 'Office' }))).response_body;
    expect([first.is_default, second.is_default, billing.is_default]).toEqual([true, false, true]);
  });

  it('moves the default when the new address asks to be it', async () => {
    const who = await signInAsNew(app);
    const first = body<Address>(await add(who, addressInput())).response_body;
    const billing = body<Address>(await add(who, addressInput({ address_type: 'billing' }))).response_body;
    const second = body<Address>(await add(who, addressInput({ line1: 'New home', is_default: true }))).response_body;
    expect(second.is_default).toBe(true);
    const rows = (await listed(who, '?page-number=-1')).addresses;
    expect(
      rows
        .filter((a) => a.is_default)
        .map((a) => a.id)
        .sort(),
    ).toEqual([billing.id, second.id].sort());
    expect(rows.find((a) => a.id === first.id)!.is_default).toBe(false);
  });

  it('refuses the 21st address with 422 and saves nothing', async () => {
    const who = await signInAsNew(app);
    await insertAddresses(app, who, 19);
    expect((await add(who, addressInput({ address_type: 'billing' }))).statusCode).toBe(201);
    const res = await add(who, addressInput({ line1: 'One too many' }));
    expect(res.statusCode).toBe(422);
    expect(body(res)).toEqual({
      response_code: 422,
      response_message: 'You can keep up to 20 addresses. Delete one you no longer use to add a new one.',
      response_body: null,
    });
    expect((await listed(who)).total).toBe(20);
  });

  it('lets concurrent adds at the limit through only up to it', async () => {
    const who = await signInAsNew(app);
    await insertAddresses(app, who, 18);
    const results = await Promise.all([1, 2, 3].map((n) => add(who, addressInput({ line1: `Race ${n}` }))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 422]);
    const [count] = await app.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(addresses)
      .where(eq(addresses.customerId, who.customerId));
    expect(count!.n).toBe(20);
  });

  it.each([
    [{ pincode: '12345' }, 'pincode must be a 6-digit PIN code'],
    [{ pincode: '012345' }, 'pincode must be a 6-digit PIN code'],
    [{ pincode: '0123456' }, 'pincode must be a 6-digit PIN code'],
    [{ pincode: 'abcdef' }, 'pincode must be a 6-digit PIN code'],
    [{ pincode: '5' }, 'pincode must be a postal code of 2 to 10 letters and digits'],
    [{ name: '1234' }, 'name may contain only letters'],
    [{ name: 'a' }, 'name must be at least 2 characters'],
    [{ phone: '12345' }, 'phone must be a mobile number'],
    [{ line1: '   ' }, 'line1 is required'],
    [{ city: undefined }, 'city is required'],
    [{ address_type: 'home' }, 'address_type must be delivery or billing'],
    [{ landmark: 'x'.repeat(81) }, 'landmark must be at most 80 characters'],
  ])('rejects %j naming the field, saving nothing', async (overrides, message) => {
    const who = await signInAsNew(app);
    const res = await add(who, addressInput(overrides));
    expect(res.statusCode).toBe(400);
    expect(body(res).response_message).toContain(message);
    expect((await listed(who)).total).toBe(0);
  });

  it("takes the souk store's 4-digit South African postal codes and refuses India's 6-digit PIN codes there", async () => {
    const omar = await signInAsNew(app, { storeRealm: 'souk' });
    const capeTown = await add(omar, addressInput({ city: 'Cape Town', state: 'Western Cape', pincode: ' 8001 ' }));
    expect(capeTown.statusCode).toBe(201);
    expect(body<Address>(capeTown).response_body.pincode).toBe('8001');
    // Pretoria's codes start with 0, which India's never do.
    expect((await add(omar, addressInput({ city: 'Pretoria', state: 'Gauteng', pincode: '0002' }))).statusCode).toBe(201);
    for (const pincode of ['560102', '800', '80011', 'ABCD']) {
      const res = await add(omar, addressInput({ pincode }));
      expect(res.statusCode).toBe(400);
      expect(body(res).response_message).toBe('pincode must be a 4-digit postal code');
    }
    expect((await listed(omar)).total).toBe(2);
    expect((await add(priya, addressInput({ pincode: '8001' }))).statusCode).toBe(400);
  });

  it('writes the address to the signed-in customer whatever ids the body carries', async () => {
    const who = await signInAsNew(app);
    const res = await add(who, { ...addressInput(), customer_id: priya.customerId, store_id: 13 });
    expect(res.statusCode).toBe(201);
    const [row] = await app.database.db
      .select()
      .from(addresses)
      .where(eq(addresses.id, body<Address>(res).response_body.id));
    expect(row).toMatchObject({ customerId: who.customerId, storeId: 12 });
  });
});

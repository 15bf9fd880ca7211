import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addresses } from '../../db/schema';
import { DEMO_SHOPPER, SOUK_SHOPPER } from '../../db/seed/seed-customers';
import { addressInput } from '../../test/address-factory';
import { findCustomerId, signInAs, signInAsNew, type SignedIn } from '../../test/auth-helpers';
import { body, createTestApp, type TestApp } from '../../test/test-app';

type Address = { id: number; address_type: string; is_default: boolean; line1: string; [k: string]: unknown };

let app: TestApp;
let priya: SignedIn;
let priyaDelivery: number;
let omarAddress: number;
beforeAll(async () => {
  app = await createTestApp();
  const priyaId = await findCustomerId(app, 'demo', DEMO_SHOPPER.phone);
  priya = await signInAs(app, { storeRealm: 'demo', customerId: priyaId });
  const omarId = await findCustomerId(app, 'souk', SOUK_SHOPPER.phone);
  const rows = await app.database.db.select().from(addresses);
  priyaDelivery = rows.find((a) => a.customerId === priyaId && a.addressType === 'delivery')!.id;
  omarAddress = rows.find((a) => a.customerId === omarId)!.id;
});
afterAll(async () => {
  await app.close();
});

const url = (id: number | string, suffix = '') => `/cfs/rest/v3/addresses/${id}${suffix}`;
const add = async (who: SignedIn, overrides: Record<string, unknown> = {}) =>
  body<Address>(await app.inject({ method: 'POST', url: '/cfs/rest/v3/addresses', headers: who.headers, payload: addressInput(overrides) })).response_body;
const put = (who: SignedIn, id: number | string, payload: object) => app.inject({ method: 'PUT', url: url(id), headers: who.headers, payload });
const makeDefault = (who: SignedIn, id: number | string) => app.inject({ method: 'POST', url: url(id, '/default'), headers: who.headers });
const remove = (who: SignedIn, id: number | string) => app.inject({ method: 'DELETE', url: url(id), headers: who.headers });
const defaults = async (who: SignedIn) => {
  const res = await app.inject({ method: 'GET', url: '/cfs/rest/v3/addresses?page-number=-1', headers: who.headers });
  const rows = body<{ addresses: Address[] }>(res).response_body.addresses;
  return Object.fromEntries(['delivery', 'billing'].map((t) => [t, rows.filter((a) => a.address_type === t && a.is_default).map((a) => a.id)]));
};
const stored = async (id: number) => (await app.database.db.select().from(addresses).where(eq(addresses.id, id)))[0];

describe('PUT /cfs/rest/v3/addresses/:id', () => {
  it('changes the fields sent and keeps the rest', async () => {
    const who = await signInAsNew(app);
    const a = await add(who);
    const b = await add(who, { line1: 'Second', landmark: 'Near the lake' });
    const res = await put(who, b.id, { line2: 'Flat 4B', pincode: ' 560103 ' });
    expect(res.statusCode).toBe(200);
    expect(body(res).response_message).toBe('Address updated');
    expect(body<Address>(res).response_body).toMatchObject({
      id: b.id,
      line1: 'Second',
      line2: 'Flat 4B',
      landmark: 'Near the lake',
      pincode: '560103',
      is_default: false,
    });
    expect((await defaults(who)).delivery).toEqual([a.id]);
  });

  it('makes it the default of its type when is_default is true, clearing the old one', async () => {
    const who = await signInAsNew(app);
    const first = await add(who);
    const second = await add(who, { line1: 'Second' });
    const res = await put(who, second.id, { is_default: true });
    expect(body<Address>(res).response_body.is_default).toBe(true);
    expect((await defaults(who)).delivery).toEqual([second.id]);
    expect((await stored(first.id))!.isDefault).toBe(false);
  });

  it('hands the default to the newest other address when it is un-ticked', async () => {
    const who = await signInAsNew(app);
    const first = await add(who);
    const second = await add(who, { line1: 'Second' });
    const third = await add(who, { line1: 'Third' });
    const res = await put(who, first.id, { is_default: false });
    expect(body<Address>(res).response_body.is_default).toBe(false);
    expect((await defaults(who)).delivery).toEqual([third.id]);
    expect(second.is_default).toBe(false);
  });

  it('keeps the only address of a type as its default', async () => {
    const who = await signInAsNew(app);
    const only = await add(who);
    expect(body<Address>(await put(who, only.id, { is_default: false })).response_body.is_default).toBe(true);
  });

  it('moving the default to the other type leaves a default behind in both types', async () => {
    const who = await signInAsNew(app);
    const home = await add(who);
    const other = await add(who, { line1: 'Other home' });
    const office = await add(who, { address_type: 'billing', line1: 'Office' });
    const res = await put(who, home.id, { address_type: 'billing' });
    expect(body<Address>(res).response_body).toMatchObject({ address_type: 'billing', is_default: false });
    expect(await defaults(who)).toEqual({ delivery: [other.id], billing: [office.id] });
  });

  it.each([
    [{}, 'Send at least one field to change'],
    [{ pincode: '12345' }, 'pincode must be a 6-digit PIN code'],
    [{ pincode: '8001' }, 'pincode must be a 6-digit PIN code'],
    [{ name: 'a' }, 'name must be at least 2 characters'],
    [{ phone: 'call me' }, 'phone must be a mobile number'],
  ])('rejects %j naming the field and changes nothing', async (payload, message) => {
    const res = await put(priya, priyaDelivery, payload);
    expect(res.statusCode).toBe(400);
    expect(body(res).response_message).toContain(message);
    expect((await stored(priyaDelivery))!.pincode).toBe('560038');
  });

  it("checks a changed pincode against the address's store: 4-digit postal codes in the souk store", async () => {
    const omar = await signInAs(app, { storeRealm: 'souk', customerId: (await stored(omarAddress))!.customerId });
    const refused = await put(omar, omarAddress, { pincode: '560038' });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).response_message).toBe('pincode must be a 4-digit postal code');
    expect((await stored(omarAddress))!.pincode).toBe('8001');
    const moved = await put(omar, omarAddress, { line1: '3 Main Road', line2: 'Sea Point', pincode: '8005' });
    expect(moved.statusCode).toBe(200);
    expect(await stored(omarAddress)).toMatchObject({ line1: '3 Main Road', pincode: '8005' });
    expect((await put(omar, omarAddress, { line1: '21 Bree Street', line2: 'Cape Town City Centre', pincode: '8001' })).statusCode).toBe(200);
  });
});

describe('POST /cfs/rest/v3/addresses/:id/default', () => {
  it('makes the address the default of its type only', async () => {
    const who = await signInAsNew(app);
    const first = await add(who);
    const office = await add(who, { address_type: 'billing' });
    const second = await add(who, { line1: 'Second' });
    const res = await makeDefault(who, second.id);
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ response_message: 'Default address changed', response_body: { id: second.id, is_default: true } });
    expect(await defaults(who)).toEqual({ delivery: [second.id], billing: [office.id] });
    expect((await stored(first.id))!.isDefault).toBe(false);
  });

  it('answers the same for an address that is already the default', async () => {
    const res = await makeDefault(priya, priyaDelivery);
    expect(body<Address>(res).response_body).toMatchObject({ id: priyaDelivery, is_default: true });
  });
});

describe('DELETE /cfs/rest/v3/addresses/:id', () => {
  it('deletes the address and answers with an empty body', async () => {
    const who = await signInAsNew(app);
    const a = await add(who);
    const res = await remove(who, a.id);
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ response_code: 200, response_message: 'Address deleted', response_body: null });
    expect(await stored(a.id)).toBeUndefined();
    expect((await remove(who, a.id)).statusCode).toBe(404);
  });

  it('promotes the newest remaining address of the same type when the default goes', async () => {
    const who = await signInAsNew(app);
    const first = await add(who);
    const second = await add(who, { line1: 'Second' });
    const third = await add(who, { line1: 'Third' });
    const office = await add(who, { address_type: 'billing', line1: 'Office' });
    await makeDefault(who, second.id);
    await remove(who, second.id);
    expect(await defaults(who)).toEqual({ delivery: [third.id], billing: [office.id] });
    await remove(who, third.id);
    expect((await defaults(who)).delivery).toEqual([first.id]);
  });

  it('leaves no default when the last address of a type goes', async () => {
    const who = await signInAsNew(app);
    const office = await add(who, { address_type: 'billing' });
    await remove(who, office.id);
    expect(await defaults(who)).toEqual({ delivery: [], billing: [] });
  });
});

describe("another customer's address", () => {
  const attempts: [string, (who: SignedIn, id: number) => ReturnType<typeof remove>][] = [
    ['PUT', (who, id) => put(who, id, { line1: 'Hijacked' })],
    ['POST default', (who, id) => makeDefault(who, id)],
    ['DELETE', (who, id) => remove(who, id)],
  ];

  it.each(attempts)('refuses another customer of the same store with 404 on %s, changing nothing', async (_name, attempt) => {
    const stranger = await signInAsNew(app);
    const res = await attempt(stranger, priyaDelivery);
    expect(res.statusCode).toBe(404);
    expect(body(res)).toEqual({ response_code: 404, response_message: `Address ${priyaDelivery} was not found`, response_body: null });
    expect(await stored(priyaDelivery)).toMatchObject({ line1: '14, 3rd Cross, Indiranagar', isDefault: true });
  });

  it.each(attempts)("refuses the other store's customer's address with 404 on %s", async (_name, attempt) => {
    const res = await attempt(priya, omarAddress);
    expect(res.statusCode).toBe(404);
    expect(body(res).response_message).toBe(`Address ${omarAddress} was not found`);
    expect(res.body).not.toContain('Cape Town');
    expect(await stored(omarAddress)).toMatchObject({ line1: '21 Bree Street', isDefault: true });
  });

  it('answers 404 the same way for an id that does not exist, so existence is never revealed', async () => {
    const res = await put(priya, 999999, { line1: 'Anything' });
    expect(res.statusCode).toBe(404);
    expect(body(res).response_message).toBe('Address 999999 was not found');
  });

  it("never lists the other store's addresses", async () => {
    const res = await app.inject({ method: 'GET', url: '/cfs/rest/v3/addresses?page-number=-1', headers: priya.headers });
    expect(body<{ addresses: Address[] }>(res).response_body.addresses.map((a) => a.id)).not.toContain(omarAddress);
  });

  it('keeps a store id in the token from reaching the other store: realm-name must match', async () => {
    const res = await app.inject({ method: 'DELETE', url: url(omarAddress), headers: { ...priya.headers, 'realm-name': 'souk' } });
    expect(res.statusCode).toBe(401);
    const rows = await app.database.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, omarAddress)));
    expect(rows).toHaveLength(1);
  });

  it.each(['abc', '0', '-1', '1.5'])('rejects the id %s naming the parameter', async (id) => {
    const res = await put(priya, id, { line1: 'x' });
    expect(res.statusCode).toBe(400);
    expect(body(res).response_message).toContain('id must be');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customers } from '../../db/schema';
import { DEMO_SHOPPER, SOUK_SHOPPER } from '../../db/seed/seed-customers';
import { createCustomer, findCustomerId, signInAs, signInAsNew, type SignedIn } from '../../test/auth-helpers';
import { body, createTestApp, type TestApp } from '../../test/test-app';

type Profile = Record<string, unknown>;

let app: TestApp;
let priya: SignedIn;
beforeAll(async () => {
  app = await createTestApp();
  priya = await signInAs(app, { storeRealm: 'demo', customerId: await findCustomerId(app, 'demo', DEMO_SHOPPER.phone) });
});
afterAll(async () => {
  await app.close();
});

const getProfile = (who: SignedIn) => app.inject({ method: 'GET', url: '/cfs/rest/v3/profile', headers: who.headers });
const putProfile = (who: SignedIn, payload: unknown) =>
  app.inject({ method: 'PUT', url: '/cfs/rest/v3/profile', headers: who.headers, payload: payload as object });

describe('GET /cfs/rest/v3/profile', () => {
  it("returns the signed-in customer's own profile", async () => {
    const res = await getProfile(priya);
    expect(res.statusCode).toBe(200);
    expect(body<Profile>(res).response_body).toEqual({
      customer_id: priya.customerId,
      name: 'Priya Sharma',
      email: 'shopper@example.com',
      phone: '+919000000001',
      avatar_path: null,
      gender: 'female',
      date_of_birth: '1994-08-17',
      has_password: false,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
    });
  });

  it('reports has_password when the customer has set a password', async () => {
    const who = await signInAsNew(app, { passwordHash: 'scrypt$not-a-real-hash' });
    expect(body<Profile>(await getProfile(who)).response_body.has_password).toBe(true);
  });

  it("shows the other store's customer only their own profile", async () => {
    const omar = await signInAs(app, { storeRealm: 'souk', customerId: await findCustomerId(app, 'souk', SOUK_SHOPPER.phone) });
    const res = await getProfile(omar);
    expect(body<Profile>(res).response_body).toMatchObject({ name: 'Omar Haddad', email: 'omar@example.com' });
    expect(res.body).not.toContain('Priya');
  });
});

describe('PUT /cfs/rest/v3/profile', () => {
  it('changes name and date of birth at once, and keeps the rest', async () => {
    const who = await signInAsNew(app, { name: 'Asha Rao' });
    const res = await putProfile(who, { name: '  Asha   Rao-Iyer ', date_of_birth: '1990-01-31' });
    expect(res.statusCode).toBe(200);
    expect(body(res).response_message).toBe('Profile updated');
    expect(body<Profile>(res).response_body).toMatchObject({
      name: 'Asha Rao-Iyer',
      email: who.customer.email,
      date_of_birth: '1990-01-31',
      gender: 'unspecified',
      pending_contact_change: null,
    });
    expect(body<Profile>(await getProfile(who)).response_body).toMatchObject({ name: 'Asha Rao-Iyer', phone: who.customer.phone });
  });

  it('removes the email when the phone stays', async () => {
    const who = await signInAsNew(app);
    const res = await putProfile(who, { email: null, gender: 'other', date_of_birth: null });
    expect(res.statusCode).toBe(200);
    expect(body<Profile>(res).response_body).toMatchObject({ email: null, gender: 'other', date_of_birth: null, phone: who.customer.phone });
  });

  it('refuses to remove the last way to sign in', async () => {
    const who = await signInAsNew(app, { email: null });
    const res = await putProfile(who, { phone: null });
    expect(res.statusCode).toBe(400);
    expect(body(res).response_message).toMatch(/email or a phone number/);
    const both = await putProfile(await signInAsNew(app), { phone: null, email: null });
    expect(both.statusCode).toBe(400);
    const [row] = await app.database.db.select().from(customers).where(eq(customers.id, who.customerId));
    expect(row!.phone).toBe(who.customer.phone);
  });

  it.each([
    [{ phone: '12345' }, 'phone must be a mobile number'],
    [{ phone: '+0 123' }, 'phone must be a mobile number'],
    [{ email: 'not-an-email' }, 'email must be a valid address'],
    [{ name: '1234' }, 'name may contain only letters'],
    [{ name: 'a' }, 'name must be at least 2 characters'],
    [{ date_of_birth: '2030-01-01' }, 'date_of_birth must be in the past'],
    [{ date_of_birth: '2023-02-30' }, 'date_of_birth must be a real date'],
    [{ date_of_birth: '17/08/1994' }, 'date_of_birth must be a date as yyyy-mm-dd'],
    [{ gender: 'robot' }, 'gender must be female, male, other or unspecified'],
    [{}, 'Send at least one field to change'],
  ])('rejects %j naming the field', async (payload, message) => {
    const res = await putProfile(priya, payload);
    expect(res.statusCode).toBe(400);
    expect(body(res).response_message).toContain(message);
    expect(body(res).response_body).toBeNull();
  });

  it('leaves another customer untouched: the profile written is always the signed-in one', async () => {
    const other = await createCustomer(app, { name: 'Meena Iyer' });
    const who = await signInAsNew(app);
    await putProfile(who, { name: 'Changed Name', customer_id: other.id } as object);
    const [row] = await app.database.db.select().from(customers).where(eq(customers.id, other.id));
    expect(row!.name).toBe('Meena Iyer');
  });
});

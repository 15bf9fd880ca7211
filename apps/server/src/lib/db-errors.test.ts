import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { uniqueViolation } from './db-errors';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const insert = (email: string, phone: string) => app.database.db.insert(customers).values({ storeId: 12, name: 'Dup Test', email, phone });

describe('uniqueViolation', () => {
  it('names the unique index a write collided with, through the driver error', async () => {
    await insert('dup@example.com', '+919811100001');
    const email = await insert('dup@example.com', '+919811100002').catch((e: unknown) => e);
    expect(uniqueViolation(email)).toBe('customers_store_email_uq');
    const phone = await insert('other@example.com', '+919811100001').catch((e: unknown) => e);
    expect(uniqueViolation(phone)).toBe('customers_store_phone_uq');
  });

  it('says nothing about other errors', async () => {
    const fk = await app.database.db
      .insert(customers)
      .values({ storeId: 999, name: 'No Store' })
      .catch((e: unknown) => e);
    expect(fk).toBeInstanceOf(Error);
    expect(uniqueViolation(fk)).toBeUndefined();
    expect(uniqueViolation(new Error('boom'))).toBeUndefined();
    expect(uniqueViolation(null)).toBeUndefined();
  });
});

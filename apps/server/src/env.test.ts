import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from './env';

describe('loadEnv', () => {
  it('starts with sensible defaults', () => {
    expect(loadEnv({})).toMatchObject({
      PORT: 3000,
      HOST: 'localhost',
      DATA_DIR: './data',
      DATABASE_URL: undefined,
      STORE_REALM: 'demo',
      DEMO_MODE: true,
    });
  });

  it('reads every variable', () => {
    expect(
      loadEnv({ PORT: '8080', HOST: '0.0.0.0', DATA_DIR: '/srv/bazaar', DATABASE_URL: 'postgres://u@db:5432/bazaar', STORE_REALM: 'souk', DEMO_MODE: 'false' }),
    ).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/bazaar',
      DATABASE_URL: 'postgres://u@db:5432/bazaar',
      STORE_REALM: 'souk',
      DEMO_MODE: false,
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/x'],
    ['STORE_REALM', 'no spaces'],
    ['DEMO_MODE', 'maybe'],
    ['DATA_DIR', ' '],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '10.0.0.1,proxy.local'],
    ['TRUST_PROXY', '10.0.0.0/8/1'],
    ['REDIS_URL', 'http://127.0.0.1:6379'],
    ['S3_ENDPOINT', 'ftp://files'],
    ['CASHFREE_ENV', 'live'],
    ['APS_ENV', 'test'],
    ['PAYMENT_SANDBOX_URL', 'localhost:3000'],
  ])('stops on a bad %s naming the variable', (name, value) => {
    expect(() => loadEnv({ [name]: value })).toThrow(ConfigError);
    expect(() => loadEnv({ [name]: value })).toThrow(name);
  });

  it('trusts no proxy unless told: off, a hop count, or a list of addresses and ranges', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1' }).TRUST_PROXY).toEqual(['10.0.0.1', '192.168.0.0/16', '::1']);
  });

  it('reaches the built-in payment sandbox on its own port unless PAYMENT_SANDBOX_URL says otherwise', () => {
    expect(loadEnv({}).PAYMENT_SANDBOX_URL).toBe('http://localhost:3000');
    expect(loadEnv({ PORT: '8080' }).PAYMENT_SANDBOX_URL).toBe('http://localhost:8080');
    expect(loadEnv({ PAYMENT_SANDBOX_URL: 'http://bazaar:3000/' }).PAYMENT_SANDBOX_URL).toBe('http://bazaar:3000');
  });

  it("takes a payment provider's credentials all together or not at all, naming what is missing", () => {
    expect(loadEnv({ STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toMatchObject({
      STRIPE_SECRET_KEY: 'sk_live_x',
      CASHFREE_APP_ID: undefined,
    });
    expect(loadEnv({ CASHFREE_APP_ID: ' ', CASHFREE_SECRET_KEY: '' }).CASHFREE_APP_ID).toBeUndefined();
    expect(() => loadEnv({ STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow('STRIPE_WEBHOOK_SECRET: set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET together');
    expect(() => loadEnv({ APS_ACCESS_CODE: 'a', APS_REQUEST_PHRASE: 'b' })).toThrow('APS_MERCHANT_IDENTIFIER, APS_RESPONSE_PHRASE: set');
    expect(() => loadEnv({ CASHFREE_SECRET_KEY: 'x' })).toThrow(ConfigError);
    expect(loadEnv({}).CASHFREE_ENV).toBe('production');
    expect(loadEnv({ APS_ENV: 'sandbox' }).APS_ENV).toBe('sandbox');
  });
});

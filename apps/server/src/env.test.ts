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
});

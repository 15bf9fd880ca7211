import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenSet } from '@bazaar/contracts';
import { bearer, signUp } from '../../test/identity-helpers';
import { body, createTestApp, type TestApp } from '../../test/test-app';
import { KeyMaterialError, loadKeyMaterial, pruneSigningKeys, rotateSigningKey, writeKeyFile } from './key-material';
import { buildKeyRing, newKeyMaterial } from './signing-keys';

/** Issue #9, defect 8: the keys that sign tokens and hash codes live outside the database. */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const tempDir = () => mkdtempSync(join(tmpdir(), 'bazaar-keys-'));
const KEY_FILE = join('keys', 'server-keys.json');
const secret = Buffer.alloc(32, 7).toString('base64');
const rows = async () => (await app.database.db.execute<{ name: string }>(sql`select name from server_keys`)) as unknown as { rows: unknown[] };

describe('key material', () => {
  it('is created once in a key file under DATA_DIR, readable by its owner only, and reused', async () => {
    const dir = tempDir();
    const first = await loadKeyMaterial({ dataDir: dir }, app.database.db);
    const again = await loadKeyMaterial({ dataDir: dir }, app.database.db);
    expect(again.signingKeys[0]!.kid).toBe(first.signingKeys[0]!.kid);
    expect(again.hashSecret.equals(first.hashSecret)).toBe(true);
    expect(statSync(join(dir, KEY_FILE)).mode & 0o777).toBe(0o600);
    expect((await rows()).rows).toHaveLength(0);
  });

  it('agrees on one key file when several processes start at once', async () => {
    const dir = tempDir();
    const loaded = await Promise.all(Array.from({ length: 8 }, () => loadKeyMaterial({ dataDir: dir }, app.database.db)));
    expect(new Set(loaded.map((m) => m.signingKeys[0]!.kid)).size).toBe(1);
    const file = JSON.parse(readFileSync(join(dir, KEY_FILE), 'utf8'));
    expect(file.signing_keys[0].kid).toBe(loaded[0]!.signingKeys[0]!.kid);
  });

  it('moves keys an earlier version kept in the database to the file, and out of the database', async () => {
    const old = await newKeyMaterial();
    const { created_at: _c, ...jwk } = old.signingKeys[0]!;
    await app.database.db.execute(
      sql`insert into server_keys (name, value) values ('hash-secret', ${old.hashSecret.toString('base64')}), ('token-signing-key', ${JSON.stringify(jwk)})`,
    );
    const dir = tempDir();
    const moved = await loadKeyMaterial({ dataDir: dir }, app.database.db);
    expect(moved.signingKeys[0]!.kid).toBe(old.signingKeys[0]!.kid);
    expect(moved.hashSecret.equals(old.hashSecret)).toBe(true);
    expect((await rows()).rows).toHaveLength(0);
  });

  it('comes from TOKEN_SIGNING_KEYS and TOKEN_HASH_SECRET when both are set', async () => {
    const material = await newKeyMaterial();
    const loaded = await loadKeyMaterial(
      { dataDir: tempDir(), signingKeys: JSON.stringify({ keys: material.signingKeys }), hashSecret: material.hashSecret.toString('base64') },
      app.database.db,
    );
    expect(loaded.signingKeys[0]!.kid).toBe(material.signingKeys[0]!.kid);
  });

  it.each([
    [{ signingKeys: '[]', hashSecret: Buffer.alloc(32).toString('base64') }, 'TOKEN_SIGNING_KEYS'],
    [{ signingKeys: 'not json', hashSecret: Buffer.alloc(32).toString('base64') }, 'TOKEN_SIGNING_KEYS'],
    [{ signingKeys: '[{"kty":"oct","k":"x","kid":"a"}]', hashSecret: Buffer.alloc(32).toString('base64') }, 'TOKEN_SIGNING_KEYS'],
    [{ hashSecret: Buffer.alloc(32).toString('base64') }, 'both'],
  ])('refuses bad settings %#, naming them', async (settings, named) => {
    const source = { dataDir: tempDir(), ...settings };
    await expect(loadKeyMaterial(source, app.database.db)).rejects.toThrow(KeyMaterialError);
    await expect(loadKeyMaterial(source, app.database.db)).rejects.toThrow(named);
  });

  it('refuses a hash secret shorter than 32 bytes', async () => {
    const material = await newKeyMaterial();
    const source = { dataDir: tempDir(), signingKeys: JSON.stringify(material.signingKeys), hashSecret: Buffer.alloc(16).toString('base64') };
    await expect(loadKeyMaterial(source, app.database.db)).rejects.toThrow('TOKEN_HASH_SECRET');
  });
});

describe('rotation', () => {
  it('signs with the new key while tokens of the old one still verify, and publishes both at the JWKS endpoint', async () => {
    const before = await newKeyMaterial();
    const rotated = await rotateSigningKey(before);
    const oldApp = await createTestApp({ keys: await buildKeyRing(before) });
    const oldTokens = await signUp(oldApp, 'Before Rotation', 'rotation@example.com');
    await oldApp.close();
    const newApp = await createTestApp({ keys: await buildKeyRing(rotated) });
    try {
      const jwks = JSON.parse((await newApp.inject({ method: 'GET', url: '/ums/rest/v3/jwks' })).body) as { keys: { kid: string; d?: string }[] };
      expect(jwks.keys.map((k) => k.kid)).toEqual(rotated.signingKeys.map((k) => k.kid));
      expect(jwks.keys.every((k) => k.d === undefined)).toBe(true);
      // The old app's database is gone; the token's signature is what is checked here.
      const { protectedHeader } = await jwtVerify(oldTokens.access_token, createLocalJWKSet(jwks as never));
      expect(protectedHeader.kid).toBe(before.signingKeys[0]!.kid);
      const fresh = await signUp(newApp, 'After Rotation', 'after-rotation@example.com');
      const header = JSON.parse(Buffer.from(fresh.access_token.split('.')[0]!, 'base64url').toString());
      expect(header.kid).toBe(rotated.signingKeys[0]!.kid);
      expect((await newApp.inject({ method: 'GET', url: '/ums/rest/v3/sessions', headers: bearer(fresh) })).statusCode).toBe(200);
    } finally {
      await newApp.close();
    }
  });

  it('prunes keys older than the given age, never the newest', async () => {
    const material = await rotateSigningKey(await newKeyMaterial());
    const later = new Date(Date.now() + 31 * 24 * 3600 * 1000);
    expect(pruneSigningKeys(material, 30 * 24 * 3600, later).signingKeys).toHaveLength(1);
    expect(pruneSigningKeys(material, 30 * 24 * 3600).signingKeys).toHaveLength(2);
  });
});

describe('a session signed by a key that is no longer live', () => {
  it('is refused', async () => {
    const other = await createTestApp({ keys: await buildKeyRing(await newKeyMaterial()) });
    try {
      const tokens: TokenSet = await signUp(other, 'Other Keys', 'other-keys@example.com');
      const res = await app.inject({ method: 'GET', url: '/ums/rest/v3/sessions', headers: bearer(tokens) });
      expect(res.statusCode).toBe(401);
      expect(body(res).response_body).toBeNull();
    } finally {
      await other.close();
    }
  });
});

describe('key material, precisely', () => {
  const key = async () => {
    const { created_at: _c, ...jwk } = (await newKeyMaterial()).signingKeys[0]!;
    return jwk;
  };
  const load = (signingKeys: string) => loadKeyMaterial({ dataDir: tempDir(), signingKeys, hashSecret: secret }, app.database.db);

  it('names what is wrong: JSON, the list, and which key', async () => {
    await expect(load('not json')).rejects.toThrow(/^TOKEN_SIGNING_KEYS is not valid JSON$/);
    await expect(load('null')).rejects.toThrow(/^TOKEN_SIGNING_KEYS must be a JSON array \(or JWKS\) of ES256 private keys$/);
    const good = await key();
    await expect(load(JSON.stringify([good, { ...good, kid: '' }]))).rejects.toThrow(/^TOKEN_SIGNING_KEYS: key 2 must be an EC P-256 private JWK with a kid$/);
  });

  it.each([
    ['an RSA key', { kty: 'RSA' }],
    ['another curve', { crv: 'P-384' }],
    ['a public key', { d: undefined }],
    ['no kid', { kid: undefined }],
    ['an empty kid', { kid: '' }],
    ['a kid that is not text', { kid: 5 }],
  ])('refuses %s', async (_name, change) => {
    await expect(load(JSON.stringify([{ ...(await key()), ...change }]))).rejects.toThrow(KeyMaterialError);
  });

  it('refuses a list holding something other than a key', async () => {
    await expect(load('[null]')).rejects.toThrow(/^TOKEN_SIGNING_KEYS: key 1 must be/);
  });

  it('reads a JWKS as well as a plain list', async () => {
    const good = await key();
    expect((await load(JSON.stringify({ keys: [good] }))).signingKeys[0]!.kid).toBe(good.kid);
  });

  it('says which key file is broken, and does not replace it', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'keys'));
    writeFileSync(join(dir, KEY_FILE), JSON.stringify({ signing_keys: [await key()], hash_secret: 'c2hvcnQ=' }));
    await expect(loadKeyMaterial({ dataDir: dir }, app.database.db)).rejects.toThrow(`${join(dir, KEY_FILE)} hash_secret must be at least 32 random bytes`);
    writeFileSync(join(dir, KEY_FILE), JSON.stringify({ hash_secret: secret }));
    await expect(loadKeyMaterial({ dataDir: dir }, app.database.db)).rejects.toThrow(`${join(dir, KEY_FILE)} signing_keys must be a JSON array`);
    writeFileSync(join(dir, KEY_FILE), JSON.stringify({ signing_keys: [await key()] }));
    await expect(loadKeyMaterial({ dataDir: dir }, app.database.db)).rejects.toThrow(`${join(dir, KEY_FILE)} hash_secret must be at least 32 random bytes`);
  });

  it('stops on a key file it cannot read rather than making a new one', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, KEY_FILE), { recursive: true });
    await expect(loadKeyMaterial({ dataDir: dir }, app.database.db)).rejects.toMatchObject({ code: 'EISDIR' });
  });

  it('leaves no temporary files beside the key file', async () => {
    const dir = tempDir();
    await Promise.all(Array.from({ length: 4 }, () => loadKeyMaterial({ dataDir: dir }, app.database.db)));
    expect(readdirSync(join(dir, 'keys'))).toEqual(['server-keys.json']);
  });

  it('ignores a half set of old keys in the database (makes new ones) and empties the table', async () => {
    await app.database.db.execute(sql`insert into server_keys (name, value) values ('hash-secret', ${secret})`);
    const made = await loadKeyMaterial({ dataDir: tempDir() }, app.database.db);
    expect(made.hashSecret.toString('base64')).not.toBe(secret);
    expect((await rows()).rows).toHaveLength(0);
  });

  it('takes each old value by its name, whatever the order of the rows', async () => {
    const old = await newKeyMaterial();
    const { created_at: _c, ...jwk } = old.signingKeys[0]!;
    await app.database.db.execute(
      sql`insert into server_keys (name, value) values ('token-signing-key', ${JSON.stringify(jwk)}), ('hash-secret', ${old.hashSecret.toString('base64')})`,
    );
    const moved = await loadKeyMaterial({ dataDir: tempDir() }, app.database.db);
    expect(moved.hashSecret.equals(old.hashSecret)).toBe(true);
    expect(moved.signingKeys[0]!.kid).toBe(jwk.kid);
  });

  it('names server_keys when an old key there is broken', async () => {
    await app.database.db.execute(sql`insert into server_keys (name, value) values ('hash-secret', ${secret}), ('token-signing-key', '{"kty":"oct"}')`);
    await expect(loadKeyMaterial({ dataDir: tempDir() }, app.database.db)).rejects.toThrow(/^server_keys: key 1/);
    await app.database.db.execute(sql`delete from server_keys`);
  });

  it('writes a rotated key file that the next start reads, readable by its owner only', async () => {
    const dir = tempDir();
    const first = await loadKeyMaterial({ dataDir: dir }, app.database.db);
    const rotated = await rotateSigningKey(first);
    await writeKeyFile(dir, rotated);
    const again = await loadKeyMaterial({ dataDir: dir }, app.database.db);
    expect(again.signingKeys.map((k) => k.kid)).toEqual(rotated.signingKeys.map((k) => k.kid));
    expect(statSync(join(dir, KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(readdirSync(join(dir, 'keys'))).toEqual(['server-keys.json']);
  });

  it('prunes at the age exactly: a key of 30 days stays, one a millisecond older goes', async () => {
    const material = await rotateSigningKey(await newKeyMaterial());
    const born = Date.parse(material.signingKeys[1]!.created_at);
    const thirtyDays = 30 * 24 * 3600;
    expect(pruneSigningKeys(material, thirtyDays, new Date(born + thirtyDays * 1000)).signingKeys).toHaveLength(2);
    expect(pruneSigningKeys(material, thirtyDays, new Date(born + thirtyDays * 1000 + 1)).signingKeys).toHaveLength(1);
    expect(pruneSigningKeys(material, thirtyDays, new Date(born + 29 * 24 * 3600 * 1000)).signingKeys).toHaveLength(2);
  });
});

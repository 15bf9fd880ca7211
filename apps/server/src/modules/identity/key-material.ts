import { randomBytes } from 'node:crypto';
import { chmod, link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newKeyMaterial, newSigningKey, TOKEN_ALG, type KeyMaterial, type StoredSigningKey } from './signing-keys';

/**
 * Key material lives outside the database it protects (a dump of the database alone must not mint
 * tokens or test code guesses): from TOKEN_SIGNING_KEYS and TOKEN_HASH_SECRET when set, otherwise
 * from a key file under DATA_DIR that the first start creates.
 */

export const KEY_FILE = join('keys', 'server-keys.json');

type KeyFile = { signing_keys: StoredSigningKey[]; hash_secret: string };

export class KeyMaterialError extends Error {}

function parseSigningKeys(text: string, source: string): StoredSigningKey[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new KeyMaterialError(`${source} is not valid JSON`);
  }
  const list = Array.isArray(value) ? value : (value as { keys?: unknown })?.keys;
  if (!Array.isArray(list) || list.length === 0) throw new KeyMaterialError(`${source} must be a JSON array (or JWKS) of ES256 private keys`);
  return list.map((key: Partial<StoredSigningKey>, i) => {
    if (key?.kty !== 'EC' || key.crv !== 'P-256' || typeof key.d !== 'string' || typeof key.kid !== 'string' || !key.kid) {
      throw new KeyMaterialError(`${source}: key ${i + 1} must be an EC P-256 private JWK with a kid`);
    }
    return { ...key, alg: TOKEN_ALG, created_at: key.created_at ?? new Date(0).toISOString() } as StoredSigningKey;
  });
}

function parseHashSecret(text: string, source: string): Buffer {
  const secret = Buffer.from(text.trim(), 'base64');
  if (secret.length < 32) throw new KeyMaterialError(`${source} must be at least 32 random bytes, base64-encoded`);
  return secret;
}

const toFile = (m: KeyMaterial): KeyFile => ({ signing_keys: m.signingKeys, hash_secret: m.hashSecret.toString('base64') });

async function readKeyFile(path: string): Promise<KeyMaterial | null> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const file = JSON.parse(text) as Partial<KeyFile>;
  return {
    signingKeys: parseSigningKeys(JSON.stringify(file.signing_keys ?? []), `${path} signing_keys`),
    hashSecret: parseHashSecret(file.hash_secret ?? '', `${path} hash_secret`),
  };
}

/** Writes the file whole and only if none exists: processes starting together agree on one. */
async function createKeyFile(path: string, material: KeyMaterial): Promise<KeyMaterial> {
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(temp, JSON.stringify(toFile(material), null, 2), { mode: 0o600 });
  try {
    await link(temp, path);
    return material;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readKeyFile(path))!;
  } finally {
    await rm(temp, { force: true });
  }
}

/** Replaces the key file's content (rotation), keeping its permissions tight. */
export async function writeKeyFile(dataDir: string, material: KeyMaterial): Promise<void> {
  const path = join(dataDir, KEY_FILE);
  const temp = `${path}.${process.pid}.tmp`;
  await writeFile(temp, JSON.stringify(toFile(material), null, 2), { mode: 0o600 });
  await rename(temp, path);
  await chmod(path, 0o600);
}

/**
 * Earlier versions kept the keys in the server_keys table. They move to the file once, so
 * sessions and codes issued before the upgrade stay valid, and leave the database.
 */
async function takeKeysFromDatabase(db: Db): Promise<KeyMaterial | null> {
  const result = await db.execute<{ name: string; value: string }>(sql`select name, value from server_keys`);
  const rows = (result as unknown as { rows: { name: string; value: string }[] }).rows;
  const signing = rows.find((r) => r.name === 'token-signing-key');
  const hash = rows.find((r) => r.name === 'hash-secret');
  if (!signing || !hash) return null;
  return { signingKeys: parseSigningKeys(`[${signing.value}]`, 'server_keys'), hashSecret: Buffer.from(hash.value, 'base64') };
}

export type KeySource = { signingKeys?: string; hashSecret?: string; dataDir: string };

export async function loadKeyMaterial(source: KeySource, db: Db): Promise<KeyMaterial> {
  if (source.signingKeys || source.hashSecret) {
    if (!source.signingKeys || !source.hashSecret) throw new KeyMaterialError('Set both TOKEN_SIGNING_KEYS and TOKEN_HASH_SECRET, or neither');
    return {
      signingKeys: parseSigningKeys(source.signingKeys, 'TOKEN_SIGNING_KEYS'),
      hashSecret: parseHashSecret(source.hashSecret, 'TOKEN_HASH_SECRET'),
    };
  }
  const path = join(source.dataDir, KEY_FILE);
  const existing = await readKeyFile(path);
  const material = existing ?? (await createKeyFile(path, (await takeKeysFromDatabase(db)) ?? (await newKeyMaterial())));
  await db.execute(sql`delete from server_keys`);
  return material;
}

/** A new signing key in front: it signs from the next start; the older ones still verify. */
export async function rotateSigningKey(material: KeyMaterial): Promise<KeyMaterial> {
  return { ...material, signingKeys: [await newSigningKey(), ...material.signingKeys] };
}

/** Drops keys older than `maxAgeSeconds`, but never the newest. */
export function pruneSigningKeys(material: KeyMaterial, maxAgeSeconds: number, now = new Date()): KeyMaterial {
  const [newest, ...rest] = material.signingKeys;
  const kept = rest.filter((k) => now.getTime() - Date.parse(k.created_at) <= maxAgeSeconds * 1000);
  return { ...material, signingKeys: [newest!, ...kept] };
}

import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { Db } from '../../db/client';
import { serverKeys } from '../../db/schema';

export const TOKEN_ALG = 'ES256';

export type KeyRing = {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
  /** Key for hashing OTP codes and refresh tokens (HMAC), so a database dump alone cannot test guesses. */
  hashSecret: Buffer;
};

/** Reads a value, creating it once; concurrent first starts agree on whichever row won. */
async function getOrCreate(db: Db, name: string, create: () => Promise<string>): Promise<string> {
  const [existing] = await db.select().from(serverKeys).where(eq(serverKeys.name, name)).limit(1);
  if (existing) return existing.value;
  await db.insert(serverKeys).values({ name, value: await create() }).onConflictDoNothing();
  const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, name)).limit(1);
  return row!.value;
}

/** The signing key pair (ES256) and hash secret, kept in the database so they survive restarts. */
export async function loadKeyRing(db: Db): Promise<KeyRing> {
  const signing = JSON.parse(
    await getOrCreate(db, 'token-signing-key', async () => {
      const { privateKey } = await generateKeyPair(TOKEN_ALG, { extractable: true });
      const jwk = await exportJWK(privateKey);
      return JSON.stringify({ ...jwk, kid: randomUUID(), alg: TOKEN_ALG });
    }),
  ) as JWK & { kid: string };
  const hashSecret = Buffer.from(await getOrCreate(db, 'hash-secret', async () => randomBytes(32).toString('base64')), 'base64');
  const { d: _d, ...publicJwk } = signing;
  return {
    kid: signing.kid,
    privateKey: (await importJWK(signing, TOKEN_ALG)) as CryptoKey,
    publicKey: (await importJWK(publicJwk, TOKEN_ALG)) as CryptoKey,
    publicJwk: { ...publicJwk, use: 'sig' },
    hashSecret,
  };
}

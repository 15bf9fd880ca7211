import { randomBytes, randomUUID } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK, type JWTVerifyGetKey } from 'jose';

export const TOKEN_ALG = 'ES256';

/** A private signing key as kept outside the database: an ES256 JWK with its kid and birth date. */
export type StoredSigningKey = JWK & { kid: string; created_at: string };

/** The secrets a server process needs, from a key file or the environment (key-material.ts). */
export type KeyMaterial = {
  /** Newest first: the first signs, every one verifies, so a rotation signs nobody out. */
  signingKeys: StoredSigningKey[];
  /** Key for hashing OTP codes and refresh tokens (HMAC): a database dump alone cannot test guesses. */
  hashSecret: Buffer;
};

export type KeyRing = {
  kid: string;
  privateKey: CryptoKey;
  /** Picks the public key by the token's kid. */
  verificationKeys: JWTVerifyGetKey;
  /** Every live public key, for the JWKS endpoint. */
  publicJwks: JWK[];
  hashSecret: Buffer;
};

export async function newSigningKey(): Promise<StoredSigningKey> {
  const { privateKey } = await generateKeyPair(TOKEN_ALG, { extractable: true });
  return { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: TOKEN_ALG, created_at: new Date().toISOString() };
}

export async function newKeyMaterial(): Promise<KeyMaterial> {
  return { signingKeys: [await newSigningKey()], hashSecret: randomBytes(32) };
}

const publicPart = ({ d: _d, created_at: _created, ...jwk }: StoredSigningKey): JWK => ({ ...jwk, alg: TOKEN_ALG, use: 'sig' });

export async function buildKeyRing(material: KeyMaterial): Promise<KeyRing> {
  const [current] = material.signingKeys;
  if (!current) throw new Error('No token signing key was given');
  const publicJwks = material.signingKeys.map(publicPart);
  return {
    kid: current.kid,
    privateKey: (await importJWK({ ...current, alg: TOKEN_ALG }, TOKEN_ALG)) as CryptoKey,
    verificationKeys: createLocalJWKSet({ keys: publicJwks }),
    publicJwks,
    hashSecret: material.hashSecret,
  };
}

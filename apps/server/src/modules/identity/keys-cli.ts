/**
 * npm run keys -- rotate   puts a new signing key in front of the key file; it signs from the next
 *                          start, and tokens signed by the older keys keep verifying.
 * npm run keys -- prune    drops keys older than the longest token lifetime (30 days), never the newest.
 * The key file is DATA_DIR/keys/server-keys.json; with TOKEN_SIGNING_KEYS set, rotate in that setting.
 */
import { resolve } from 'node:path';
import { openDatabase } from '../../db/client';
import { loadEnv } from '../../env';
import { loadKeyMaterial, pruneSigningKeys, rotateSigningKey, writeKeyFile } from './key-material';
import { REFRESH_TOKEN_SECONDS } from './tokens';

async function main() {
  const command = process.argv[2];
  if (command !== 'rotate' && command !== 'prune') {
    console.error('Usage: npm run keys -- rotate | prune');
    process.exit(2);
  }
  const env = loadEnv();
  if (env.TOKEN_SIGNING_KEYS) {
    console.error('TOKEN_SIGNING_KEYS is set: rotate the keys in that setting instead of the key file.');
    process.exit(2);
  }
  const dataDir = resolve(env.DATA_DIR);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
  try {
    await database.prepare(async () => undefined);
    const material = await loadKeyMaterial({ dataDir }, database.db);
    const next = command === 'rotate' ? await rotateSigningKey(material) : pruneSigningKeys(material, REFRESH_TOKEN_SECONDS);
    await writeKeyFile(dataDir, next);
    console.log(`Signing keys, newest first: ${next.signingKeys.map((k) => `${k.kid} (${k.created_at.slice(0, 10)})`).join(', ')}`);
    console.log('Restart every server process to sign with the newest key.');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('Could not change the keys:', error instanceof Error ? error.message : error);
  process.exit(1);
});

// Starts the real server for one store on a fresh embedded database (the built web app must exist).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const [realm, port] = process.argv.slice(2);
const dataDir = mkdtempSync(join(tmpdir(), `bazaar-e2e-${realm}-`));
// TRUST_PROXY=1: each journey names its own client address in X-Forwarded-For (support/test.ts),
// as shoppers behind a load balancer would, so the journeys do not share one address's code limit.
const env = { ...process.env, STORE_REALM: realm, PORT: port, HOST: 'localhost', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO_MODE: 'true', TRUST_PROXY: '1' };
delete env.DATABASE_URL; // each store process gets its own embedded database
delete env.REDIS_URL; // and counts its own rate limits there
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));

/**
 * The real server as a child process (node --import tsx apps/server/src/main.ts), the way it is
 * deployed: its own process and event loop, so a bench's client does not share a CPU thread with
 * it, and so it can be killed with SIGKILL in the middle of a burst and started again. Used by
 * bench:checkout (on PostgreSQL) and bench:web (on a fresh PGlite).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../apps/server/src/test/free-port';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MAIN = join(ROOT, 'apps/server/src/main.ts');
const START_TIMEOUT_MS = 120_000;
/**
 * Settings of the parent's environment that would change what the child does: another database,
 * live payment providers, Redis, the test database, files in a bucket, a proxy to trust.
 */
const DROPPED = [
  'DATABASE_URL',
  'REDIS_URL',
  'TEST_DB',
  'WEB_DIST',
  'S3_BUCKET',
  'TRUST_PROXY',
  'CASHFREE_APP_ID',
  'CASHFREE_SECRET_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'APS_ACCESS_CODE',
  'APS_MERCHANT_IDENTIFIER',
  'APS_REQUEST_PHRASE',
  'APS_RESPONSE_PHRASE',
];

/** What a bench sets in the child's environment beyond port, host, store and log level; it may use the server's URL. */
export type ServerEnv = (url: string) => Record<string, string>;

export class ServerProcess {
  private child: ChildProcess | undefined;
  /** The end of the child's output, for the error message when it dies or will not start. */
  private tail = '';
  readonly url: string;

  private constructor(
    private readonly settings: ServerEnv,
    readonly port: number,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  static async start(settings: ServerEnv): Promise<ServerProcess> {
    const server = new ServerProcess(settings, await freePort());
    await server.start();
    return server;
  }

  /** Starts the child on the same port and database; resolves with the ms until /health answers. */
  async start(): Promise<number> {
    const started = Date.now();
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const name of DROPPED) delete env[name];
    Object.assign(env, {
      PORT: String(this.port),
      // 127.0.0.1, not the default localhost, which may resolve to ::1 where nothing listens.
      HOST: '127.0.0.1',
      STORE_REALM: 'demo',
      // Request logs would be part of what is measured; warnings and errors still show.
      LOG_LEVEL: 'warn',
      ...this.settings(this.url),
    });
    this.tail = '';
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer) => (this.tail = (this.tail + chunk.toString()).slice(-4000));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    this.child = child;
    while (Date.now() - started < START_TIMEOUT_MS) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The server exited while starting:\n${this.tail}`);
      const ok = await fetch(`${this.url}/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`The server did not answer /health within ${START_TIMEOUT_MS / 1000} s:\n${this.tail}`);
  }

  /** kill -9: no shutdown handler runs, open transactions are left to PostgreSQL to roll back. */
  kill9(): void {
    this.child?.kill('SIGKILL');
  }

  /** Waits until the child has exited (after kill9 or stop). */
  async exited(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise((resolve) => child.once('exit', resolve));
  }

  /** A graceful stop (SIGTERM runs main.ts's shutdown), with SIGKILL if it hangs. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await this.exited();
    clearTimeout(timer);
  }

  get output(): string {
    return this.tail;
  }
}

/**
 * The real server as a child process (node --import tsx apps/server/src/main.ts), the way it is
 * deployed: its own process and event loop, so the bench's client does not share a CPU thread with
 * it, and so it can be killed with SIGKILL in the middle of a burst and started again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MAIN = join(ROOT, 'apps/server/src/main.ts');
const START_TIMEOUT_MS = 120_000;
/** Settings of the parent's environment that would change what the child does: live payment providers, Redis, the test database. */
const DROPPED = [
  'REDIS_URL',
  'TEST_DB',
  'CASHFREE_APP_ID',
  'CASHFREE_SECRET_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'APS_ACCESS_CODE',
  'APS_MERCHANT_IDENTIFIER',
  'APS_REQUEST_PHRASE',
  'APS_RESPONSE_PHRASE',
];

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export type ServerOptions = { databaseUrl: string; dataDir: string; signingKeys: string; hashSecret: string };

export class ServerProcess {
  private child: ChildProcess | undefined;
  /** The end of the child's output, for the error message when it dies or will not start. */
  private tail = '';
  readonly url: string;

  private constructor(
    private readonly options: ServerOptions,
    readonly port: number,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  static async start(options: ServerOptions): Promise<ServerProcess> {
    const server = new ServerProcess(options, await freePort());
    await server.start();
    return server;
  }

  /** Starts the child on the same port and database; resolves with the ms until /health answers. */
  async start(): Promise<number> {
    const started = Date.now();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: this.options.databaseUrl,
      PORT: String(this.port),
      HOST: '127.0.0.1',
      DATA_DIR: this.options.dataDir,
      STORE_REALM: 'demo',
      DEMO_MODE: 'false',
      // Request logs of 1,000 orders would be part of what is measured; warnings and errors still show.
      LOG_LEVEL: 'warn',
      WEB_DIST: join(this.options.dataDir, 'no-web-build'),
      // The bench signs its buyers' tokens and the sandbox's webhooks with these same keys.
      TOKEN_SIGNING_KEYS: this.options.signingKeys,
      TOKEN_HASH_SECRET: this.options.hashSecret,
      // 127.0.0.1, not the default localhost, which may resolve to ::1 where nothing listens.
      PAYMENT_SANDBOX_URL: this.url,
    };
    for (const name of DROPPED) delete env[name];
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

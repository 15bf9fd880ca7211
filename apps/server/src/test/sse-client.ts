import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { buildApp, type AppDeps } from '../app';
import { OutboxNotifier } from '../modules/notifier';
import type { TestApp } from './test-app';

/** Server-sent events read over real HTTP (fetch, as the web app reads them), for the chat's live tests. */

export type SseEvent = { event: string; data: string };

export async function openEventStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  const events = (): SseEvent[] =>
    text
      .split('\n\n')
      .slice(0, -1)
      .map((block) => block.split('\n'))
      .filter((lines) => lines.some((l) => l.startsWith('data: ')))
      .map((lines) => ({
        event: lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message',
        data: lines.find((l) => l.startsWith('data: '))!.slice(6),
      }));
  /** Reads until `done` holds of what has arrived, or fails after `ms`. */
  async function until(done: (received: string) => boolean, ms = 5000) {
    const timer = setTimeout(() => controller.abort(), ms);
    try {
      while (!done(text)) {
        const { value, done: ended } = await reader.read();
        if (ended) throw new Error(`the stream ended; received: ${text}`);
        text += value;
      }
    } finally {
      clearTimeout(timer);
    }
  }
  return { res, until, events, close: () => controller.abort() };
}

/** A listening address for an app. */
export async function listen(app: { listen: (o: { port: number; host: string }) => Promise<unknown>; server: { address: () => unknown } }) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A second server process's app on the same database and keys as `first` (the multi-process chat test). */
export const twinApp = (first: TestApp, overrides: Partial<AppDeps>) =>
  buildApp({
    db: first.database.db,
    storage: first.storage,
    keys: first.keys,
    notifier: new OutboxNotifier(first.database.db),
    demoMode: true,
    storeRealm: 'demo',
    webDist: join(tmpdir(), 'bazaar-no-web-build'),
    payments: { sandboxUrl: () => 'http://127.0.0.1:1' },
    ...overrides,
  });

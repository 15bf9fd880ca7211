import pg from 'pg';

/**
 * LISTEN on a channel. `changed` runs for each notification; `live(false)` says notifications may
 * be missed from now on (the listening connection broke) and `live(true)` that they are heard
 * again, so a cache drops what it holds and stops caching in between.
 */
export type ChangeFeed = (channel: string, handlers: { changed: () => void; live: (listening: boolean) => void }) => Promise<() => Promise<void>>;

/** Waits before reconnecting a broken listening connection: 100 ms, doubling up to 5 s. */
const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 5_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). When it
 * breaks the listener is told it is not live, and it reconnects with back-off until stopped.
 */
export const listenPostgres = async (url: string, channel: string, handlers: Parameters<ChangeFeed>[1]): Promise<() => Promise<void>> => {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = RETRY_FIRST_MS;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.changed();
    });
    next.on('error', () => broken(next));
    next.on('end', () => broken(next));
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    delay = RETRY_FIRST_MS;
    handlers.live(true);
  };

  const broken = (which: pg.Client) => {
    if (which !== client || stopped) return;
    client = undefined;
    handlers.live(false);
    which.end().catch(() => undefined);
    const again = () => {
      retry = undefined;
      if (stopped) return;
      connect().catch(() => {
        delay = Math.min(delay * 2, RETRY_MAX_MS);
        retry = setTimeout(again, delay).unref();
      });
    };
    // unref: a process shutting down does not wait for a reconnection.
    retry = setTimeout(again, delay).unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = undefined;
    handlers.live(false);
    await last?.end().catch(() => undefined);
  };
};

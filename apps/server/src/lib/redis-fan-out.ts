import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import type { FanOut } from './fan-out';

/**
 * Fan-out through Redis pub/sub (REDIS_URL): published on the shared client, heard on one
 * subscriber connection per process (a subscribed connection can do nothing else), and handed to
 * this process's listeners. A channel is subscribed in Redis while it has a listener here.
 */
export class RedisFanOut implements FanOut {
  private readonly local = new EventEmitter().setMaxListeners(0);
  private readonly subscriber: Redis;
  /** Listeners here per channel, and the SUBSCRIBE that made Redis send it to us. */
  private readonly channels = new Map<string, { count: number; ready: Promise<unknown> }>();

  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'bazaar:fan-out:',
  ) {
    this.subscriber = redis.duplicate();
    this.subscriber.on('message', (channel: string, data: string) => this.local.emit(channel, data));
  }

  async publish(channel: string, data: string) {
    await this.redis.publish(this.prefix + channel, data);
  }

  async subscribe(channel: string, listener: (data: string) => void) {
    const key = this.prefix + channel;
    this.local.on(key, listener);
    const known = this.channels.get(key);
    const entry = known ? { ...known, count: known.count + 1 } : { count: 1, ready: this.subscriber.subscribe(key) };
    this.channels.set(key, entry);
    await entry.ready;
    return () => {
      this.local.off(key, listener);
      const now = this.channels.get(key);
      if (!now) return;
      if (now.count > 1) return void this.channels.set(key, { ...now, count: now.count - 1 });
      this.channels.delete(key);
      void this.subscriber.unsubscribe(key).catch(() => undefined);
    };
  }

  async close() {
    this.local.removeAllListeners();
    this.subscriber.disconnect();
  }
}

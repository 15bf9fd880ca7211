import { EventEmitter } from 'node:events';

/**
 * Passes small messages (JSON text) to whoever listens on a channel right now: the chat's live
 * events (issue #13). Nothing is kept; a listener that was not there misses it (the chat's poll
 * catches up). In-process by default; `RedisFanOut` when REDIS_URL is set, so every server
 * process hears what any of them publishes.
 */
export interface FanOut {
  publish(channel: string, data: string): Promise<void>;
  /** Resolves once messages on the channel will be heard; the function it answers stops listening. */
  subscribe(channel: string, listener: (data: string) => void): Promise<() => void>;
  close(): Promise<void>;
}

export class InProcessFanOut implements FanOut {
  // Every open chat stream is a listener; the default cap of 10 would warn at the eleventh.
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(channel: string, data: string) {
    this.emitter.emit(channel, data);
  }

  async subscribe(channel: string, listener: (data: string) => void) {
    this.emitter.on(channel, listener);
    return () => void this.emitter.off(channel, listener);
  }

  async close() {
    this.emitter.removeAllListeners();
  }
}

import type { FastifyReply } from 'fastify';

/** A hijacked reply writes none of the headers set on it: the question's RateLimit headers are carried over by hand. */
function rateLimitHeadersOf(reply: FastifyReply): Record<string, string> {
  const set = Object.entries(reply.getHeaders()).filter(([name, value]) => name.startsWith('ratelimit-') && value !== undefined);
  return Object.fromEntries(set.map(([name, value]) => [name, String(value)]));
}

/**
 * Writes server-sent events for one answer (issue #15). The headers go when the first event does,
 * so everything checked before (the message, the conversation, the rate limit) still answers as
 * the usual JSON envelope with its status. Compression leaves text/event-stream alone
 * (plugins/compression.ts), so every event leaves as soon as it is written.
 */
export function eventWriter(reply: FastifyReply) {
  const raw = reply.raw;
  const controller = new AbortController();
  let started = false;
  raw.on('close', () => controller.abort());
  const start = () => {
    if (started) return;
    started = true;
    reply.hijack();
    raw.writeHead(200, {
      ...rateLimitHeadersOf(reply),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
  };
  return {
    signal: controller.signal,
    send(event: string, data: unknown) {
      start();
      if (!raw.writableEnded && !raw.destroyed) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      start();
      if (!raw.writableEnded) raw.end();
    },
  };
}
export type EventWriter = ReturnType<typeof eventWriter>;

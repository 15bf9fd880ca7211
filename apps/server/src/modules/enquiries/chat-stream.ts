import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FanOut } from '../../lib/fan-out';

/**
 * Server-sent events for one chat room (issue #13): each message published on the room's channel
 * goes out as an `event: message` whose data is the message's JSON, as GET shows it. A comment
 * every 25 s keeps proxies from closing an idle stream; closing the stream stops the listener.
 */

export const HEARTBEAT_MS = 25_000;

/** The open streams of one app, ended before it closes (an open stream would hold the server up). */
export function openStreams(app: FastifyInstance) {
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });
  return streams;
}

export async function streamRoom(reply: FastifyReply, fanOut: FanOut, channel: string, streams: Set<() => void>) {
  reply.hijack();
  const raw = reply.raw;
  const state: { closed: boolean; stop?: () => void; beat?: NodeJS.Timeout } = { closed: false };
  const end = () => {
    if (state.closed) return;
    state.closed = true;
    clearInterval(state.beat);
    state.stop?.();
    streams.delete(end);
    raw.end();
  };
  streams.add(end);
  // The response's close: the client went away, or the server ended the stream.
  raw.on('close', end);
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx buffers responses unless told not to; a buffered stream is no longer live.
    'x-accel-buffering': 'no',
  });
  state.stop = await fanOut.subscribe(channel, (data) => {
    if (!state.closed) raw.write(`event: message\ndata: ${data}\n\n`);
  });
  // The client may have gone while Redis confirmed the subscription.
  if (state.closed) return state.stop();
  state.beat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
  // Says the stream listens now; a message sent after this line arrives.
  raw.write(': open\n\n');
}

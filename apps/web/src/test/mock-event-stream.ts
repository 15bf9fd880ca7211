import { vi } from 'vitest';

type Stream = { url: URL; controller: ReadableStreamDefaultController<Uint8Array>; aborted: () => boolean };

/**
 * A fake server-sent event stream at `path`, over the fetch that mockApi stubbed (every other call
 * still goes there). Each request opens a stream that says `: open`; the test then pushes messages
 * into the newest one, ends it, or checks that the page aborted it.
 */
export function mockEventStream(path: string) {
  const inner = globalThis.fetch;
  const encoder = new TextEncoder();
  const streams: Stream[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname !== path) return inner(input, init);
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
      const signal = init?.signal ?? undefined;
      signal?.addEventListener('abort', () => {
        try {
          controller.error(new DOMException('The stream was aborted', 'AbortError'));
        } catch {
          // already closed
        }
      });
      streams.push({ url, controller, aborted: () => signal?.aborted ?? false });
      controller.enqueue(encoder.encode(': open\n\n'));
      return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    }),
  );
  const latest = () => {
    const stream = streams.at(-1);
    if (!stream) throw new Error(`no stream was opened at ${path}`);
    return stream;
  };
  return {
    streams,
    latest,
    /** Sends raw event-stream text (split anywhere: the reader must cope). */
    write: (text: string) => latest().controller.enqueue(encoder.encode(text)),
    /** One `event: message` with `data` as JSON. */
    message: (data: unknown) => latest().controller.enqueue(encoder.encode(`event: message\ndata: ${JSON.stringify(data)}\n\n`)),
    end: () => latest().controller.close(),
  };
}

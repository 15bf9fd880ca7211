/**
 * A reader of `text/event-stream` (the HTML standard's event-stream format), fed with the
 * body's chunks as they come: lines end in LF, CR or CRLF, even across chunks; `data:` lines
 * are joined with LF; a blank line dispatches the event; comment lines (`: open`, `: heartbeat`)
 * are passed on too, since the chat reads `: open` as "the stream is listening".
 */
export type StreamEvent = { kind: 'event'; event: string; data: string } | { kind: 'comment'; text: string };

export function createSseParser(onEvent: (event: StreamEvent) => void) {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  // A CR at the very end of a chunk may be the first half of a CRLF split between chunks.
  let pendingCr = false;

  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onEvent({ kind: 'event', event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) {
      onEvent({ kind: 'comment', text: text.slice(1).trimStart() });
      return;
    }
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    // id and retry are not used: the chat catches up with its own GET after a reconnect.
  };

  return {
    push(chunk: string) {
      let text = chunk;
      if (pendingCr && text.startsWith('\n')) text = text.slice(1);
      pendingCr = false;
      buffer += text;
      const parts = buffer.split(/\r\n|\r|\n/);
      buffer = parts.pop() ?? '';
      if (buffer === '' && /\r$/.test(text)) pendingCr = true;
      for (const part of parts) line(part);
    },
  };
}

/**
 * Feeds a response's body to the parser as it arrives, until the server ends it (or the request's
 * signal aborts it). A last event whose blank line never came is not dispatched: it was cut short.
 */
export async function readEventStream(response: Response, onEvent: (event: StreamEvent) => void): Promise<void> {
  const reader = response.body?.getReader();
  if (!reader) return;
  const parser = createSseParser(onEvent);
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
  } finally {
    reader.releaseLock();
  }
}

import { describe, expect, it } from 'vitest';
import { createSseParser, type StreamEvent } from './sse-parser';

const parse = (...chunks: string[]) => {
  const events: StreamEvent[] = [];
  const parser = createSseParser((e) => events.push(e));
  for (const chunk of chunks) parser.push(chunk);
  return events;
};

describe('createSseParser', () => {
  it('reads comments and named events, the data of several lines joined', () => {
    expect(parse(': open\n\n', 'event: message\ndata: {"a":1}\n\n', 'data: one\ndata: two\n\n')).toEqual([
      { kind: 'comment', text: 'open' },
      { kind: 'event', event: 'message', data: '{"a":1}' },
      { kind: 'event', event: 'message', data: 'one\ntwo' },
    ]);
  });

  it('keeps an event split anywhere across chunks, CRLF included, until its blank line', () => {
    const events = parse('event: mess', 'age\r', '\ndata: {"id":', '7}\r\n', '\r\n');
    expect(events).toEqual([{ kind: 'event', event: 'message', data: '{"id":7}' }]);
    expect(parse('event: message\ndata: x\n')).toEqual([]);
  });

  it('dispatches nothing for an event without data, and forgets its name', () => {
    expect(parse('event: ping\n\n', 'data: y\n\n')).toEqual([{ kind: 'event', event: 'message', data: 'y' }]);
  });
});

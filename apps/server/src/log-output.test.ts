import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logOutput, servingLine } from './log-output';

/** What a logger built with these options writes, as text without colours. */
async function written(options: ReturnType<typeof logOutput>, log: (app: ReturnType<typeof Fastify>) => void) {
  let text = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  const app = Fastify({ logger: 'stream' in options ? options : { ...options, stream: sink } });
  log(app);
  await app.close();
  return withoutColours(text);
}

/** Text without the terminal's colour codes (ESC [ … m). */
const withoutColours = (text: string) => text.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');

describe('the start-up log', () => {
  it('says where Bazaar is, with localhost for an address that listens everywhere', () => {
    expect(servingLine('0.0.0.0', 3000)).toBe('Bazaar is serving http://localhost:3000');
    expect(servingLine('::', 8080)).toBe('Bazaar is serving http://localhost:8080');
    expect(servingLine('shop.example.com', 3000)).toBe('Bazaar is serving http://shop.example.com:3000');
  });

  it('is readable text in a terminal: the serving line stands plainly on its own line', async () => {
    let out = '';
    const terminal = new Writable({
      write(chunk: Buffer, _encoding, done) {
        out += chunk.toString();
        done();
      },
    });
    await written(logOutput('info', true, terminal), (app) => {
      app.log.info({ database: 'pglite', seeded: true }, 'started');
      app.log.info(servingLine('localhost', 3000));
      app.log.debug('below the level');
    });
    const lines = withoutColours(out).trimEnd().split('\n');
    expect(lines.at(-1)).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Bazaar is serving http:\/\/localhost:3000$/);
    expect(lines).toContain('    database: "pglite"');
    expect(out).not.toContain('{"level"');
    expect(out).not.toContain('below the level');
  });

  it('is one JSON object a line anywhere else (a file, a container, a collector)', async () => {
    const options = logOutput('info', false);
    expect(options).toEqual({ level: 'info' });
    const text = await written(options, (app) => app.log.info(servingLine('localhost', 3000)));
    const entry = JSON.parse(text.trim()) as { level: number; msg: string };
    expect(entry).toMatchObject({ level: 30, msg: 'Bazaar is serving http://localhost:3000' });
  });
});

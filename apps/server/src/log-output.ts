import pretty from 'pino-pretty';

/**
 * Where the server's log goes. A person watching a terminal reads lines of text (pino-pretty:
 * time, level, message, then the details indented); anything else, a file, a container's log or a
 * collector, gets one JSON object a line, as before.
 */
export function logOutput(
  level: string,
  terminal = process.stdout.isTTY === true,
  destination: NodeJS.WritableStream | number = 1,
): { level: string; stream?: NodeJS.WritableStream } {
  if (!terminal) return { level };
  // Synchronous, so nothing logged just before the process exits is lost.
  return { level, stream: pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', sync: true, destination }) };
}

/** The line a newcomer looks for, logged last at start-up with nothing after it. */
export const servingLine = (host: string, port: number) => `Bazaar is serving http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;

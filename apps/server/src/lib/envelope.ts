import type { Envelope } from '@bazaar/contracts';

export const ok = <T>(body: T, message = 'OK', code = 200): Envelope<T> => ({
  response_code: code,
  response_message: message,
  response_body: body,
});

export const failure = (code: number, message: string): Envelope<null> => ({
  response_code: code,
  response_message: message,
  response_body: null,
});

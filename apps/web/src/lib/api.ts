import { createBazaarClient, type BazaarClient } from '@bazaar/client';
import { clientFetch, type SendOptions } from './api-client';

/**
 * What openapi-fetch builds for a call, kept as it was written instead of a real Request: the body
 * stays the JSON text, form or file it was, so the call can be sent again after a session renewal,
 * and nothing is parsed twice. The client's fetch (clientFetch, the vendor console's) sends it.
 */
export class PreparedRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: BodyInit | null;
  readonly signal: AbortSignal | null;

  constructor(url: string, init: RequestInit) {
    this.url = url;
    this.method = init.method ?? 'GET';
    this.headers = headerRecord(init.headers);
    this.body = init.body ?? null;
    this.signal = init.signal ?? null;
  }
}

/** Headers as the server's spec writes them (Accept, Content-Type), whatever case the client used. */
const CANONICAL: Record<string, string> = {
  accept: 'Accept',
  authorization: 'Authorization',
  'content-type': 'Content-Type',
  'idempotency-key': 'Idempotency-Key',
};

function headerRecord(headers: HeadersInit | undefined): Record<string, string> {
  const record: Record<string, string> = {};
  new Headers(headers).forEach((value, name) => {
    record[CANONICAL[name] ?? name] = value;
  });
  return record;
}

/** A typed client of the API whose calls go out through `send` (the shopper's session or the vendor's). */
export const clientThrough = (send: (request: PreparedRequest & Omit<SendOptions, 'method'>) => Promise<Response>): BazaarClient =>
  createBazaarClient({
    // Paths stay relative: the sender puts them on this origin.
    baseUrl: '',
    Request: PreparedRequest as unknown as typeof Request,
    fetch: send as unknown as (request: Request) => Promise<Response>,
  });

/**
 * The shopper's API (packages/client, generated from the OpenAPI document): every path, parameter,
 * body and answer is typed by the document, so a contract change that breaks a caller fails the
 * typecheck. A failure is thrown as an ApiError (api-client.ts) before the client reads it.
 */
export const api = clientThrough(clientFetch);

type Answer<D> = { data?: D; response: Response };

/** A call's envelope; the call has thrown an ApiError for anything but a success. */
export async function envelopeOf<D>(call: Promise<Answer<D>>): Promise<D> {
  const { data, response } = await call;
  if (data === undefined) throw new Error(`Empty answer from ${response.url || 'the API'}`);
  return data;
}

/** A call's response_body. */
export const bodyOf = async <B>(call: Promise<Answer<{ response_body: B }>>): Promise<B> => (await envelopeOf(call)).response_body;

/** Options for a call whose body is a file sent as it is (a photo), with its own type. */
export const rawBody = (file: Blob) => ({
  body: file as never,
  bodySerializer: (body: unknown) => body as Blob,
  headers: { 'Content-Type': file.type || 'application/octet-stream' },
});

/** Options for a multipart form (an upload): sent as it is, the browser writing its Content-Type with the boundary. */
export const formBody = (form: FormData) => ({ body: form as never, bodySerializer: (body: unknown) => body as FormData });

/** A file the API serves (an invoice, a photo), read whole; its errors still come as JSON. */
export const asFile = (accept: string) => ({ parseAs: 'blob' as const, headers: { Accept: accept } });

/** A server-sent event stream; the caller reads the response's body. */
export const asStream = { parseAs: 'stream' as const, headers: { Accept: 'text/event-stream' } };

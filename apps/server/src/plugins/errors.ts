import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ApiError } from '../lib/api-error';
import { failure } from '../lib/envelope';

const API_PREFIXES = ['/pbs/', '/ums/', '/cfs/', '/translations/', '/files/', '/dev/', '/docs'];
export const isApiPath = (url: string) => API_PREFIXES.some((p) => url.startsWith(p));

type Issue = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } };

/** Turns validation issues into one sentence that names each parameter at fault. */
function describeValidation(issues: Issue[], context: string | undefined): string {
  const parts = issues.map((issue) => {
    const path = issue.params?.issue?.path?.map(String).join('.') || issue.instancePath?.replace(/^\//, '').replace(/\//g, '.') || '';
    const message = issue.message ?? 'is invalid';
    if (!path || message.includes(path)) return message;
    return `${path}: ${message}`;
  });
  const where = context === 'body' ? 'request body' : context === 'headers' ? 'headers' : 'request';
  return parts.length ? parts.join('; ') : `The ${where} is invalid`;
}

/** Every error leaves in the envelope with a message a person can act on; nothing internal leaks. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(failure(400, describeValidation(error.validation as Issue[], error.validationContext)));
    }
    if (error instanceof ApiError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ ...failure(error.statusCode, error.message), response_body: error.body });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its contract');
      return reply.status(500).send(failure(500, 'Something went wrong on our side. Please try again.'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'The request body is not valid JSON'
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'This content type is not supported; send application/json'
            : error.message;
      return reply.status(status).send(failure(status, message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure(500, 'Something went wrong on our side. Please try again.'));
  });
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request is too large: its address or headers are too long. Shorten the search or the link and try again.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive. Please try again.'],
};

/**
 * Answers requests that Node's HTTP parser refuses before Fastify sees them (a URL past the
 * header size limit, a malformed request line) in the same envelope as every other answer.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'The request could not be read. Please check the address and try again.'];
  const body = JSON.stringify(failure(status, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

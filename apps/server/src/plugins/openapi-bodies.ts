/**
 * Request bodies a route reads itself (a file, a form, a provider's signed payload) and so declares
 * no zod body for: the document still says what to send, so a client generated from it knows.
 */

const binary = (mediaType: string) => ({ type: 'string', contentMediaType: mediaType });

const providerPayload = (description: string) => ({
  required: true,
  description,
  content: { 'application/json': { schema: { type: 'object', additionalProperties: true } } },
});

const signedFields = (description: string) => ({
  required: true,
  description,
  content: {
    'application/x-www-form-urlencoded': { schema: { type: 'object', additionalProperties: { type: 'string' } } },
  },
});

export const WRITTEN_BODIES: Record<string, object> = {
  setAvatar: {
    required: true,
    description: 'The image itself as the body (at most 2 MB), with its type as Content-Type.',
    content: { 'image/png': { schema: binary('image/png') }, 'image/jpeg': { schema: binary('image/jpeg') }, 'image/webp': { schema: binary('image/webp') } },
  },
  uploadFile: {
    required: true,
    description: 'One file in the field `file`; for a custom form field, its id in `attribute_id` as well.',
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: ['file'],
          properties: {
            file: { ...binary('application/octet-stream'), description: 'The photo or document, at most 5 MB.' },
            attribute_id: { type: 'integer', minimum: 1, description: 'The custom form field the file answers; left out for a return photo.' },
          },
        },
      },
    },
  },
  receiveCashfreeWebhook: providerPayload("Cashfree's webhook payload, read byte for byte to check x-webhook-signature."),
  receiveStripeWebhook: providerPayload("Stripe's event, read byte for byte to check Stripe-Signature."),
  receiveAmazonPayNotification: {
    ...signedFields("Amazon Payment Services' notification fields with their signature (JSON is read as well)."),
    content: {
      ...signedFields('').content,
      'application/json': { schema: { type: 'object', additionalProperties: true } },
    },
  },
  returnFromAmazonPay: signedFields("The result fields Amazon Payment Services posts through the shopper's browser, with their signature."),
};

type Operations = Record<string, Record<string, { operationId?: string; requestBody?: unknown }>>;

/** Puts each written body on its operation (openapi-headers.test.ts holds the table to the served routes). */
export function addWrittenBodies<D extends { paths?: unknown }>(document: D): D {
  for (const operations of Object.values((document.paths ?? {}) as Operations)) {
    for (const operation of Object.values(operations)) {
      const body = operation.operationId === undefined ? undefined : WRITTEN_BODIES[operation.operationId];
      if (!body) continue;
      operation.requestBody = body;
    }
  }
  return document;
}

import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelope } from '@bazaar/contracts';
import { addExamples, checkExamples, demoExamples, type Examples } from './openapi-examples';
import { addWrittenBodies } from './openapi-bodies';
import { addRateLimitHeaders } from './openapi-headers';
import { operationFor, type Access } from './openapi-operations';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type RouteSchema = NonNullable<TransformInput['schema']> & { response?: Record<string, unknown>; description?: string };

const SECURITY_SCHEMES = {
  customerToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      "A signed-in customer's access token (Authorization: Bearer), from sign-in, sign-up or refresh-token. It names the customer's store, so realm-name may be left out; when sent it must name the same store.",
  },
  vendorToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: "A vendor console user's access token (Authorization: Bearer), from /vms/rest/v3/auth/sign-in; it names the store and the vendor.",
  },
  realmName: {
    type: 'apiKey',
    in: 'header',
    name: 'realm-name',
    description: 'The realm name of the store a call is about (e.g. demo). Not a secret: it names the store, it proves nothing about the caller.',
  },
} as const;

const SECURITY: Record<Exclude<Access, { none: string }>, Record<string, string[]>[]> = {
  store: [{ realmName: [] }],
  visitor: [{ realmName: [] }, { customerToken: [] }],
  customer: [{ customerToken: [] }],
  vendor: [{ vendorToken: [] }],
};

const TAGS = [
  ['identity', 'Sign-up and sign-in by one-time code or password, tokens and their refresh, sign-out.'],
  ['sessions', "The signed-in customer's devices: live sessions, their history, ending them."],
  ['account', "The customer's profile, photo, addresses and preferences."],
  ['store', 'The store a call is about: whether it is open, its settings, languages and pictures.'],
  ['catalogue', 'Products, search, deals, recommendations, categories, vendors and reviews.'],
  ['cart', "The customer's cart."],
  ['wishlist', "The customer's wish list."],
  ['delivery', 'Whether a pincode is served, and the delivery and service slots.'],
  ['checkout', 'Turning the cart into an order: a checkout, its choices, placing the order.'],
  ['orders', "The customer's orders and their items: invoices, cancelling, returns, reviews, rescheduling."],
  ['payments', 'Payment methods, payment status, and the providers’ webhooks.'],
  ['enquiries', 'Products sold by enquiry or by request: enquiries and their custom forms.'],
  ['chat', 'Conversations between a customer and a vendor about an enquiry, with live events.'],
  ['offers', "Vendors' price offers on enquiries, and accepting them."],
  ['assistant', 'The shopping assistant: questions answered as server-sent events, and kept conversations.'],
  ['files', "Public pictures, and customers' own uploads (return photos, form files)."],
  ['vendor console', "A vendor's sign-in and the work on its items, enquiries and returns."],
  ['i18n', "The web app's translations."],
  ['dev', 'Demo mode only.'],
].map(([name, description]) => ({ name: name!, description: description! }));

/** Statuses any call can meet, besides those its route lists (errors.ts answers them in the envelope). */
const ANY_CALL = {
  // errors.ts answers any failure in the envelope, whatever its status.
  default: ErrorEnvelope.describe('Any other status: a failure, in the envelope.'),
  431: ErrorEnvelope.describe('The address or headers are too long (e.g. a very long search).'),
  500: ErrorEnvelope.describe('Something failed on the server.'),
};
const WITH_BODY = {
  413: ErrorEnvelope.describe('The body is over 1 MB, or over the limit of its kind.'),
  415: ErrorEnvelope.describe('The body is of a type this call does not read.'),
};

/** Answers a route writes itself (streams, redirects, files) and its schema does not describe. */
const WRITTEN: Record<string, Record<string, object>> = {
  askAi: {
    200: { description: 'Server-sent events (delta, products, action, then done or error).', content: { 'text/event-stream': { schema: { type: 'string' } } } },
  },
  streamChatEvents: { 200: { description: 'Server-sent events of the conversation.', content: { 'text/event-stream': { schema: { type: 'string' } } } } },
  streamVendorChatEvents: { 200: { description: 'Server-sent events of the conversation.', content: { 'text/event-stream': { schema: { type: 'string' } } } } },
  returnFromAmazonPay: {
    303: {
      type: 'null',
      description: "Sends the browser on to the order's status page.",
      headers: { location: { type: 'string', description: 'The order status page.' } },
    },
  },
  getTranslations: {
    200: { description: 'The namespace: keys to text.', content: { 'application/json': { schema: { type: 'object', additionalProperties: true } } } },
    304: { type: 'null', description: 'Unchanged since the ETag sent in If-None-Match.' },
  },
  getSigningKeys: {
    200: {
      description: 'A JSON Web Key Set.',
      content: { 'application/json': { schema: { type: 'object', required: ['keys'], properties: { keys: { type: 'array', items: { type: 'object' } } } } } },
    },
  },
  getPublicFile: {
    200: {
      description: 'The picture, or a placeholder SVG (x-placeholder: true) when there is none at the path.',
      content: { 'image/*': { schema: { type: 'string', contentMediaType: 'image/*' } } },
    },
  },
};
const WRITTEN_ERRORS: Record<string, Record<string, z.ZodType>> = {
  getTranslations: { 404: ErrorEnvelope.describe('No translations for that language and namespace.') },
};

/** A whole number in the query or the path: the contracts read it from a string (intParam), the document says what it is. */
const WHOLE_NUMBER = new Set(['^-?\\d{1,9}$', '^\\d{1,9}$']);

/**
 * Query and path values travel as text, so the contracts parse numbers from strings; a parameter's
 * schema describes the value, so a whole-number parameter is an integer in the document and a
 * client generated from it takes a number (the server still reads the digits and checks bounds).
 */
function integerParameters(schema: unknown): unknown {
  const object = schema as { properties?: Record<string, { type?: string; pattern?: string }> } | undefined;
  if (!object?.properties) return schema;
  const properties = Object.fromEntries(
    Object.entries(object.properties).map(([name, property]) => {
      if (property.type !== 'string' || !WHOLE_NUMBER.has(property.pattern ?? '')) return [name, property];
      const { pattern, ...rest } = property;
      return [name, { ...rest, type: 'integer', ...(pattern!.startsWith('^-') ? {} : { minimum: 0 }) }];
    }),
  );
  return { ...object, properties };
}

/** Fastify's path ("/x/:id", "/files/*") as the document writes it ("/x/{id}", "/files/{path}"). */
const documentPath = (url: string) => url.replace(/\*$/, '{path}').replace(/:(\w+)/g, '{$1}');

/**
 * Adds what the table in openapi-operations.ts says of the route (operationId, security) and the
 * statuses every call can answer, then lets fastify-type-provider-zod turn the zod schemas into
 * JSON Schema. Throws for a route the table does not know, so the document cannot be built
 * without it, and for an example (openapi-examples.json) that no longer fits the route's contract.
 */
export function describeOperation(input: TransformInput, examples: Examples = demoExamples()): ReturnType<typeof jsonSchemaTransform> {
  const schema = (input.schema ?? {}) as RouteSchema;
  const method = [input.route.method].flat()[0]!;
  if (schema.hide || method === 'HEAD') return jsonSchemaTransform(input);
  const path = documentPath(input.url);
  const operation = operationFor(method, path);
  if (!operation) throw new Error(`${method} ${path} has no operationId: add it to apps/server/src/plugins/openapi-operations.ts`);
  const { access } = operation;
  const written = WRITTEN[operation.id] ?? {};
  const response = {
    ...ANY_CALL,
    ...(['POST', 'PUT', 'PATCH'].includes(method) ? WITH_BODY : {}),
    ...WRITTEN_ERRORS[operation.id],
    ...schema.response,
  };
  checkExamples(operation.id, examples[operation.id], { ...schema, response, written: Object.keys(written) });
  const wildcard = input.url.endsWith('*') ? { params: z.object({ path: z.string().describe('The storage path; it may hold slashes.') }) } : {};
  const described = jsonSchemaTransform({
    ...input,
    url: path,
    schema: {
      ...schema,
      ...wildcard,
      operationId: operation.id,
      security: typeof access === 'string' ? SECURITY[access] : [],
      ...(typeof access === 'string' ? {} : { description: [schema.description, access.none].filter(Boolean).join('\n\n') }),
      response,
    } as RouteSchema,
  });
  const out = described.schema as RouteSchema;
  const parameters = { querystring: integerParameters(out.querystring), params: integerParameters(out.params) };
  return { ...described, schema: { ...out, ...parameters, response: { ...written, ...out.response } } as typeof described.schema };
}

/**
 * The OpenAPI document is generated from the zod contracts the routes declare, with the examples
 * of openapi-examples.json (or `examples`, for tests) on its operations.
 */
export async function registerOpenApi(app: FastifyInstance, options: { examples?: Examples } = {}) {
  const examples = () => options.examples ?? demoExamples();
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Bazaar storefront API',
        description:
          'Every JSON response, success or error, is { response_code, response_message, response_body }. ' +
          'A call names its store by the realm-name header or by the token it carries.',
        version: '0.1.0',
        // The project is private (package.json) and grants no licence: there is no LICENSE file,
        // so its code and this API are proprietary. LicenseRef- is SPDX's form for a licence not on
        // its list; redocly's recommended rules want a licence (info-license) with an identifier or
        // a URL (info-license-strict), and there is no licence page to link. No contact is given:
        // the project publishes no address or page for the API's users (info-contact is off).
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      tags: TAGS,
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: (input) => describeOperation(input, examples()),
    transformObject: (document) =>
      'openapiObject' in document ? addExamples(addRateLimitHeaders(addWrittenBodies(document.openapiObject)), examples()) : document.swaggerObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs', staticCSP: true });
}

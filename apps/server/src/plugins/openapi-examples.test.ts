import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModuleDeps } from '../module-deps';
import { cartRoutes } from '../modules/cart';
import { createTestApp, type TestApp } from '../test/test-app';
import { registerOpenApi } from './openapi';
import { demoExamples, type Examples } from './openapi-examples';

type Media = { examples?: Record<string, { value: unknown }> };
type Operation = {
  operationId: string;
  parameters?: { name: string; in: string; example?: unknown }[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
};

let app: TestApp;
let operations: Map<string, Operation>;
const examples = demoExamples();
const shown = (content: Record<string, Media> | undefined) => content && Object.values(content)[0]?.examples?.demo?.value;

beforeAll(async () => {
  app = await createTestApp();
  // The document is built only when every example fits its route's zod schemas (describeOperation).
  const res = await app.inject({ method: 'GET', url: '/docs/json' });
  expect(res.statusCode).toBe(200);
  const doc = JSON.parse(res.body) as { paths: Record<string, Record<string, Operation>> };
  operations = new Map(Object.values(doc.paths).flatMap((methods) => Object.values(methods).map((op) => [op.operationId, op] as const)));
});
afterAll(() => app.close());

describe('the examples in the served document', () => {
  it('belong to operations it has, and show on their request bodies, answers and parameters', () => {
    for (const [id, example] of Object.entries(examples)) {
      const operation = operations.get(id);
      expect(operation, id).toBeDefined();
      if (example.request !== undefined) expect(shown(operation!.requestBody?.content), id).toEqual(example.request);
      for (const [status, value] of Object.entries(example.responses ?? {}))
        expect(shown(operation!.responses[status]?.content), `${id} ${status}`).toEqual(value);
      for (const [place, values] of [
        ['query', example.query],
        ['path', example.path],
        ['header', example.header],
      ] as const) {
        for (const [name, value] of Object.entries(values ?? {})) {
          expect(operation!.parameters?.find((p) => p.in === place && p.name === name)?.example, `${id} ${name}`).toEqual(value);
        }
      }
    }
  });

  it("cover a shopper's main calls, with the bodies she sends, and the error envelopes", () => {
    const answered = (id: string) => Object.keys(examples[id]?.responses ?? {});
    const main = [
      ['validateStore', 'getContentSettings', 'listLanguages', 'listCategories', 'listVendors', 'listProducts', 'suggestProducts', 'getProduct'],
      ['getCart', 'listWishlist', 'listAddresses', 'listOrders', 'getOrder', 'listEnquiries', 'listAssistantConversations'],
    ].flat();
    for (const id of main)
      expect(
        answered(id).some((status) => status.startsWith('2')),
        id,
      ).toBe(true);
    for (const id of ['sendOtp', 'signIn', 'addCartLines', 'addToWishlist', 'addAddress', 'startCheckout', 'createEnquiry', 'askAi']) {
      expect(examples[id]?.request, id).toBeDefined();
      expect(
        answered(id).some((status) => status.startsWith('2')),
        id,
      ).toBe(true);
    }
    expect(examples.placeOrder?.header?.['idempotency-key']).toBeDefined();
    expect(examples.placeOrder?.responses?.['200']).toMatchObject({ response_body: { payment_status: 'Placed' } });
    expect(examples.getCart?.responses?.['401']).toEqual({ response_code: 401, response_message: 'Please sign in to continue', response_body: null });
    expect(examples.listProducts?.responses?.['400']).toMatchObject({ response_code: 400, response_body: null });
    expect(examples.signIn?.responses?.['401']).toMatchObject({ response_body: { attempts_left: 4 } });
  });

  it("are the demo store's, with short lists and no live token", () => {
    expect(examples.getContentSettings?.responses?.['200']).toMatchObject({ response_body: { store_settings_data: [{ store_id: 12 }] } });
    expect(JSON.stringify(examples)).toContain('Priya Sharma');
    const lists = (value: unknown): unknown[][] =>
      Array.isArray(value) ? [value, ...value.flatMap(lists)] : typeof value === 'object' && value ? Object.values(value).flatMap(lists) : [];
    // Answers only: a request body is sent whole (the enquiry's four answers).
    for (const list of Object.values(examples).flatMap((e) => lists(e.responses)))
      if (list.some((item) => typeof item === 'object' && item !== null)) expect(list.length).toBeLessThanOrEqual(2);
    const token = (examples.signIn?.responses?.['200'] as { response_body: { access_token: string } }).response_body.access_token;
    const header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as { kid: string };
    expect(header.kid).toBe('demo-signing-key');
    expect(header.kid).not.toBe(app.keys.kid);
  });
});

/** A bare app with the real cart routes, its document built with `examples` instead of the committed file. */
async function documentWith(examples: Examples) {
  const bare = Fastify().withTypeProvider<ZodTypeProvider>();
  bare.setValidatorCompiler(validatorCompiler);
  bare.setSerializerCompiler(serializerCompiler);
  await registerOpenApi(bare, { examples });
  // The routes are only described, never called, so they need none of their dependencies.
  await bare.register(cartRoutes({} as ModuleDeps));
  await bare.ready();
  try {
    return bare.swagger();
  } finally {
    await bare.close();
  }
}

describe('an example that no longer fits its contract', () => {
  const real = { getCart: examples.getCart!, addCartLines: examples.addCartLines! };
  const cartAnswer = real.getCart.responses!['200'] as { response_body: { Products: Record<string, unknown>[] } };
  const line = cartAnswer.response_body.Products[0]!;

  it('is welcome while it fits', async () => {
    await expect(documentWith(real)).resolves.toBeDefined();
  });

  it('stops the document, naming the operation, the answer and the field, when a field changes type or goes', async () => {
    const { quantity: _gone, ...withoutQuantity } = line;
    const changed = { ...cartAnswer, response_body: { ...cartAnswer.response_body, Products: [{ ...line, final_price: 'free' }, withoutQuantity] } };
    await expect(documentWith({ ...real, getCart: { responses: { 200: changed } } })).rejects.toThrow(
      /The example of getCart in .*openapi-examples.json does not fit its contract[\s\S]*the 200 answer:[\s\S]*Products\[0\]\.final_price[\s\S]*Products\[1\]\.quantity/,
    );
  });

  it('stops the document when it holds a field the contract does not have', async () => {
    const request = { ...(real.addCartLines.request as object), coupon_code: 'WELCOME10' };
    await expect(documentWith({ ...real, addCartLines: { ...real.addCartLines, request } })).rejects.toThrow(
      /addCartLines[\s\S]*the request body: not in the contract: coupon_code/,
    );
  });

  it('stops the document for a status the route does not answer, a parameter it does not read, or an operation it does not have', async () => {
    await expect(documentWith({ getCart: { responses: { 409: { response_code: 409 } } } })).rejects.toThrow(/the 409 answer: the route declares no zod schema/);
    await expect(documentWith({ getCart: { query: { 'page-number': 'first' }, responses: {} } })).rejects.toThrow(/getCart[\s\S]*the query:[\s\S]*page-number/);
    await expect(documentWith({ listWidgets: { responses: {} } })).rejects.toThrow('has examples of listWidgets, which no operation is called');
  });
});

import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/test-app';
import { registerOpenApi } from './openapi';
import { operationKey, operationKeys } from './openapi-operations';

type Operation = {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  description?: string;
  parameters?: { name: string; in: string }[];
  responses: Record<string, { content?: Record<string, unknown> }>;
};
type Document = {
  openapi: string;
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  components: { securitySchemes: Record<string, { type: string; in?: string; name?: string; scheme?: string }> };
  paths: Record<string, Record<string, Operation>>;
};

let app: TestApp;
let doc: Document;
const operations = () => Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
const byId = (id: string) => operations().find((o) => o.op.operationId === id)!;

beforeAll(async () => {
  app = await createTestApp();
  const res = await app.inject({ method: 'GET', url: '/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = JSON.parse(res.body) as Document;
});
afterAll(() => app.close());

describe('the API document', () => {
  it('is OpenAPI 3.1 with a server and every tag described at the top', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers?.length).toBeGreaterThan(0);
    const described = new Map(doc.tags?.map((t) => [t.name, t.description]));
    for (const { op } of operations()) for (const tag of op.tags ?? []) expect(described.get(tag), tag).toBeTruthy();
    expect(operations().every(({ op }) => op.tags?.length)).toBe(true);
  });

  it('names every operation once, and every name in the table belongs to a route', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][a-zA-Z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const served = operations().map(({ method, path }) => operationKey(method, path));
    expect(served.toSorted()).toEqual(operationKeys().toSorted());
    expect([byId('listProducts').path, byId('addCartLines').method, byId('placeOrder').path]).toEqual([
      '/pbs/rest/v3/products',
      'post',
      '/cfs/rest/v3/checkout/{checkoutId}/place-order',
    ]);
  });

  it('declares the customer token, the vendor token and realm-name, and who needs which', () => {
    const schemes = doc.components.securitySchemes;
    expect(schemes.customerToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(schemes.vendorToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(schemes.realmName).toMatchObject({ type: 'apiKey', in: 'header', name: 'realm-name' });
    const security = (id: string) => byId(id).op.security;
    expect(security('placeOrder')).toEqual([{ customerToken: [] }]);
    expect(security('getAiConfiguration')).toEqual([{ customerToken: [] }]);
    expect(security('listProducts')).toEqual([{ realmName: [] }, { customerToken: [] }]);
    expect(security('signIn')).toEqual([{ realmName: [] }]);
    expect(security('vendorSignIn')).toEqual([{ realmName: [] }]);
    expect(security('listVendorOrderItems')).toEqual([{ vendorToken: [] }]);
    expect(security('receiveStripeWebhook')).toEqual([]);
    expect(byId('receiveStripeWebhook').op.description).toContain('signature');
    for (const { path, op } of operations()) {
      expect(op.security, path).toBeDefined();
      if (path.startsWith('/vms/') && !path.includes('/auth/')) expect(op.security, path).toEqual([{ vendorToken: [] }]);
    }
    // realm-name is a security scheme where it is required, not a parameter as well.
    expect(byId('signIn').op.parameters?.some((p) => p.name === 'realm-name') ?? false).toBe(false);
  });

  it('gives every operation a success and a 4XX answer, errors in the envelope', () => {
    for (const { path, method, op } of operations()) {
      const codes = Object.keys(op.responses);
      expect(
        codes.some((c) => /^2/.test(c) || (c === 'default' && op.operationId === 'returnFromAmazonPay')),
        `${method} ${path}`,
      ).toBe(true);
      expect(
        codes.some((c) => /^4/.test(c)),
        `${method} ${path}`,
      ).toBe(true);
    }
    expect(Object.keys(byId('askAi').op.responses['200']!.content!)).toEqual(['text/event-stream']);
    expect(byId('getPublicFile').path).toBe('/files/{path}');
    expect(byId('getTranslations').op.responses['404']!.content).toHaveProperty('application/json');
  });
});

describe('who the document says may call, against the server', () => {
  // Calls without path parameters or required query parameters, so only their security decides.
  const simpleGets = () =>
    operations().filter(
      ({ method, op }) => method === 'get' && !(op.parameters ?? []).some((p) => p.in !== 'header' && (p as { required?: boolean }).required),
    );

  it('refuses every customer and vendor call without a token, and answers every store call with realm-name alone', async () => {
    const checked = { customer: 0, vendor: 0, visitor: 0 };
    for (const { path, op } of simpleGets()) {
      const only = op.security?.length === 1 ? Object.keys(op.security[0]!)[0] : op.security?.length === 2 ? 'visitor' : undefined;
      if (only === 'customerToken' || only === 'vendorToken') {
        const res = await app.inject({ method: 'GET', url: path, headers: { 'realm-name': 'demo' } });
        expect(res.statusCode, path).toBe(401);
        checked[only === 'customerToken' ? 'customer' : 'vendor']++;
      } else if (only === 'visitor') {
        const res = await app.inject({ method: 'GET', url: path, headers: { 'realm-name': 'demo' } });
        expect(res.statusCode, path).toBe(200);
        checked.visitor++;
      }
    }
    expect(Math.min(checked.customer, checked.vendor, checked.visitor)).toBeGreaterThan(1);
  });
});

describe('a route the table does not know', () => {
  it('stops the document from being built, naming the route', async () => {
    const bare = Fastify().withTypeProvider<ZodTypeProvider>();
    bare.setValidatorCompiler(validatorCompiler);
    await registerOpenApi(bare);
    bare.get('/cfs/rest/v3/something-new/:id', { schema: { params: z.object({ id: z.string() }) } }, async () => 'ok');
    await bare.ready();
    expect(() => bare.swagger()).toThrow('GET /cfs/rest/v3/something-new/{id} has no operationId');
    await bare.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { WRITTEN_BODIES } from './openapi-bodies';
import { RATE_LIMITED } from './openapi-headers';

type Answer = { headers?: Record<string, { $ref?: string }> };
type Operation = {
  operationId?: string;
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: { required?: string[]; properties?: Record<string, unknown> } }> };
  responses: Record<string, Answer>;
};
type Document = { components: { headers: Record<string, { schema: unknown }> }; paths: Record<string, Record<string, Operation>> };

let app: TestApp;
let doc: Document;
const operations = () => Object.values(doc.paths).flatMap((methods) => Object.values(methods));
const byId = (id: string) => operations().find((op) => op.operationId === id)!;
const RATE_LIMIT = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'RateLimit-Policy'];

beforeAll(async () => {
  app = await createTestApp();
  doc = JSON.parse((await app.inject({ method: 'GET', url: '/docs/json' })).body) as Document;
});
afterAll(() => app.close());

describe('what the API document says beyond the contracts', () => {
  it('says it of operations the server has', () => {
    const served = new Set(operations().map((op) => op.operationId));
    expect([...RATE_LIMITED, ...Object.keys(WRITTEN_BODIES)].filter((id) => !served.has(id))).toEqual([]);
  });

  it('declares the rate-limit headers once, and names them on the answers of every counted call', () => {
    expect(Object.keys(doc.components.headers).sort()).toEqual([...RATE_LIMIT, 'Retry-After'].sort());
    for (const id of RATE_LIMITED) {
      const { responses } = byId(id);
      const counted = Object.entries(responses).filter(([status]) => /^2\d\d$/.test(status) || status === '429');
      expect(
        counted.map(([status]) => status),
        id,
      ).toContain('429');
      for (const [status, answer] of counted) expect(Object.keys(answer.headers ?? {}), `${id} ${status}`).toEqual(expect.arrayContaining(RATE_LIMIT));
    }
  });

  it('gives every 429 its Retry-After, and no uncounted call the rate-limit headers', () => {
    for (const op of operations()) {
      if (op.responses['429']) expect(op.responses['429'].headers?.['Retry-After']?.$ref, op.operationId).toBe('#/components/headers/Retry-After');
      if (RATE_LIMITED.has(op.operationId!)) continue;
      for (const answer of Object.values(op.responses)) expect(answer.headers?.['RateLimit-Remaining'], op.operationId).toBeUndefined();
    }
  });

  it('describes the bodies routes read themselves: a multipart upload, a raw photo, the providers’ payloads', () => {
    const upload = byId('uploadFile').requestBody!.content['multipart/form-data']!.schema;
    expect(upload.required).toEqual(['file']);
    expect(Object.keys(upload.properties!)).toEqual(['file', 'attribute_id']);
    expect(Object.keys(byId('setAvatar').requestBody!.content)).toEqual(['image/png', 'image/jpeg', 'image/webp']);
    expect(Object.keys(byId('receiveStripeWebhook').requestBody!.content)).toEqual(['application/json']);
    expect(Object.keys(byId('returnFromAmazonPay').requestBody!.content)).toEqual(['application/x-www-form-urlencoded']);
  });

  it('declares the realm-name parameter a signed-in caller names its store with when asking for a code', () => {
    expect(byId('sendOtp').parameters).toContainEqual(expect.objectContaining({ name: 'realm-name', in: 'query', required: false }));
  });
});

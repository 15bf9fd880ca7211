import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fastSerializerCompiler } from './serializer';

const Item = z.object({ id: z.number().int(), name: z.string(), price: z.number().nullable(), tags: z.array(z.string()), note: z.string().optional() });
const Dated = z.object({ at: z.date() });

async function appWith(validate: boolean, body: unknown) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(fastSerializerCompiler({ validate }));
  app.get('/item', { schema: { response: { 200: Item } } }, async () => body as z.infer<typeof Item>);
  app.get('/dated', { schema: { response: { 200: Dated } } }, async () => ({ at: new Date(Date.UTC(2026, 10, 24)) }));
  await app.ready();
  return app;
}

describe('the fast response serialiser', () => {
  it('writes what JSON.stringify would for the fields the schema names, and leaves the others out', async () => {
    const item = { id: 1, name: 'Lamp "brass"\n', price: null, tags: ['a', 'ü'], note: 'x' };
    for (const validate of [false, true]) {
      const app = await appWith(validate, { ...item, secret: 'never sent' });
      const res = await app.inject('/item');
      expect(res.statusCode).toBe(200);
      expect(JSON.parse(res.body)).toEqual(item);
      expect(res.body).not.toContain('never sent');
      await app.close();
    }
  });

  it('checks the contract when asked (the tests): a response that breaks it is a 500, not sent', async () => {
    const app = await appWith(true, { id: 'one', name: 'Lamp', price: 1, tags: [] });
    expect((await app.inject('/item')).statusCode).toBe(500);
    await app.close();
  });

  it('keeps zod for a schema JSON Schema cannot express (a Date)', async () => {
    const app = await appWith(false, {});
    expect(JSON.parse((await app.inject('/dated')).body)).toEqual({ at: '2026-11-24T00:00:00.000Z' });
    await app.close();
  });
});

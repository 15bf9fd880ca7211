import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failure } from '../../lib/envelope';

export const translationRoutes =
  (files: Map<string, string>): FastifyPluginAsyncZod =>
  async (app) => {
    const etags = new Map([...files].map(([k, v]) => [k, `"${createHash('sha1').update(v).digest('base64url')}"`]));

    app.get(
      '/translations/:language/:namespace/translation.json',
      {
        schema: {
          tags: ['i18n'],
          summary: 'One namespace of translations in one language (spec §9).',
          params: z.object({ language: z.string(), namespace: z.string() }),
        },
      },
      async (request, reply) => {
        const key = `${request.params.language}/${request.params.namespace}`;
        const text = files.get(key);
        if (!text) {
          return reply.status(404).send(failure(404, `No translations for language "${request.params.language}" and namespace "${request.params.namespace}"`));
        }
        const etag = etags.get(key)!;
        reply.header('cache-control', 'public, max-age=300').header('etag', etag);
        if (request.headers['if-none-match'] === etag) return reply.status(304).send();
        return reply.type('application/json; charset=utf-8').send(text);
      },
    );
  };

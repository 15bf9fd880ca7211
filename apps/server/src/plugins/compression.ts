import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this a response goes as it is: the encoding's own bytes and the CPU would outweigh the saving. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Text, JSON, JavaScript, CSS, SVG and XML. Not server-sent events (they must flush event by
 * event), and not application/octet-stream, which @fastify/compress would otherwise include:
 * downloads here are images and documents that are compressed already.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|[/+]json(?:;|$)|[/+]xml(?:;|$)|javascript(?:;|$)/;

/**
 * Compresses responses with the best encoding the client accepts (brotli, else gzip) once they
 * pass the threshold: the API's JSON, translations, the payment sandbox's pages. The web app's
 * assets are compressed at build time (scripts/compress-assets.mjs) and served as they are by
 * @fastify/static, which sets content-encoding, so they are never compressed twice; index.html
 * is compressed by web-app.ts, which caches it. Registered before any route: the plugin hooks
 * each route as it is added.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    // Request bodies stay as sent: webhooks check signatures over the raw bytes, and nothing here sends compressed bodies.
    globalDecompression: false,
  });
}

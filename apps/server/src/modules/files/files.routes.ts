import { extname } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { PLACEHOLDER_SVG } from '../../db/seed/logo-svg';
import type { FileStorage } from './file-storage';
import { publicPath } from './private-image';

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
};

/** A second decoding, as links may encode twice; a lone "%" (the router already decoded "%25") is no file, not a 500. */
function decodedOrEmpty(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return '';
  }
}

/**
 * Public files (logos, product images) by path; a placeholder picture when one is missing.
 * Customers' uploads are never public: a path under uploads/ is answered as a missing file, so
 * nobody learns whether it exists.
 */
export const fileRoutes =
  (storage: FileStorage): FastifyPluginAsync =>
  async (app) => {
    app.get('/files/*', { schema: { tags: ['files'], summary: 'A public image by its storage path.' } }, async (request, reply) => {
      const path = publicPath(decodedOrEmpty((request.params as { '*': string })['*'] ?? ''));
      const type = path ? TYPES[extname(path).toLowerCase()] : undefined;
      const data = path && type ? await storage.read(path) : null;
      if (!data || !type) {
        return reply.header('content-type', 'image/svg+xml').header('cache-control', 'no-cache').header('x-placeholder', 'true').send(PLACEHOLDER_SVG);
      }
      return (
        reply
          .header('content-type', type)
          .header('cache-control', 'public, max-age=3600')
          .header('x-content-type-options', 'nosniff')
          // SVGs may carry script; served as images only, never as documents.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(data)
      );
    });
  };

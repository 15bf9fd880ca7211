import { extname } from 'node:path';
import type { FastifyReply } from 'fastify';
import { notFound } from '../../lib/api-error';
import type { FileStorage } from './file-storage';

/**
 * Sends a customer's uploaded document (issue #13, spec §7 document/absolute): always as an
 * attachment, so a browser saves it rather than opening it on our origin; its type from the name,
 * never sniffed; nothing inside it may load or run anything (CSP 'none'); kept only in the
 * asker's own browser cache. 404 alike for a missing file and one the asker may not read.
 */

const DOCUMENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.yml': 'application/yaml',
  '.yaml': 'application/yaml',
};

export const NO_SUCH_DOCUMENT = 'There is no such document';

/** Whether the path names a document the document calls serve (by its extension). */
export const isDocumentPath = (path: string) => DOCUMENT_TYPES[extname(path).toLowerCase()] !== undefined;

const NAME_MAX = 120;

/**
 * A file name safe on every disk and in a header: no path separators, quotes, control or
 * reserved characters, at most 120 characters, ending in the stored file's extension.
 */
export function safeFileName(base: string, extension: string): string {
  const cleaned = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f"*/:<>?\\|]/g, ' ')
    .replace(/\s+/g, ' ')
    // No hidden (dot) files, and no trailing dots or spaces, which Windows drops.
    .replace(/^[.\s]+|[.\s]+$/g, '');
  const stem = [...cleaned].slice(0, NAME_MAX).join('').trim() || 'document';
  return `${stem}${extension.toLowerCase()}`;
}

/** RFC 6266 with RFC 5987's filename* for names beyond ASCII; the plain filename keeps an ASCII stand-in. */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]+/g, '_').replace(/[%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return ascii === name ? `attachment; filename="${name}"` : `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Sends the document at `path` (null when the asker may not read it) as `name` plus its
 * extension, or as its stored name when no name is given.
 */
export async function sendPrivateDocument(reply: FastifyReply, storage: FileStorage, path: string | null, name?: string | null) {
  const extension = path ? extname(path).toLowerCase() : '';
  const type = DOCUMENT_TYPES[extension];
  const data = path && type ? await storage.read(path) : null;
  if (!path || !data || !type) throw notFound(NO_SUCH_DOCUMENT);
  const fileName = name ? safeFileName(name, extension) : safeFileName(path.slice(path.lastIndexOf('/') + 1, -extension.length), extension);
  return reply
    .type(type)
    .header('content-disposition', attachmentHeader(fileName))
    .header('cache-control', 'private, max-age=86400')
    .header('vary', 'Authorization')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .send(data);
}

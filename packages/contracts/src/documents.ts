import { z } from 'zod';

/**
 * Uploaded documents read back (issue #13, spec §7 document/absolute and the protected document
 * download): pdf, doc, docx, yml and yaml files a customer attached to a form, sent as an
 * attachment named after the form field they answer.
 */

/** What a document upload may be, as the document calls serve them. */
export const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'yml', 'yaml'] as const;

const documentPath = z
  .string({ error: 'document-path is required' })
  .trim()
  .min(1, 'document-path is required')
  .max(300, 'document-path must be at most 300 characters');

/** GET /cfs/rest/v3/document/absolute */
export const DocumentQuery = z.object({ 'document-path': documentPath });

/** POST /cfs/rest/v3/document/download (spec §7: document-type=product). */
export const DocumentDownloadQuery = z.object({
  'document-path': documentPath,
  'document-type': z.literal('product', { error: 'document-type must be product' }),
});

/** A file answered as its bytes, with its own content type. */
export const FileBytes = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array, 'a file is its bytes')
  .meta({ type: 'string', format: 'binary', description: 'The file' });

import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_MAX_BYTES } from '@bazaar/contracts';
import { ApiError, badRequest } from '../../lib/api-error';

/**
 * Documents for custom form fields (issue #13), kept as sent, so their real bytes must be what the
 * name says: `file-type` must find a PDF in a .pdf, a Word 2007+ document (a zip whose parts say
 * so) in a .docx, and an OLE compound file in a .doc (the container of Word 97–2003; file-type
 * cannot tell a .doc from an .xls inside it, so that is as far as the check goes). YAML is text,
 * which no magic number marks: it must be UTF-8 with no control characters and must not open like
 * markup (an HTML or SVG page renamed .yml). Nothing here is ever served inline (see README).
 */

const BINARY_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/x-cfb',
};
export const TEXT_EXTENSIONS = new Set(['yml', 'yaml']);

export const EMPTY_DOCUMENT = 'The file is empty; choose another';
export const DOCUMENT_TOO_LARGE = `The file must be at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`;
export const contentMismatch = (extension: string) => `This file is not a real .${extension} file, whatever its name says`;

/** Checks a document against its extension (already one the field takes) and answers its bytes as they are. */
export async function checkDocument(extension: string, data: Buffer): Promise<Buffer> {
  if (data.length === 0) throw badRequest(EMPTY_DOCUMENT);
  if (data.length > UPLOAD_MAX_BYTES) throw new ApiError(413, DOCUMENT_TOO_LARGE);
  const detected = await fileTypeFromBuffer(data);
  if (TEXT_EXTENSIONS.has(extension)) {
    if (detected || !isPlainText(data)) throw badRequest(contentMismatch(extension));
    return data;
  }
  if (!detected || detected.mime !== BINARY_TYPES[extension]) throw badRequest(contentMismatch(extension));
  return data;
}

/** UTF-8 text with no control characters but tab and line ends, not starting like markup. */
function isPlainText(data: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)) return false;
  return !text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith('<');
}

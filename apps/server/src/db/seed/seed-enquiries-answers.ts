import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { customFormAttributes } from '../schema';
import { attributeUploadFolder, type FileStorage } from '../../modules/files';
import type { Answers } from './seed-enquiries-data';

/**
 * Form answers for the demo (issue #13), as the API would have stored them: a field's copy (name,
 * type, sensitive flag) beside the values, and a photo or a PDF written to the customer's own
 * upload folder for that field, as the upload call keeps them.
 */

type Field = typeof customFormAttributes.$inferSelect;
export type AnswerRow = { attributeId: number; attributeName: string; datatypeId: number; sensitive: boolean; values: string[]; position: number };

export async function answerRows(storage: FileStorage, owner: { store: { id: number }; customerId: number }, fields: Field[], answers: Answers) {
  const rows: AnswerRow[] = [];
  for (const field of [...fields].sort((a, b) => a.position - b.position)) {
    const answer = answers[field.name];
    if (answer === undefined) continue;
    const folder = attributeUploadFolder(owner, field.id);
    const files =
      answer === 'image' || answer === 'kurta-photo'
        ? [await writeFile(storage, folder, 'webp', await (answer === 'image' ? demoPhoto() : kurtaPhoto()))]
        : answer === 'pdf'
          ? [await writeFile(storage, folder, 'pdf', demoPdf())]
          : null;
    rows.push({
      attributeId: field.id,
      attributeName: field.name,
      datatypeId: field.datatypeId,
      sensitive: field.sensitive,
      values: files ?? (answer as string[]),
      position: rows.length,
    });
  }
  return rows;
}

async function writeFile(storage: FileStorage, folder: string, extension: string, data: Buffer) {
  const path = `${folder}${randomUUID()}.${extension}`;
  await storage.write(path, data);
  return path;
}

/** A swatch photo: rose and ivory halves, as the upload call would have kept it (WebP, no metadata). */
const demoPhoto = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: '#c2185b' } })
    .composite([{ input: { create: { width: 160, height: 240, channels: 3, background: '#f8f1e3' } }, left: 160, top: 0 }])
    .webp({ quality: 82 })
    .toBuffer();

/** A photo of a kurta laid flat: an indigo kurta with long sleeves on a linen-coloured cloth. */
const kurtaPhoto = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="320" viewBox="0 0 240 320">
        <rect width="240" height="320" fill="#efe6d6"/>
        <path d="M92 30 L120 52 L148 30 L196 48 L232 170 L206 178 L178 96 L178 300 L62 300 L62 96 L34 178 L8 170 L44 48 Z" fill="#2c3e73"/>
        <path d="M108 36 L120 80 L132 36" fill="none" stroke="#e9c46a" stroke-width="3"/>
      </svg>`,
    ),
  )
    .webp({ quality: 82 })
    .toBuffer();

/** A one-page PDF with a line of text, written by hand (the demo needs no PDF library for it). */
function demoPdf(): Buffer {
  const text = 'BT /F1 18 Tf 72 720 Td (Sharma Design Studio - floor plan, 3,400 sq ft) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

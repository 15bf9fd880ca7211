import { crc32 } from 'node:zlib';
import { DATATYPE, type EnquiryList, type InputConfig } from '@bazaar/contracts';
import { customFormAttributes, customForms } from '../db/schema';
import type { Db } from '../db/client';
import { postUpload } from './upload-helpers';
import { body, type TestApp } from './test-app';

/** Custom forms for the enquiry tests (issue #13), written straight to the database, and the calls by name. */

export type FieldSeed = {
  name: string;
  datatypeId: number;
  options?: string[];
  inputConfig?: InputConfig;
  required?: boolean;
  sensitive?: boolean;
};

export async function createForm(db: Db, refs: { storeId: number; productId: number }, fields: FieldSeed[], title = 'Tell us what you need') {
  const [form] = await db
    .insert(customForms)
    .values({ ...refs, title })
    .returning();
  const attributes = await db
    .insert(customFormAttributes)
    .values(fields.map((f, position) => ({ formId: form!.id, storeId: refs.storeId, position, ...f })))
    .returning();
  const byName = (name: string) => attributes.find((a) => a.name === name)!.id;
  return { form: form!, attributes, byName };
}

/** A form with a field of every data type; only the name is required. */
export const EVERY_TYPE: FieldSeed[] = [
  { name: 'Full name', datatypeId: DATATYPE.text, required: true },
  { name: 'Notes', datatypeId: DATATYPE.paragraph },
  { name: 'Email', datatypeId: DATATYPE.email },
  { name: 'Phone', datatypeId: DATATYPE.phone, sensitive: true },
  { name: 'Date', datatypeId: DATATYPE.date },
  { name: 'Time', datatypeId: DATATYPE.time },
  { name: 'Visit', datatypeId: DATATYPE.dateTime },
  { name: 'Extras', datatypeId: DATATYPE.checkbox, options: ['Lining', 'Pockets'] },
  { name: 'Fit', datatypeId: DATATYPE.radio, options: ['Slim', 'Regular'] },
  { name: 'Colours', datatypeId: DATATYPE.choiceChips, options: ['Red', 'Blue'] },
  { name: 'Fabric', datatypeId: DATATYPE.select, options: ['Cotton', 'Silk'] },
  { name: 'Photos', datatypeId: DATATYPE.image, inputConfig: { max_image_count: 2, supported_extensions: ['jpg', 'jpeg', 'png'] } },
  { name: 'Brief', datatypeId: DATATYPE.docsFile },
  { name: 'Drawing', datatypeId: DATATYPE.pdfFile },
];

type Who = { headers: Record<string, string> } | null;

export const sendEnquiry = (app: TestApp, who: Who, payload: unknown) =>
  app.inject({ method: 'POST', url: '/cfs/rest/v3/enquiry', headers: who?.headers ?? {}, payload: payload as object });

export const listEnquiries = (app: TestApp, who: Who, query = '') =>
  app.inject({ method: 'GET', url: `/cfs/rest/v3/enquiry${query}`, headers: who?.headers ?? {} });
export const enquiriesOf = async (app: TestApp, who: Who, query = '') => body<EnquiryList>(await listEnquiries(app, who, query)).response_body;

/** Uploads a file for a form field; answers the response (a path on success). */
export const uploadFor = (app: TestApp, who: Who, attributeId: number, fileName: string, data: Buffer) =>
  postUpload(app, who, [
    { name: 'attribute_id', value: String(attributeId) },
    { name: 'file', fileName, data },
  ]);

/** The smallest real files of each document type, as file-type recognises them. */
export const SAMPLE_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const SAMPLE_YAML = Buffer.from('size: 42\nfabric: linen\nnotes: |\n  loose fit\n');
/** The header of an OLE compound file, the container of a Word 97–2003 .doc. */
export const SAMPLE_DOC = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1016)]);

/** A zip of stored (uncompressed) entries, written by hand. */
export function storedZip(entries: [name: string, text: string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += 30 + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A Word 2007+ document as file-type knows one: a zip whose content types name the main document. */
export const sampleDocx = () =>
  storedZip([
    [
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    ['word/document.xml', '<w:document/>'],
  ]);

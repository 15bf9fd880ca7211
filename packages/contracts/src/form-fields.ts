import { UPLOAD_IMAGE_EXTENSIONS } from './constants';

/**
 * Custom form fields (issue #13): the data types of spec §3, their input config, and one check per
 * data type. The server runs them on every enquiry and request form it stores; the web form runs
 * the same ones before sending, so both say the same thing in the same words.
 */

export const DATATYPE = {
  checkbox: 1,
  radio: 2,
  choiceChips: 3,
  date: 5,
  select: 7,
  time: 9,
  email: 11,
  phone: 12,
  dateTime: 14,
  image: 16,
  docsFile: 18,
  pdfFile: 19,
  text: 30,
  paragraph: 32,
} as const;
export type DatatypeId = (typeof DATATYPE)[keyof typeof DATATYPE];
export const DATATYPE_IDS = Object.values(DATATYPE) as DatatypeId[];

/** Types answered by picking among the attribute's options; checkbox and chips take several. */
export const OPTION_TYPES: readonly number[] = [DATATYPE.checkbox, DATATYPE.radio, DATATYPE.choiceChips, DATATYPE.select];
export const MULTI_OPTION_TYPES: readonly number[] = [DATATYPE.checkbox, DATATYPE.choiceChips];
/** Types answered with uploaded files, referenced by the path the upload call answered. */
export const FILE_TYPES: readonly number[] = [DATATYPE.image, DATATYPE.docsFile, DATATYPE.pdfFile];

/**
 * What each file type may take, from spec §3's upload list. Images: those the server can read and
 * re-encode (no SVG, BMP, ICO, HEIC). Documents are kept as sent, so only types whose bytes the
 * server can check: Word files (doc, docx) and YAML text; PDFs apart.
 */
export const DATATYPE_EXTENSIONS: Record<number, readonly string[]> = {
  [DATATYPE.image]: UPLOAD_IMAGE_EXTENSIONS,
  [DATATYPE.docsFile]: ['doc', 'docx', 'yml', 'yaml'],
  [DATATYPE.pdfFile]: ['pdf'],
};

/** Spec §3's input config keys; every one optional. */
export type InputConfig = {
  prefix_displayname?: string;
  suffix_displayname?: string;
  default_selection?: string;
  image_size?: string;
  supported_extensions?: string[];
  min_image_count?: number;
  max_image_count?: number;
  format?: string;
  ext?: string;
};

/** A form field as its checks need it. */
export type FormField = {
  attribute_name: string;
  datatype_id: number;
  required: boolean;
  options: string[];
  input_config: InputConfig;
};

/** What an uploaded image is kept as (the server re-encodes every one). */
export const STORED_IMAGE_EXTENSION = 'webp';
export const TEXT_MAX = 255;
export const PARAGRAPH_MAX = 2000;
export const EMAIL_MAX = 254;
/** Images one field takes when its config does not say. */
export const IMAGE_COUNT_DEFAULT = 5;
export const IMAGE_COUNT_MAX = 10;

/** The extensions a file field takes: its config's list within what its type allows, or all of those. */
export function allowedExtensions(field: Pick<FormField, 'datatype_id' | 'input_config'>): string[] {
  const byType = DATATYPE_EXTENSIONS[field.datatype_id] ?? [];
  const asked = field.input_config.supported_extensions?.map((e) => e.trim().replace(/^\./, '').toLowerCase());
  return asked?.length ? byType.filter((e) => asked.includes(e)) : [...byType];
}

/** How many files a field takes: images by min/max_image_count, a document one. */
export function fileCount(field: Pick<FormField, 'datatype_id' | 'required' | 'input_config'>): { min: number; max: number } {
  if (field.datatype_id !== DATATYPE.image) return { min: field.required ? 1 : 0, max: 1 };
  const max = Math.min(Math.max(field.input_config.max_image_count ?? IMAGE_COUNT_DEFAULT, 1), IMAGE_COUNT_MAX);
  const min = Math.min(Math.max(field.input_config.min_image_count ?? 0, field.required ? 1 : 0), max);
  return { min, max };
}

type Check = (field: FormField, values: string[]) => string | null;

const one =
  (check: (field: FormField, value: string) => string | null): Check =>
  (field, values) => {
    if (values.length > 1) return `${field.attribute_name} takes one answer`;
    return values[0] === undefined ? null : check(field, values[0]);
  };
const isRealDate = (v: string) => {
  const day = new Date(`${v}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(v);
};
const isTime = (v: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v);
const extensionOf = (path: string) => (/\.([a-z0-9]+)$/i.exec(path)?.[1] ?? '').toLowerCase();

const options: Check = (field, values) => {
  const multi = MULTI_OPTION_TYPES.includes(field.datatype_id);
  if (!multi && values.length > 1) return `${field.attribute_name}: choose one option`;
  if (new Set(values).size !== values.length) return `${field.attribute_name}: each option may be chosen once`;
  const unknown = values.find((v) => !field.options.includes(v));
  return unknown === undefined ? null : `${field.attribute_name}: "${unknown}" is not one of its options`;
};

const files: Check = (field, values) => {
  const { min, max } = fileCount(field);
  if (values.length < min) return `${field.attribute_name} needs at least ${min} file${min === 1 ? '' : 's'}`;
  if (values.length > max) return `${field.attribute_name} takes at most ${max} file${max === 1 ? '' : 's'}`;
  const allowed = allowedExtensions(field);
  // The server keeps every uploaded image as WebP, so a stored image's path ends .webp whatever was picked.
  const kept = field.datatype_id === DATATYPE.image ? [...allowed, STORED_IMAGE_EXTENSION] : allowed;
  const wrong = values.find((v) => !kept.includes(extensionOf(v)));
  return wrong === undefined ? null : `${field.attribute_name} takes only ${allowed.join(', ')} files`;
};

/** One check per data type: the answer's trimmed values in, a message naming the field out (null when fine). */
export const FIELD_CHECKS: Record<DatatypeId, Check> = {
  [DATATYPE.text]: one((f, v) =>
    /[\r\n]/.test(v) ? `${f.attribute_name} must be one line` : v.length > TEXT_MAX ? `${f.attribute_name} must be at most ${TEXT_MAX} characters` : null,
  ),
  [DATATYPE.paragraph]: one((f, v) => (v.length > PARAGRAPH_MAX ? `${f.attribute_name} must be at most ${PARAGRAPH_MAX} characters` : null)),
  [DATATYPE.email]: one((f, v) =>
    v.length > EMAIL_MAX || !/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v) ? `${f.attribute_name} must be an email address such as name@example.com` : null,
  ),
  [DATATYPE.phone]: one((f, v) =>
    /^\+?[0-9(][0-9 ()-]{5,18}$/.test(v) && /^\d{6,15}$/.test(v.replace(/[^\d]/g, ''))
      ? null
      : `${f.attribute_name} must be a phone number of 6 to 15 digits, such as 9876543210 or +91 98765 43210`,
  ),
  [DATATYPE.date]: one((f, v) => (isRealDate(v) ? null : `${f.attribute_name} must be a date written yyyy-mm-dd, such as 2026-11-21`)),
  [DATATYPE.time]: one((f, v) => (isTime(v) ? null : `${f.attribute_name} must be a time written hh:mm (24-hour), such as 14:30`)),
  [DATATYPE.dateTime]: one((f, v) => {
    const [day, time, rest] = v.split('T');
    return rest === undefined && day && time && isRealDate(day) && isTime(time)
      ? null
      : `${f.attribute_name} must be a date and time written yyyy-mm-ddThh:mm, such as 2026-11-21T14:30`;
  }),
  [DATATYPE.checkbox]: options,
  [DATATYPE.radio]: options,
  [DATATYPE.choiceChips]: options,
  [DATATYPE.select]: options,
  [DATATYPE.image]: files,
  [DATATYPE.docsFile]: files,
  [DATATYPE.pdfFile]: files,
};

/**
 * Checks one answer of a field: a string or a list of strings, trimmed, empty ones dropped.
 * Answers the cleaned values, or the message that names the field.
 */
export function checkFieldAnswer(field: FormField, answer: string | string[] | undefined): { ok: true; values: string[] } | { ok: false; message: string } {
  const values = (Array.isArray(answer) ? answer : answer === undefined ? [] : [answer]).map((v) => v.trim()).filter((v) => v !== '');
  if (values.length === 0) return field.required ? { ok: false, message: `${field.attribute_name} is required` } : { ok: true, values };
  const check = FIELD_CHECKS[field.datatype_id as DatatypeId];
  if (!check) return { ok: false, message: `${field.attribute_name} cannot be answered here` };
  const message = check(field, values);
  return message === null ? { ok: true, values } : { ok: false, message };
}

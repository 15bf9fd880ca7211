import { UPLOAD_MAX_BYTES } from '@bazaar/contracts/constants';
import { DATATYPE, FILE_TYPES, MULTI_OPTION_TYPES, OPTION_TYPES, type FormField, type InputConfig } from '@bazaar/contracts/form-fields';

/**
 * A custom form's fields and answers (issue #13, spec §3): what the renderer takes, what it keeps
 * while the form is filled, and what it sends. The same shape comes from a product's enquiry form
 * and from a request-based order item's form (which adds the item's answer).
 */

/** A field as the form calls give it. */
export type CustomFormField = {
  attribute_id: number;
  attribute_name: string;
  datatype_id: number;
  option_names: string[];
  /** Spelled so in spec §3's order-item form; the extensions the field takes. */
  supported_extension: string[];
  input_config: Record<string, unknown>;
  required: boolean;
  sensitive: boolean;
};

/** A field with the answer already given (an order item's request form): comma-joined, asterisks when masked. */
export type AnsweredField = CustomFormField & { value?: string; masked?: boolean };

/** Text for one-value types; option names or file paths for the others. */
export type Answer = string | string[];
export type Answers = Record<string, Answer>;
/** One answer as the enquiry and request-form calls take it. */
export type AttributeValueInput = { attribute_id: number; value: Answer };

/** The form value's name of a field (react-hook-form names must not be bare numbers). */
export const answerKey = (attributeId: number) => `a${attributeId}`;

export const isFileType = (datatypeId: number) => FILE_TYPES.includes(datatypeId);
export const isOptionType = (datatypeId: number) => OPTION_TYPES.includes(datatypeId);
/** Answered with a list: several options, or files. */
export const isListType = (datatypeId: number) => MULTI_OPTION_TYPES.includes(datatypeId) || isFileType(datatypeId);

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** Spec §3's input config keys, each taken only when it has the expected type (the config is free-form JSON). */
export function inputConfigOf(field: Pick<CustomFormField, 'input_config'>): InputConfig {
  const c = field.input_config;
  const extensions = Array.isArray(c.supported_extensions) ? c.supported_extensions.filter((e): e is string => typeof e === 'string') : undefined;
  return {
    prefix_displayname: text(c.prefix_displayname),
    suffix_displayname: text(c.suffix_displayname),
    default_selection: text(c.default_selection),
    image_size: text(c.image_size),
    supported_extensions: extensions,
    min_image_count: count(c.min_image_count),
    max_image_count: count(c.max_image_count),
    format: text(c.format),
    ext: text(c.ext),
  };
}

/** The field as the contracts' checks take it. */
export const asFormField = (field: CustomFormField): FormField => ({
  attribute_name: field.attribute_name,
  datatype_id: field.datatype_id,
  required: field.required,
  options: field.option_names,
  input_config: inputConfigOf(field),
});

/**
 * The options named in a comma-joined value (spec §3). An option may hold a comma itself
 * ("2,000–5,000 sq ft"), so the value is read as a run of whole option names; null when it is not one.
 */
export function splitChosen(value: string, options: string[]): string[] | null {
  const read = (from: number): string[] | null => {
    if (from === value.length) return [];
    for (const option of options) {
      if (!value.startsWith(option, from)) continue;
      const end = from + option.length;
      if (end !== value.length && value[end] !== ',') continue;
      const rest = read(end === value.length ? end : end + 1);
      if (rest) return [option, ...rest];
    }
    return null;
  };
  return value === '' ? [] : read(0);
}

/** A file's name from its stored path. */
export const fileNameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** What a field starts with: the answer already given (not a masked one), else its default_selection, else nothing. */
export function initialAnswer(field: AnsweredField): Answer {
  const given = field.masked ? '' : (field.value ?? '');
  const list = isListType(field.datatype_id);
  if (isFileType(field.datatype_id)) return given.split(',').filter(Boolean);
  if (isOptionType(field.datatype_id)) {
    const chosen = splitChosen(given, field.option_names) ?? [];
    const fallback = chosen.length === 0 ? (splitChosen(inputConfigOf(field).default_selection ?? '', field.option_names) ?? []) : [];
    const picked = chosen.length > 0 ? chosen : fallback;
    return list ? picked : (picked[0] ?? '');
  }
  return given;
}

export const initialAnswers = (fields: AnsweredField[]): Answers =>
  Object.fromEntries(fields.map((field) => [answerKey(field.attribute_id), initialAnswer(field)]));

/** The answer as it is sent, trimmed: a phone number written without its country code gets the field's `ext` (e.g. +91). */
export function sentAnswer(field: CustomFormField, answer: Answer | undefined): Answer {
  if (answer === undefined) return isListType(field.datatype_id) ? [] : '';
  // Trimmed, empty ones dropped, as the server's check takes them.
  if (Array.isArray(answer)) return answer.map((v) => v.trim()).filter((v) => v !== '');
  const number = answer.trim();
  if (field.datatype_id !== DATATYPE.phone) return number;
  const ext = inputConfigOf(field).ext;
  return ext && number !== '' && !number.startsWith('+') ? `${ext.startsWith('+') ? ext : `+${ext}`} ${number}` : number;
}

const isEmpty = (answer: Answer) => (Array.isArray(answer) ? answer.length === 0 : answer.trim() === '');

/** The answers as the calls take them, fields left empty left out. */
export const attributeValues = (fields: CustomFormField[], answers: Answers): AttributeValueInput[] =>
  fields.flatMap((field) => {
    const value = sentAnswer(field, answers[answerKey(field.attribute_id)]);
    return isEmpty(value) ? [] : [{ attribute_id: field.attribute_id, value }];
  });

/** True when a required field of an answered form is still empty (a masked answer counts as given). */
export const hasMissingAnswers = (fields: AnsweredField[]) => fields.some((field) => field.required && !field.masked && (field.value ?? '').trim() === '');

/** The largest file a field takes, in bytes: its image_size ("2 MB", "500 KB") within the server's limit. */
export function maxFileBytes(field: CustomFormField): number {
  const size = /^(\d+(?:\.\d+)?)\s*(kb|mb)?$/i.exec(inputConfigOf(field).image_size ?? '');
  if (!size) return UPLOAD_MAX_BYTES;
  const bytes = Number(size[1]) * (size[2]?.toLowerCase() === 'kb' ? 1024 : 1024 * 1024);
  return bytes > 0 ? Math.min(bytes, UPLOAD_MAX_BYTES) : UPLOAD_MAX_BYTES;
}

/** Bytes as the copy says them, in MB with at most one decimal. */
export const megabytes = (bytes: number) => String(Math.round((bytes / 1024 / 1024) * 10) / 10);

/** What every answer control takes from the form. */
export type AnswerProps<T extends Answer = Answer> = {
  field: AnsweredField;
  value: T;
  onChange: (value: T) => void;
  /** The person has left the field: it is checked from now on. */
  onBlur: () => void;
  /** Translated, or the server's own words for this field. */
  error?: string;
};

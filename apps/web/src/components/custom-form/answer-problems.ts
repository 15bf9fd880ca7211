import type { TFunction } from 'i18next';
import { allowedExtensions, checkFieldAnswer, DATATYPE, fileCount, OPTION_TYPES, PARAGRAPH_MAX, TEXT_MAX } from '@bazaar/contracts/form-fields';
import { asFormField, sentAnswer, type Answer, type CustomFormField } from './form-answers';

/**
 * The form is checked with the server's own checks (contracts `checkFieldAnswer`), so both say
 * the same thing. Those answer an English sentence that starts with the field's name; the form
 * shows translated copy instead, so each sentence is reduced to what it is about, a code, and the
 * code names the message of the `enquiry_form` namespace. Run with an empty name, the check's
 * sentence is only its ending, which is matched here.
 */
export const PROBLEM_CODES = [
  'required',
  'one_answer',
  'one_line',
  'too_long',
  'email',
  'phone',
  'date_time',
  'date',
  'time',
  'choose_one',
  'option_twice',
  'option_unknown',
  'files_too_few',
  'files_too_many',
  'file_type',
  'unanswerable',
  'invalid',
] as const;
export type ProblemCode = (typeof PROBLEM_CODES)[number];

const ENDINGS: [RegExp, ProblemCode][] = [
  [/^ is required$/, 'required'],
  [/^ takes one answer$/, 'one_answer'],
  [/^ must be one line$/, 'one_line'],
  [/^ must be at most \d+ characters$/, 'too_long'],
  [/^ must be an email address/, 'email'],
  [/^ must be a phone number/, 'phone'],
  [/^ must be a date and time/, 'date_time'],
  [/^ must be a date/, 'date'],
  [/^ must be a time/, 'time'],
  [/^: choose one option$/, 'choose_one'],
  [/^: each option may be chosen once$/, 'option_twice'],
  [/^: ".*" is not one of its options$/s, 'option_unknown'],
  [/^ needs at least \d+ files?$/, 'files_too_few'],
  [/^ takes at most \d+ files?$/, 'files_too_many'],
  [/^ takes only .* files$/, 'file_type'],
  [/^ cannot be answered here$/, 'unanswerable'],
];

/** Answers the checks take, as their own messages give them: the same in every language. */
const EXAMPLES: Partial<Record<string, string>> = { email: 'name@example.com', phone: '+91 98765 43210' };

/** What is wrong with a field's answer, as checked on the server; null when it may be sent. */
export function answerProblem(field: CustomFormField, answer: Answer | undefined): ProblemCode | null {
  const result = checkFieldAnswer({ ...asFormField(field), attribute_name: '' }, sentAnswer(field, answer));
  if (result.ok) return null;
  return ENDINGS.find(([ending]) => ending.test(result.message))?.[1] ?? 'invalid';
}

/** The translated message of a problem; the numbers and types it names come from the field itself. */
export function problemMessage(t: TFunction, field: CustomFormField, code: string): string {
  const form = asFormField(field);
  const files = fileCount(form);
  const isImage = field.datatype_id === DATATYPE.image;
  const isFile = isImage || field.datatype_id === DATATYPE.docsFile || field.datatype_id === DATATYPE.pdfFile;
  switch (code) {
    case 'required':
    case 'files_too_few':
      if (isImage) return t('enquiry_form:error_images_too_few', { count: Math.max(files.min, 1) });
      if (isFile) return t('enquiry_form:error_file_required');
      return t(OPTION_TYPES.includes(field.datatype_id) ? 'enquiry_form:error_required_option' : 'enquiry_form:error_required');
    case 'files_too_many':
      return isImage ? t('enquiry_form:error_images_too_many', { count: files.max }) : t('enquiry_form:error_one_file');
    case 'too_long':
      return t('enquiry_form:error_too_long', { max: field.datatype_id === DATATYPE.paragraph ? PARAGRAPH_MAX : TEXT_MAX });
    case 'file_type':
      return t('enquiry_form:error_file_type', { types: allowedExtensions(form).join(', ') });
    default:
      return t((PROBLEM_CODES as readonly string[]).includes(code) ? `enquiry_form:error_${code}` : 'enquiry_form:error_invalid', { example: EXAMPLES[code] });
  }
}

/**
 * The field a server's refusal names (a 400 starts with the field's name, or says "attribute_id N"):
 * the longest name the message starts with, so "Phone number" wins over "Phone".
 */
export function fieldNamedBy(fields: CustomFormField[], message: string): CustomFormField | null {
  const byId = /\battribute_id (\d+)\b/.exec(message);
  if (byId) return fields.find((f) => f.attribute_id === Number(byId[1])) ?? null;
  const named = fields.filter((f) => f.attribute_name !== '' && message.startsWith(f.attribute_name) && /^[\s:]/.test(message.slice(f.attribute_name.length)));
  return named.sort((a, b) => b.attribute_name.length - a.attribute_name.length)[0] ?? null;
}

import { describe, expect, it } from 'vitest';
import { DATATYPE } from '@bazaar/contracts/form-fields';
import { answerProblem, fieldNamedBy, PROBLEM_CODES, type ProblemCode } from './answer-problems';
import { attributeValues, initialAnswer, splitChosen, type Answer, type AnsweredField } from './form-answers';

const field = (datatype_id: number, extra: Partial<AnsweredField> = {}): AnsweredField => ({
  attribute_id: 1,
  attribute_name: 'Field',
  datatype_id,
  option_names: ['Red', 'Blue, dark'],
  supported_extension: [],
  input_config: {},
  required: false,
  sensitive: false,
  ...extra,
});

/** One answer the server's own check refuses for each reason, and the code the form shows it by. */
const REFUSALS: [ProblemCode, AnsweredField, Answer][] = [
  ['required', field(DATATYPE.text, { required: true }), '  '],
  ['one_answer', field(DATATYPE.text), ['a', 'b']],
  ['one_line', field(DATATYPE.text), 'two\nlines'],
  ['too_long', field(DATATYPE.text), 'x'.repeat(256)],
  ['email', field(DATATYPE.email), 'asha@example'],
  ['phone', field(DATATYPE.phone), '12345'],
  ['date_time', field(DATATYPE.dateTime), '2026-11-21 14:30'],
  ['date', field(DATATYPE.date), '2026-02-30'],
  ['time', field(DATATYPE.time), '24:00'],
  ['choose_one', field(DATATYPE.radio), ['Red', 'Blue, dark']],
  ['option_twice', field(DATATYPE.checkbox), ['Red', 'Red']],
  ['option_unknown', field(DATATYPE.select), 'Green'],
  ['files_too_few', field(DATATYPE.image, { input_config: { min_image_count: 2 } }), ['uploads/a.webp']],
  ['files_too_many', field(DATATYPE.pdfFile), ['uploads/a.pdf', 'uploads/b.pdf']],
  ['file_type', field(DATATYPE.docsFile, { input_config: { supported_extensions: ['docx'] } }), ['uploads/a.doc']],
  ['unanswerable', field(99), 'anything'],
];

describe('answerProblem', () => {
  it.each(REFUSALS)('reads the server check’s refusal as %s', (code, f, answer) => {
    expect(answerProblem(f, answer)).toBe(code);
  });

  it('has a refusal for every code but the fallback, so a changed server message cannot go unnoticed', () => {
    expect(REFUSALS.map(([code]) => code).sort()).toEqual(PROBLEM_CODES.filter((c) => c !== 'invalid').sort());
  });

  it('checks the answer as it is sent: a phone number with the field’s country code added', () => {
    const phone = field(DATATYPE.phone, { input_config: { ext: '+91' } });
    expect(answerProblem(phone, '98765 43210')).toBeNull();
    expect(attributeValues([phone], { a1: ' 98765 43210 ' })).toEqual([{ attribute_id: 1, value: '+91 98765 43210' }]);
    expect(attributeValues([phone], { a1: '+44 20 7946 0958' })).toEqual([{ attribute_id: 1, value: '+44 20 7946 0958' }]);
  });
});

describe('fieldNamedBy', () => {
  const fields = [
    field(DATATYPE.text, { attribute_id: 1, attribute_name: 'Phone' }),
    field(DATATYPE.phone, { attribute_id: 2, attribute_name: 'Phone number' }),
  ];
  it.each([
    ['Phone number must be a phone number of 6 to 15 digits', 2],
    ['Phone is required', 1],
    ['Phone: uploads/x.webp is not one of your uploads for this field; upload the file first', 1],
    ['attribute_id 2 is not a field of this product’s form', 2],
    ['Phones are not sold here', null],
    ['There is no such product in this store', null],
  ])('finds the field of “%s”', (message, id) => {
    expect(fieldNamedBy(fields, message)?.attribute_id ?? null).toBe(id);
  });
});

describe('initialAnswer', () => {
  it('reads chosen options whose names hold commas, and files, from the comma-joined value', () => {
    expect(splitChosen('Blue, dark,Red', ['Red', 'Blue, dark'])).toEqual(['Blue, dark', 'Red']);
    expect(initialAnswer(field(DATATYPE.checkbox, { value: 'Blue, dark,Red' }))).toEqual(['Blue, dark', 'Red']);
    expect(initialAnswer(field(DATATYPE.radio, { value: 'Blue, dark' }))).toBe('Blue, dark');
    expect(initialAnswer(field(DATATYPE.image, { value: 'uploads/a.webp,uploads/b.webp' }))).toEqual(['uploads/a.webp', 'uploads/b.webp']);
  });

  it('starts from default_selection when there is no answer, and leaves a masked answer empty', () => {
    expect(initialAnswer(field(DATATYPE.select, { input_config: { default_selection: 'Red' } }))).toBe('Red');
    expect(initialAnswer(field(DATATYPE.select, { input_config: { default_selection: 'Green' } }))).toBe('');
    expect(initialAnswer(field(DATATYPE.phone, { value: '********', masked: true }))).toBe('');
  });
});

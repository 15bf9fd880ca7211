import { describe, expect, it } from 'vitest';
import { allowedExtensions, checkFieldAnswer, DATATYPE, fileCount, type FormField } from './form-fields';

/** Issue #13: each data type's check, as the server and the web form run it. */

const field = (datatype_id: number, over: Partial<FormField> = {}): FormField => ({
  attribute_name: 'Field',
  datatype_id,
  required: false,
  options: [],
  input_config: {},
  ...over,
});
const message = (f: FormField, answer: string | string[] | undefined) => {
  const result = checkFieldAnswer(f, answer);
  return result.ok ? null : result.message;
};

describe('every data type', () => {
  it('names the field when a required one is left empty or blank, and lets an optional one go', () => {
    for (const id of Object.values(DATATYPE)) {
      expect(message(field(id, { required: true, attribute_name: 'Chest (in)' }), '   ')).toBe('Chest (in) is required');
      expect(message(field(id, { required: true, attribute_name: 'Chest (in)' }), [])).toBe('Chest (in) is required');
      expect(checkFieldAnswer(field(id), undefined)).toEqual({ ok: true, values: [] });
    }
  });

  it('refuses a data type it does not know', () => {
    expect(message(field(99), 'x')).toBe('Field cannot be answered here');
  });
});

describe('text and paragraph', () => {
  it('text: one line of at most 255 characters, trimmed', () => {
    expect(checkFieldAnswer(field(DATATYPE.text), '  Navy blue  ')).toEqual({ ok: true, values: ['Navy blue'] });
    expect(message(field(DATATYPE.text), 'a'.repeat(255))).toBeNull();
    expect(message(field(DATATYPE.text), 'a'.repeat(256))).toBe('Field must be at most 255 characters');
    expect(message(field(DATATYPE.text), 'two\nlines')).toBe('Field must be one line');
    expect(message(field(DATATYPE.text), ['one', 'two'])).toBe('Field takes one answer');
  });

  it('paragraph: lines allowed, at most 2000 characters', () => {
    expect(message(field(DATATYPE.paragraph), 'first\nsecond')).toBeNull();
    expect(message(field(DATATYPE.paragraph), 'a'.repeat(2001))).toBe('Field must be at most 2000 characters');
  });
});

describe('email and phone', () => {
  it('email: an address with a domain', () => {
    expect(message(field(DATATYPE.email), 'priya@example.in')).toBeNull();
    for (const bad of ['priya', 'priya@', 'priya@example', 'a b@example.com', `${'a'.repeat(250)}@example.com`])
      expect(message(field(DATATYPE.email), bad)).toMatch(/must be an email address/);
  });

  it('phone: 6 to 15 digits, with an optional + and spaces, dashes or brackets', () => {
    for (const good of ['9876543210', '+91 98765 43210', '(080) 4719-2200']) expect(message(field(DATATYPE.phone), good)).toBeNull();
    for (const bad of ['12345', '+1234567890123456', 'call me', '98765abc10']) expect(message(field(DATATYPE.phone), bad)).toMatch(/must be a phone number/);
  });
});

describe('date and time', () => {
  it('date: a real yyyy-mm-dd day', () => {
    expect(message(field(DATATYPE.date), '2026-02-28')).toBeNull();
    for (const bad of ['2026-02-30', '28-02-2026', '2026-2-8', 'tomorrow'])
      expect(message(field(DATATYPE.date), bad)).toMatch(/must be a date written yyyy-mm-dd/);
  });

  it('time: hh:mm on the 24-hour clock', () => {
    expect(message(field(DATATYPE.time), '00:00')).toBeNull();
    expect(message(field(DATATYPE.time), '23:59')).toBeNull();
    for (const bad of ['24:00', '9:30', '12:60', '2 pm']) expect(message(field(DATATYPE.time), bad)).toMatch(/must be a time written hh:mm/);
  });

  it('date and time: yyyy-mm-ddThh:mm', () => {
    expect(message(field(DATATYPE.dateTime), '2026-12-05T18:30')).toBeNull();
    for (const bad of ['2026-12-05 18:30', '2026-12-32T10:00', '2026-12-05T25:00', '2026-12-05T10:00T1'])
      expect(message(field(DATATYPE.dateTime), bad)).toMatch(/must be a date and time/);
  });
});

describe('options', () => {
  const options = ['Cotton', 'Linen', 'Silk'];
  it('radio and select: exactly one of the options', () => {
    for (const id of [DATATYPE.radio, DATATYPE.select]) {
      expect(message(field(id, { options }), 'Linen')).toBeNull();
      expect(message(field(id, { options }), 'Wool')).toBe('Field: "Wool" is not one of its options');
      expect(message(field(id, { options }), ['Linen', 'Silk'])).toBe('Field: choose one option');
    }
  });

  it('checkbox and choice chips: several of the options, each once', () => {
    for (const id of [DATATYPE.checkbox, DATATYPE.choiceChips]) {
      expect(checkFieldAnswer(field(id, { options }), ['Linen', 'Silk'])).toEqual({ ok: true, values: ['Linen', 'Silk'] });
      expect(message(field(id, { options }), ['Linen', 'Linen'])).toBe('Field: each option may be chosen once');
      expect(message(field(id, { options }), ['Linen', 'linen'])).toBe('Field: "linen" is not one of its options');
    }
  });
});

describe('files', () => {
  it('image: between min_image_count and max_image_count, of the supported extensions (stored images are .webp)', () => {
    const photos = field(DATATYPE.image, {
      required: true,
      input_config: { min_image_count: 2, max_image_count: 3, supported_extensions: ['jpg', '.PNG', 'svg'] },
    });
    expect(allowedExtensions(photos)).toEqual(['png', 'jpg']);
    expect(fileCount(photos)).toEqual({ min: 2, max: 3 });
    expect(message(photos, ['a.webp'])).toBe('Field needs at least 2 files');
    expect(message(photos, ['a.webp', 'b.jpg'])).toBeNull();
    expect(message(photos, ['a.webp', 'b.webp', 'c.webp', 'd.webp'])).toBe('Field takes at most 3 files');
    expect(message(photos, ['a.webp', 'b.gif'])).toBe('Field takes only png, jpg files');
  });

  it('image: up to 5 by default, never more than 10, and never SVG', () => {
    expect(fileCount(field(DATATYPE.image))).toEqual({ min: 0, max: 5 });
    expect(fileCount(field(DATATYPE.image, { input_config: { max_image_count: 50 } }))).toEqual({ min: 0, max: 10 });
    expect(allowedExtensions(field(DATATYPE.image))).not.toContain('svg');
    expect(message(field(DATATYPE.image), ['x.svg'])).toMatch(/takes only png, jpg/);
  });

  it('documents and PDFs: one file of their own extensions', () => {
    expect(allowedExtensions(field(DATATYPE.docsFile))).toEqual(['doc', 'docx', 'yml', 'yaml']);
    expect(message(field(DATATYPE.docsFile), 'uploads/1/2/a5/x.docx')).toBeNull();
    expect(message(field(DATATYPE.docsFile), 'x.pdf')).toBe('Field takes only doc, docx, yml, yaml files');
    expect(message(field(DATATYPE.pdfFile), ['a.pdf', 'b.pdf'])).toBe('Field takes at most 1 file');
    expect(message(field(DATATYPE.pdfFile), 'a.webp')).toBe('Field takes only pdf files');
    expect(message(field(DATATYPE.pdfFile, { input_config: { supported_extensions: ['docx'] } }), 'a.pdf')).toBe('Field takes only  files');
  });
});

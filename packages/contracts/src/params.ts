import { z } from 'zod';
import { PAGE_LIMIT_MAX } from './constants';

/**
 * Query values arrive as strings. These builders turn them into numbers and say, naming the
 * parameter exactly as the spec writes it, what is wrong when they cannot.
 */
export const intParam = (name: string, opts: { min?: number; max?: number; allow?: number[] } = {}) =>
  z
    .string({ error: `${name} must be a whole number` })
    .trim()
    .regex(/^-?\d{1,9}$/, `${name} must be a whole number`)
    .transform(Number)
    .refine((n) => (opts.allow?.includes(n) ?? false) || ((opts.min === undefined || n >= opts.min) && (opts.max === undefined || n <= opts.max)), {
      message:
        opts.max === undefined
          ? `${name} must be at least ${opts.min ?? 0}${opts.allow?.length ? ` (or ${opts.allow.join(', ')})` : ''}`
          : `${name} must be between ${opts.min ?? 0} and ${opts.max}${opts.allow?.length ? ` (or ${opts.allow.join(', ')})` : ''}`,
    });

export { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from './constants';

/** page-limit / page-number, kebab-case as most list calls of the spec name them. */
export const PageQuery = z.object({
  'page-limit': intParam('page-limit', { min: 1, max: PAGE_LIMIT_MAX }).optional(),
  'page-number': intParam('page-number', { min: 1, allow: [-1] }).optional(),
});

export const LanguageCode = z.enum(['en', 'en_US', 'en_IN', 'hi', 'ar', 'fr'], {
  error: 'language-code must be one of en, en_US, en_IN, hi, ar, fr',
});

export const RealmName = z
  .string({ error: 'realm name is required' })
  .trim()
  .min(1, 'realm name must not be empty')
  .max(63, 'realm name must be at most 63 characters')
  .regex(/^[a-z0-9][a-z0-9_-]*$/i, 'realm name may contain only letters, digits, "-" and "_"');

/** A day of the calendar written yyyy-mm-dd, that exists (no 31 February). */
export const calendarDay = (name: string) =>
  z
    .string({ error: `${name} must be a date like 2026-11-21` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date like 2026-11-21`)
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      `${name} is not a real calendar date`,
    );

import { AddressInput, ProfileUpdateBody } from '@bazaar/contracts';
import type { NewAddress, ProfileUpdate } from '@bazaar/contracts';

/**
 * Client-side checks run the server's own contract schemas (this module is only loaded by the
 * lazy account pages, so zod stays out of the first page's bundle). The schemas' messages are
 * English and technical; each failure is reduced to a kind that names a translated message.
 */
export type ErrorKind = 'required' | 'too_short' | 'too_long' | 'invalid';
export type FieldErrors<K extends string> = Partial<Record<K, ErrorKind>>;

type Issue = { path: PropertyKey[]; code: string };
type SafeParser<T> = {
  safeParse: (value: unknown) => { success: true; data: T } | { success: false; error: { issues: Issue[] } };
};

export type Validation<T, K extends string> = { ok: true; data: T } | { ok: false; errors: FieldErrors<K> };

function kindOf(issue: Issue, raw: unknown): ErrorKind {
  if (raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return 'required';
  if (issue.code === 'too_small') return 'too_short';
  if (issue.code === 'too_big') return 'too_long';
  return 'invalid';
}

function validate<T, K extends string>(schema: SafeParser<T>, values: Record<string, unknown>): Validation<T, K> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors<K> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || errors[field as K]) continue; // the first problem of a field is enough
    errors[field as K] = kindOf(issue, values[field]);
  }
  return { ok: false, errors };
}

/** Translation keys to try in turn, so a field without a specific message still gets one. */
export const errorKeys = (ns: string, field: string, kind: ErrorKind | undefined): string[] | undefined =>
  kind && [`${ns}:${field}_${kind}`, `${ns}:${field}_invalid`];

/* ---- profile ---- */
export type ProfileField = 'name' | 'email' | 'phone' | 'gender' | 'date_of_birth';
export type ProfileFormValues = Record<ProfileField, string>;

/** Blank optional fields mean "clear it": the server takes null for them. */
const OPTIONAL_PROFILE_FIELDS: ProfileField[] = ['email', 'phone', 'date_of_birth'];

/** The fields that differ from what was loaded, as the server expects them; empty when nothing changed. */
export function changedProfileFields(initial: ProfileFormValues, values: ProfileFormValues): Record<string, string | null> {
  const changes: Record<string, string | null> = {};
  for (const field of Object.keys(values) as ProfileField[]) {
    const value = values[field].trim();
    if (value === initial[field].trim()) continue;
    changes[field] = value === '' && OPTIONAL_PROFILE_FIELDS.includes(field) ? null : value;
  }
  return changes;
}

export const validateProfileUpdate = (changes: Record<string, string | null>) =>
  validate<ProfileUpdate, ProfileField>(ProfileUpdateBody, changes);

/* ---- addresses ---- */
export type AddressField = 'name' | 'phone' | 'line1' | 'line2' | 'landmark' | 'city' | 'state' | 'pincode';
export type AddressFormValues = Record<AddressField, string> & Pick<NewAddress, 'address_type'> & { is_default: boolean };

export const validateAddress = (values: AddressFormValues) =>
  validate<NewAddress, AddressField>(AddressInput, values);

/** Spec §5: numeric-only inputs block other keys. Editing and navigation keys and shortcuts still work. */
export function blockNonDigitKeys(event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; preventDefault: () => void }) {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  if (event.key.length === 1 && !/^\d$/.test(event.key)) event.preventDefault();
}

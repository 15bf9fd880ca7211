import type { Profile } from '@bazaar/contracts';

/** The profile form's fields, all as the text of their inputs. */
export type ProfileField = 'name' | 'email' | 'phone' | 'gender' | 'date_of_birth';
export type ProfileFormValues = Record<ProfileField, string>;

export const profileFormValues = (profile: Profile): ProfileFormValues => ({
  name: profile.name,
  email: profile.email ?? '',
  phone: profile.phone ?? '',
  gender: profile.gender,
  date_of_birth: profile.date_of_birth ?? '',
});

/** Blank optional fields mean "clear it": the server takes null for them. */
const OPTIONAL_PROFILE_FIELDS: ProfileField[] = ['email', 'phone', 'date_of_birth'];

/**
 * The fields that differ from what was loaded, as PUT /profile expects them; empty when nothing
 * changed. Only these are sent, so saving the form cannot undo a change made on another device.
 */
export function changedProfileFields(initial: ProfileFormValues, values: ProfileFormValues): Record<string, string | null> {
  const changes: Record<string, string | null> = {};
  for (const field of Object.keys(values) as ProfileField[]) {
    const value = values[field].trim();
    if (value === initial[field].trim()) continue;
    changes[field] = value === '' && OPTIONAL_PROFILE_FIELDS.includes(field) ? null : value;
  }
  return changes;
}

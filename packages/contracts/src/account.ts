import { z } from 'zod';
import { envelope } from './envelope';
import { EmailSchema, NameSchema, OtpSchema, PhoneSchema, PincodeSchema, TextSchema } from './fields';
import { intParam, LanguageCode } from './params';

/* ---- profile (/myProfile, /userDetails) ---- */
export const Gender = z.enum(['female', 'male', 'other', 'unspecified'], { error: 'gender must be female, male, other or unspecified' });
export const Profile = z.object({
  customer_id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  avatar_path: z.string().nullable(),
  gender: Gender,
  date_of_birth: z.string().nullable(),
  has_password: z.boolean(),
  created_at: z.string(),
});
export type Profile = z.infer<typeof Profile>;
export const ProfileResponse = envelope(Profile);

const DateOfBirth = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date_of_birth must be a date as yyyy-mm-dd')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'date_of_birth must be a real date')
  .refine((v) => v >= '1900-01-01' && new Date(`${v}T00:00:00Z`) <= new Date(), 'date_of_birth must be in the past');

export const ProfileUpdateBody = z
  .object({
    name: NameSchema.optional(),
    email: EmailSchema.nullable().optional(),
    phone: PhoneSchema.nullable().optional(),
    gender: Gender.optional(),
    date_of_birth: DateOfBirth.nullable().optional(),
  })
  .refine((b) => Object.keys(b).length > 0, 'Send at least one field to change');

/**
 * A new email or phone is not applied by PUT /profile: a code goes to the new contact and the
 * change waits for it (POST /profile/contact/verify). The answer is the same whether or not the
 * contact is free, so the call tells nobody who has an account.
 */
export const ContactChannel = z.enum(['email', 'phone']);
export type ContactChannel = z.infer<typeof ContactChannel>;
export const PendingContactChange = z.object({
  channel: ContactChannel,
  to: z.string(),
  expires_in: z.number().int(),
  resend_after: z.number().int(),
});
export type PendingContactChange = z.infer<typeof PendingContactChange>;
export const ProfileUpdateResult = Profile.extend({ pending_contact_change: PendingContactChange.nullable() });
export type ProfileUpdateResult = z.infer<typeof ProfileUpdateResult>;
export const ProfileUpdateResponse = envelope(ProfileUpdateResult);

export const ContactVerifyBody = z
  .object({ email: EmailSchema.optional(), phone: PhoneSchema.optional(), otp: OtpSchema })
  .refine((b) => (b.email === undefined) !== (b.phone === undefined), {
    message: 'Send the email or the phone number the code was sent to, not both',
    path: ['email'],
  });
export type ContactVerifyBody = z.input<typeof ContactVerifyBody>;

/* ---- addresses (/customerAddress) ---- */
export const AddressType = z.enum(['delivery', 'billing'], { error: 'address_type must be delivery or billing' });
const line = (name: string, max = 120) => TextSchema(name).trim().min(1, `${name} is required`).max(max, `${name} must be at most ${max} characters`);

const addressFields = {
  address_type: AddressType,
  name: NameSchema,
  phone: PhoneSchema,
  line1: line('line1'),
  line2: TextSchema('line2').trim().max(120, 'line2 must be at most 120 characters'),
  landmark: TextSchema('landmark').trim().max(80, 'landmark must be at most 80 characters'),
  city: line('city', 60),
  state: line('state', 60),
  pincode: PincodeSchema,
  is_default: z.boolean({ error: 'is_default must be true or false' }),
};
export const AddressInput = z.object({
  ...addressFields,
  line2: addressFields.line2.optional().default(''),
  landmark: addressFields.landmark.optional().default(''),
  is_default: addressFields.is_default.optional().default(false),
});
/** Built from the fields without their defaults: a field left out of an update keeps its value. */
export const AddressUpdateBody = z
  .object(addressFields)
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Send at least one field to change');

export const Address = z.object({
  id: z.number().int(),
  address_type: AddressType,
  name: z.string(),
  phone: z.string(),
  line1: z.string(),
  line2: z.string(),
  landmark: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  is_default: z.boolean(),
  created_at: z.string(),
});
export type Address = z.infer<typeof Address>;
export const AddressResponse = envelope(Address);
export const AddressListResponse = envelope(z.object({ addresses: z.array(Address), total: z.number().int() }));
export const AddressListQuery = z.object({
  address_type: AddressType.optional(),
  'page-number': intParam('page-number', { min: 1, allow: [-1] }).optional(),
  'page-limit': intParam('page-limit', { min: 1, max: 100 }).optional(),
});
export const AddressIdParams = z.object({ id: intParam('id', { min: 1 }) });
/** DELETE /cfs/rest/v3/addresses/{id}: nothing to return but the envelope. */
export const AddressDeleteResponse = envelope(z.null());

/* ---- preferences (/preferences) ---- */
export const Preferences = z.object({
  language_code: LanguageCode.nullable(),
  theme: z.enum(['light', 'dark', 'system'], { error: 'theme must be light, dark or system' }),
  notify_order_updates: z.boolean(),
  notify_offers: z.boolean(),
  notify_by_sms: z.boolean(),
  notify_by_email: z.boolean(),
});
export type Preferences = z.infer<typeof Preferences>;
export const PreferencesResponse = envelope(Preferences);
export const PreferencesUpdateBody = Preferences.partial().refine((b) => Object.keys(b).length > 0, 'Send at least one preference to change');

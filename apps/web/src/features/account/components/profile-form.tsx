import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@bazaar/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { useUpdateProfile } from '../api/update-profile';
import {
  changedProfileFields,
  errorKeys,
  validateProfileUpdate,
  type FieldErrors,
  type ProfileField,
  type ProfileFormValues,
} from '../validation';
import { controlClassName, FormField } from './form-field';
import { ServerError } from './server-error';
import { SubmitButton } from './submit-button';

const GENDERS: Profile['gender'][] = ['female', 'male', 'other', 'unspecified'];

export const profileFormValues = (profile: Profile): ProfileFormValues => ({
  name: profile.name,
  email: profile.email ?? '',
  phone: profile.phone ?? '',
  gender: profile.gender,
  date_of_birth: profile.date_of_birth ?? '',
});

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** Edits the profile; only the fields that changed are sent, checked first with the server's rules. */
export function ProfileForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const { t } = useTranslation(['user_details', 'common']);
  const [initial] = useState(() => profileFormValues(profile));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const [failedAttempts, setFailedAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const update = useUpdateProfile();

  // Opening the form moves focus into it, so keyboard users start editing where it appeared.
  useEffect(() => formRef.current?.querySelector<HTMLElement>('input')?.focus(), []);

  // After a rejected submit, take keyboard and screen-reader users to the first field to fix.
  useEffect(() => {
    if (failedAttempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedAttempts]);

  const set = (field: ProfileField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const message = (field: ProfileField) => {
    const keys = errorKeys('user_details', field, errors[field]);
    return keys && t(keys);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const changes = changedProfileFields(initial, values);
    if (Object.keys(changes).length === 0) {
      toast.info(t('user_details:no_changes'));
      onDone();
      return;
    }
    const result = validateProfileUpdate(changes);
    if (!result.ok) {
      setErrors(result.errors);
      setFailedAttempts((n) => n + 1);
      return;
    }
    update.mutate(result.data, {
      onSuccess: () => {
        toast.success(t('user_details:saved'));
        onDone();
      },
    });
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={t('user_details:edit_title')} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('user_details:name')} error={message('name')}>
          {(control) => (
            <input {...control} autoComplete="name" value={values.name} onChange={(e) => set('name')(e.target.value)} className={controlClassName(!!errors.name)} />
          )}
        </FormField>
        <FormField label={t('user_details:email')} error={message('email')} optional={t('user_details:optional')}>
          {(control) => (
            <input {...control} type="email" autoComplete="email" value={values.email} onChange={(e) => set('email')(e.target.value)} className={controlClassName(!!errors.email)} />
          )}
        </FormField>
        <FormField label={t('user_details:phone')} error={message('phone')} hint={t('user_details:phone_hint')} optional={t('user_details:optional')}>
          {(control) => (
            <input
              {...control}
              type="tel"
              dir="ltr"
              inputMode="tel"
              autoComplete="tel"
              placeholder="+91 98765 43210"
              value={values.phone}
              onChange={(e) => set('phone')(e.target.value)}
              className={controlClassName(!!errors.phone)}
            />
          )}
        </FormField>
        <FormField label={t('user_details:gender')} error={message('gender')}>
          {(control) => (
            <select {...control} value={values.gender} onChange={(e) => set('gender')(e.target.value)} className={controlClassName(!!errors.gender)}>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {t(`user_details:gender_${gender}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('user_details:date_of_birth')} error={message('date_of_birth')} optional={t('user_details:optional')}>
          {(control) => (
            <input
              {...control}
              type="date"
              min="1900-01-01"
              max={today()}
              autoComplete="bday"
              value={values.date_of_birth}
              onChange={(e) => set('date_of_birth')(e.target.value)}
              className={controlClassName(!!errors.date_of_birth)}
            />
          )}
        </FormField>
      </div>
      <ServerError error={update.error} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="tertiary" onClick={onDone} disabled={update.isPending}>
          {t('common:cancel')}
        </Button>
        <SubmitButton pending={update.isPending} label={t('user_details:save')} pendingLabel={t('user_details:saving')} />
      </div>
    </form>
  );
}

import { useLayoutEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileUpdateBody, type PendingContactChange, type Profile } from '@bazaar/contracts';
import { Button } from '@/components/ui/button';
import { Field, inputClassName, TextField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { useFieldMessages, useSchemaForm } from '@/components/ui/schema-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/toaster';
import { useUpdateProfile } from '../api/update-profile';
import { changedProfileFields, profileFormValues, type ProfileFormValues } from '../profile-changes';
import { ContactCodeStep } from './contact-code-step';
import { PHONE_INPUT } from './phone-input';

const GENDERS: Profile['gender'][] = ['female', 'male', 'other', 'unspecified'];

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/**
 * Edits the profile; only the fields that changed are sent, checked first with the server's
 * own schema. A new email or phone waits for a code sent to it: the form then gives way to the
 * code step, while the other changes are already saved.
 */
export function ProfileForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const { t } = useTranslation(['user_details', 'common']);
  const [initial] = useState(() => profileFormValues(profile));
  const [pending, setPending] = useState<PendingContactChange | null>(null);
  const update = useUpdateProfile();
  const { form, formRef } = useSchemaForm({
    schema: ProfileUpdateBody,
    defaultValues: initial,
    toInput: (values: ProfileFormValues) => changedProfileFields(initial, values),
  });
  const { register, formState, setError, setFocus } = form;
  const message = useFieldMessages(formState.errors, 'user_details');

  // Opening the form moves focus into it, so keyboard users start editing where it appeared.
  useLayoutEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, [formRef]);

  const save = form.handleSubmit(async (changes) => {
    // The server changes one contact at a time, each with its own code.
    if (changes.email && changes.phone) {
      setError('root', { type: 'one_at_a_time' });
      setFocus('phone');
      return;
    }
    let next: PendingContactChange | null;
    try {
      next = (await update.mutateAsync(changes)).pending_contact_change;
    } catch {
      return; // update.error is shown in the form
    }
    if (!next) {
      toast.success(t('user_details:saved'));
      onDone();
      return;
    }
    if (Object.keys(changes).some((field) => field !== next.channel)) toast.success(t('user_details:saved_except_contact'));
    setPending(next);
  });

  const onSubmit = (event: FormEvent) => {
    if (Object.keys(changedProfileFields(initial, form.getValues())).length === 0) {
      event.preventDefault();
      toast.info(t('user_details:no_changes'));
      onDone();
      return;
    }
    void save(event);
  };

  if (pending) return <ContactCodeStep pending={pending} onDone={onDone} />;

  const rootError = formState.errors.root ? t('user_details:contact_one_at_a_time') : null;
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={t('user_details:edit_title')} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('user_details:name')} error={message('name')} autoComplete="name" {...register('name')} />
        <TextField
          label={t('user_details:email')}
          error={message('email')}
          optional={t('user_details:optional')}
          type="email"
          dir="ltr"
          autoComplete="email"
          {...register('email')}
        />
        <TextField
          label={t('user_details:phone')}
          error={message('phone')}
          hint={t('user_details:phone_hint')}
          optional={t('user_details:optional')}
          {...PHONE_INPUT}
          {...register('phone')}
        />
        <Field label={t('user_details:gender')} error={message('gender')}>
          {(control) => (
            <select {...control} {...register('gender')} className={inputClassName(!!formState.errors.gender)}>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {t(`user_details:gender_${gender}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          label={t('user_details:date_of_birth')}
          error={message('date_of_birth')}
          optional={t('user_details:optional')}
          type="date"
          min="1900-01-01"
          max={today()}
          autoComplete="bday"
          {...register('date_of_birth')}
        />
      </div>
      <FormAlert error={rootError ?? update.error} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="tertiary" onClick={onDone} disabled={update.isPending}>
          {t('common:cancel')}
        </Button>
        <SubmitButton pending={update.isPending} pendingLabel={t('user_details:saving')}>
          {t('user_details:save')}
        </SubmitButton>
      </div>
    </form>
  );
}

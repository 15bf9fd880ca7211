import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '@bazaar/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { useCreateAddress } from '../api/create-address';
import type { AddressType } from '../api/get-addresses';
import { useUpdateAddress } from '../api/update-address';
import { blockNonDigitKeys, errorKeys, validateAddress, type AddressField, type AddressFormValues, type FieldErrors } from '../validation';
import { controlClassName, FormField } from './form-field';
import { ServerError } from './server-error';
import { SubmitButton } from './submit-button';

const ADDRESS_TYPES: AddressType[] = ['delivery', 'billing'];

type TextFieldDef = { field: AddressField; autoComplete: string; optional?: boolean };
const TEXT_FIELDS: TextFieldDef[] = [
  { field: 'name', autoComplete: 'name' },
  { field: 'line1', autoComplete: 'address-line1' },
  { field: 'line2', autoComplete: 'address-line2', optional: true },
  { field: 'landmark', autoComplete: 'off', optional: true },
  { field: 'city', autoComplete: 'address-level2' },
  { field: 'state', autoComplete: 'address-level1' },
];

const emptyValues = (type: AddressType): AddressFormValues => ({
  address_type: type,
  name: '',
  phone: '',
  line1: '',
  line2: '',
  landmark: '',
  city: '',
  state: '',
  pincode: '',
  is_default: false,
});

const toFormValues = ({ id: _id, created_at: _created, ...address }: Address): AddressFormValues => address;

export interface AddressFormProps {
  /** The address being edited; a new one is added when absent. */
  address?: Address;
  defaultType: AddressType;
  onSaved: (address: Address) => void;
  onCancel: () => void;
}

/** Adds or edits an address, checked with the server's rules before anything is sent. */
export function AddressForm({ address, defaultType, onSaved, onCancel }: AddressFormProps) {
  const { t } = useTranslation(['address', 'common']);
  const [initial] = useState(() => (address ? toFormValues(address) : emptyValues(defaultType)));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<AddressField>>({});
  const [failedAttempts, setFailedAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const saving = create.isPending || update.isPending;

  useEffect(() => {
    if (failedAttempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedAttempts]);

  const set = <K extends keyof AddressFormValues>(field: K, value: AddressFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const message = (field: AddressField) => {
    const keys = errorKeys('address', field, errors[field]);
    return keys && t(keys);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateAddress(values);
    if (!result.ok) {
      setErrors(result.errors);
      setFailedAttempts((n) => n + 1);
      return;
    }
    const done = (saved: Address) => {
      toast.success(t(address ? 'address:updated' : 'address:added'));
      onSaved(saved);
    };
    if (!address) {
      create.mutate(result.data, { onSuccess: done });
      return;
    }
    // Only what changed, so saving an untouched default flag cannot move the default elsewhere.
    const changed = (Object.keys(values) as (keyof AddressFormValues)[]).filter((key) => values[key] !== initial[key]);
    if (changed.length === 0) {
      onCancel();
      return;
    }
    const body = Object.fromEntries(changed.map((key) => [key, result.data[key]]));
    update.mutate({ id: address.id, body }, { onSuccess: done });
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-1.5 text-start">
        <legend className="mb-1.5 text-sm font-medium">{t('address:address_type')}</legend>
        <div className="flex flex-wrap gap-4">
          {ADDRESS_TYPES.map((type) => (
            <label key={type} className="inline-flex items-center gap-2">
              <input
                type="radio"
                name="address_type"
                value={type}
                checked={values.address_type === type}
                onChange={() => set('address_type', type)}
                className="size-4 accent-primary"
              />
              {t(`address:type_${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-4">
        {TEXT_FIELDS.map(({ field, autoComplete, optional }) => (
          <FormField
            key={field}
            label={t(`address:${field}`)}
            error={message(field)}
            optional={optional ? t('address:optional') : undefined}
          >
            {(control) => (
              <input
                {...control}
                autoComplete={autoComplete}
                value={values[field]}
                onChange={(e) => set(field, e.target.value)}
                className={controlClassName(!!errors[field])}
              />
            )}
          </FormField>
        ))}
        <FormField label={t('address:pincode')} error={message('pincode')} hint={t('address:pincode_hint')}>
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={6}
              dir="ltr"
              value={values.pincode}
              onKeyDown={blockNonDigitKeys}
              // Pasted or dropped text skips keydown, so non-digits are also dropped here.
              onChange={(e) => set('pincode', e.target.value.replace(/\D/g, '').slice(0, 6))}
              className={controlClassName(!!errors.pincode)}
            />
          )}
        </FormField>
        <FormField label={t('address:phone')} error={message('phone')} hint={t('address:phone_hint')}>
          {(control) => (
            <input
              {...control}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              dir="ltr"
              placeholder="+91 98765 43210"
              value={values.phone}
              onChange={(e) => set('phone', e.target.value)}
              className={controlClassName(!!errors.phone)}
            />
          )}
        </FormField>
      </div>
      <label className="inline-flex items-center gap-2 text-start">
        <input
          type="checkbox"
          checked={values.is_default}
          onChange={(e) => set('is_default', e.target.checked)}
          className="size-4 accent-primary"
        />
        {t('address:make_default_label')}
      </label>
      <ServerError error={create.error ?? update.error} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="tertiary" onClick={onCancel} disabled={saving}>
          {t('common:cancel')}
        </Button>
        <SubmitButton pending={saving} label={t('address:save')} pendingLabel={t('address:saving')} />
      </div>
    </form>
  );
}

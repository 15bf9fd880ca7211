import { useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressInput, StorePostalCodeSchema, type Address, type NewAddress } from '@bazaar/contracts';
import { Button } from '@/components/ui/button';
import { blockNonDigitKeys } from '@/components/ui/digits';
import { TextField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { useFieldMessages, useSchemaForm } from '@/components/ui/schema-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/toaster';
import { usePostalCode } from '@/lib/postal-code';
import { useCreateAddress } from '../api/create-address';
import type { AddressType } from '../api/get-addresses';
import { useUpdateAddress } from '../api/update-address';
import { PHONE_INPUT } from './phone-input';

const ADDRESS_TYPES: AddressType[] = ['delivery', 'billing'];

type AddressField = 'name' | 'line1' | 'line2' | 'landmark' | 'city' | 'state';
type AddressFormValues = Required<Omit<NewAddress, 'address_type'>> & { address_type: AddressType };

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

/** Adds or edits an address, checked with the server's own schema (and the store's postal-code rules) before anything is sent. */
export function AddressForm({ address, defaultType, onSaved, onCancel }: AddressFormProps) {
  const { t } = useTranslation(['address', 'common']);
  const [initial] = useState(() => (address ? toFormValues(address) : emptyValues(defaultType)));
  const postal = usePostalCode();
  const schema = useMemo(() => AddressInput.extend({ pincode: StorePostalCodeSchema(postal.rules) }), [postal.rules]);
  const { form, formRef } = useSchemaForm<AddressFormValues, typeof schema>({ schema, defaultValues: initial });
  const { register, formState } = form;
  const message = useFieldMessages(formState.errors, 'address');
  const pincodeError = formState.errors.pincode?.type;
  // The ref apart: react-hooks treats an object holding a ref as a ref, not to be read while rendering.
  const { ref: pincodeRef, ...pincode } = useController({ name: 'pincode', control: form.control }).field;
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const saving = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit((data) => {
    const done = (saved: Address) => {
      toast.success(t(address ? 'address:updated' : 'address:added'));
      onSaved(saved);
    };
    if (!address) {
      create.mutate(data, { onSuccess: done });
      return;
    }
    // Only what changed, so saving an untouched default flag cannot move the default elsewhere.
    const values = form.getValues();
    const changed = (Object.keys(values) as (keyof AddressFormValues)[]).filter((key) => values[key] !== initial[key]);
    if (changed.length === 0) {
      onCancel();
      return;
    }
    update.mutate({ id: address.id, body: Object.fromEntries(changed.map((key) => [key, data[key]])) }, { onSuccess: done });
  });

  return (
    <form ref={formRef} noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-1.5 text-start">
        <legend className="mb-1.5 text-sm font-medium">{t('address:address_type')}</legend>
        <div className="flex flex-wrap gap-4">
          {ADDRESS_TYPES.map((type) => (
            <label key={type} className="inline-flex items-center gap-2">
              <input type="radio" value={type} {...register('address_type')} className="size-4 accent-primary" />
              {t(`address:type_${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-4">
        {TEXT_FIELDS.map(({ field, autoComplete, optional }) => (
          <TextField
            key={field}
            label={t(`address:${field}`)}
            error={message(field)}
            optional={optional ? t('address:optional') : undefined}
            autoComplete={autoComplete}
            {...register(field)}
          />
        ))}
        <TextField
          label={postal.title}
          error={pincodeError && t(pincodeError === 'required' ? 'address:pincode_required' : 'address:pincode_invalid', postal.words)}
          hint={t('address:pincode_hint', postal.words)}
          inputMode={postal.numeric ? 'numeric' : 'text'}
          autoComplete="postal-code"
          maxLength={postal.rules.length}
          dir="ltr"
          name={pincode.name}
          ref={pincodeRef}
          value={pincode.value}
          onBlur={pincode.onBlur}
          onKeyDown={postal.numeric ? blockNonDigitKeys : undefined}
          onChange={(e) => pincode.onChange(postal.clean(e.target.value))}
        />
        <TextField label={t('address:phone')} error={message('phone')} hint={t('address:phone_hint')} {...PHONE_INPUT} {...register('phone')} />
      </div>
      <label className="inline-flex items-center gap-2 text-start">
        <input type="checkbox" {...register('is_default')} className="size-4 accent-primary" />
        {t('address:make_default_label')}
      </label>
      <FormAlert error={create.error ?? update.error} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="tertiary" onClick={onCancel} disabled={saving}>
          {t('common:cancel')}
        </Button>
        <SubmitButton pending={saving} pendingLabel={t('address:saving')}>
          {t('address:save')}
        </SubmitButton>
      </div>
    </form>
  );
}

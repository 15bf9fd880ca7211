import { useId } from 'react';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { DATATYPE } from '@bazaar/contracts/form-fields';
import { Field, inputClassName } from '@/components/ui/field';
import { FieldGroup, RequiredMark } from './field-group';
import type { Answer, AnswerProps } from './form-answers';

/** Options in the order the vendor wrote them; a chosen one toggled in or out of a list answer. */
const toggled = (chosen: string[], option: string) => (chosen.includes(option) ? chosen.filter((o) => o !== option) : [...chosen, option]);
const asList = (value: Answer) => (Array.isArray(value) ? value : value === '' ? [] : [value]);

/** Radio buttons and checkboxes: native inputs, so arrows move between radios and Space ticks a box. */
function ChoiceList({ field, value, onChange, onBlur, error }: AnswerProps) {
  const name = useId();
  const multi = field.datatype_id === DATATYPE.checkbox;
  const chosen = asList(value);
  return (
    <FieldGroup label={<bdi>{field.attribute_name}</bdi>} required={field.required} error={error} onLeave={onBlur}>
      {(control) => (
        <div className="flex flex-col gap-2">
          {field.option_names.map((option) => (
            <label key={option} className="inline-flex min-h-6 items-start gap-2 text-sm">
              <input
                {...control}
                type={multi ? 'checkbox' : 'radio'}
                name={name}
                value={option}
                checked={chosen.includes(option)}
                onChange={() => onChange(multi ? toggled(chosen, option) : option)}
                className="mt-0.5 size-4 shrink-0 accent-primary"
              />
              <bdi>{option}</bdi>
            </label>
          ))}
        </div>
      )}
    </FieldGroup>
  );
}

/**
 * Choice chips: toggle buttons (aria-pressed) in a group; Tab reaches each, Space or Enter turns
 * it on or off. Several may be chosen, as the server's check allows.
 */
function ChoiceChips({ field, value, onChange, onBlur, error }: AnswerProps) {
  const chosen = asList(value);
  return (
    <FieldGroup label={<bdi>{field.attribute_name}</bdi>} required={field.required} error={error} onLeave={onBlur}>
      {(control) => (
        <div className="flex flex-wrap gap-2">
          {field.option_names.map((option) => {
            const on = chosen.includes(option);
            return (
              <button
                key={option}
                type="button"
                aria-pressed={on}
                aria-describedby={control['aria-describedby']}
                onClick={() => onChange(toggled(chosen, option))}
                className={clsx(
                  'inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors',
                  'focus-visible:focus-ring',
                  on ? 'border-primary bg-primary text-primary-fg' : 'border-line bg-page hover:bg-muted',
                  error && !on && 'border-red-600',
                )}
              >
                {on && (
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5">
                    <path d="M5 12l5 5L20 7" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                )}
                <bdi>{option}</bdi>
              </button>
            );
          })}
        </div>
      )}
    </FieldGroup>
  );
}

/** A drop-down of the options, starting on "Choose…" unless the field has a default. */
function OptionSelect({ field, value, onChange, onBlur, error }: AnswerProps) {
  const { t } = useTranslation('enquiry_form');
  return (
    <Field
      label={
        <>
          <bdi>{field.attribute_name}</bdi>
          {field.required && <RequiredMark />}
        </>
      }
      error={error}
    >
      {(control) => (
        <select
          {...control}
          aria-required={field.required || undefined}
          value={typeof value === 'string' ? value : (value[0] ?? '')}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          className={inputClassName(!!error)}
        >
          <option value="">{t('enquiry_form:choose')}</option>
          {field.option_names.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Checkbox group, radio group, select or choice chips, by the field's data type. */
export function OptionAnswer(props: AnswerProps) {
  switch (props.field.datatype_id) {
    case DATATYPE.select:
      return <OptionSelect {...props} />;
    case DATATYPE.choiceChips:
      return <ChoiceChips {...props} />;
    default:
      return <ChoiceList {...props} />;
  }
}

import { useId, useState, type CSSProperties } from 'react';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { DATATYPE, PARAGRAPH_MAX } from '@bazaar/contracts/form-fields';
import { Field, inputClassName } from '@/components/ui/field';
import { RequiredMark } from './field-group';
import { inputConfigOf, type AnswerProps } from './form-answers';

/** Native inputs for the typed answers: the browser's own pickers, keyboards and labels, all accessible. */
const INPUT_TYPES: Record<number, string> = {
  [DATATYPE.text]: 'text',
  [DATATYPE.email]: 'email',
  [DATATYPE.phone]: 'tel',
  [DATATYPE.date]: 'date',
  [DATATYPE.time]: 'time',
  [DATATYPE.dateTime]: 'datetime-local',
};
/** Addresses, numbers and dates read left to right on an Arabic page too. */
const LEFT_TO_RIGHT: readonly number[] = [DATATYPE.email, DATATYPE.phone, DATATYPE.date, DATATYPE.time, DATATYPE.dateTime];
const DATES: readonly number[] = [DATATYPE.date, DATATYPE.dateTime];
const AUTOCOMPLETE: Record<number, string> = { [DATATYPE.email]: 'email', [DATATYPE.phone]: 'tel' };

/** A chosen day (yyyy-mm-dd, with its time for date and time) written in the field's format, e.g. dd-mm-yyyy. */
export function dayInFormat(value: string, format: string): string | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}:\d{2}))?$/.exec(value);
  if (!parts) return null;
  const [, year = '', month = '', day = '', time] = parts;
  const written = format.replace(/yyyy/i, year).replace(/yy/i, year.slice(2)).replace(/mm/i, month).replace(/dd/i, day);
  return time ? `${written} ${time}` : written;
}

/**
 * Text, paragraph (with a counter), email, phone, date, time, date and time: with the field's
 * prefix and suffix beside the input, its format as a hint, and a sensitive answer hidden like a
 * password until the person shows it.
 */
export function TextAnswer({ field, value, onChange, onBlur, error }: AnswerProps<string>) {
  const { t } = useTranslation('enquiry_form');
  const id = useId();
  const [shown, setShown] = useState(false);
  const config = inputConfigOf(field);
  const type = field.datatype_id;
  const paragraph = type === DATATYPE.paragraph;
  // A phone field's country code stands before the number unless the field names its own prefix.
  const prefix = config.prefix_displayname ?? (type === DATATYPE.phone ? config.ext : undefined);
  const suffix = config.suffix_displayname;
  const hidden = field.sensitive && !shown && !DATES.includes(type) && type !== DATATYPE.time;
  const formatted = config.format && DATES.includes(type) ? dayInFormat(value, config.format) : null;
  const hint =
    field.masked && value === ''
      ? t('enquiry_form:masked_hint')
      : paragraph
        ? t('enquiry_form:characters', { length: value.length, max: PARAGRAPH_MAX })
        : formatted
          ? t('enquiry_form:chosen_in_format', { value: formatted })
          : config.format && !DATES.includes(type)
            ? t('enquiry_form:format_hint', { format: config.format })
            : undefined;
  const describedBy = [prefix ? `${id}-prefix` : null, suffix ? `${id}-suffix` : null].filter(Boolean).join(' ') || undefined;
  const common = {
    value,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    onBlur,
    'aria-required': field.required || undefined,
    dir: LEFT_TO_RIGHT.includes(type) ? 'ltr' : 'auto',
  } as const;
  const toggle = field.sensitive && (
    <button
      type="button"
      onClick={() => setShown((v) => !v)}
      aria-pressed={shown}
      aria-label={t('enquiry_form:show_value', { name: field.attribute_name })}
      className="rounded-md px-2 py-1 text-xs font-medium text-muted-fg hover:bg-muted focus-visible:focus-ring"
    >
      {t('enquiry_form:show')}
    </button>
  );

  return (
    <Field
      label={
        <>
          <bdi>{field.attribute_name}</bdi>
          {field.required && <RequiredMark />}
        </>
      }
      error={error}
      hint={hint && <span className={clsx(paragraph && value.length > PARAGRAPH_MAX && 'text-red-700 dark:text-red-400')}>{hint}</span>}
      describedBy={describedBy}
    >
      {(control) => (
        // A phone number and its country code read left to right as one, on an Arabic page too.
        <div className="flex items-center gap-2" dir={type === DATATYPE.phone ? 'ltr' : undefined}>
          {prefix && (
            <span id={`${id}-prefix`} dir="auto" className="shrink-0 text-sm text-muted-fg">
              {prefix}
            </span>
          )}
          <div className="relative min-w-0 flex-1">
            {paragraph ? (
              <textarea
                {...control}
                {...common}
                rows={4}
                // A hidden paragraph is drawn as dots, as a password input would be (textarea has no type for it).
                style={hidden ? ({ WebkitTextSecurity: 'disc' } as CSSProperties) : undefined}
                autoComplete={field.sensitive ? 'off' : undefined}
                className={inputClassName(!!error, clsx('h-auto py-2', field.sensitive && 'pe-16'))}
              />
            ) : (
              <input
                {...control}
                {...common}
                type={hidden ? 'password' : INPUT_TYPES[type]}
                inputMode={type === DATATYPE.phone ? 'tel' : type === DATATYPE.email ? 'email' : undefined}
                autoComplete={field.sensitive ? 'off' : AUTOCOMPLETE[type]}
                placeholder={config.format && !DATES.includes(type) && type !== DATATYPE.time ? config.format : undefined}
                className={inputClassName(!!error, clsx(field.sensitive && 'pe-16'))}
              />
            )}
            {toggle && <div className={clsx('absolute end-1 flex items-center', paragraph ? 'top-1' : 'inset-y-0')}>{toggle}</div>}
          </div>
          {suffix && (
            <span id={`${id}-suffix`} dir="auto" className="shrink-0 text-sm text-muted-fg">
              {suffix}
            </span>
          )}
        </div>
      )}
    </Field>
  );
}

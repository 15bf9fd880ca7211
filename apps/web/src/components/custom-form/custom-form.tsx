import { useCallback, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useController, useForm, type Control, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DATATYPE } from '@bazaar/contracts/form-fields';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-client';
import { answerProblem, fieldNamedBy, problemMessage } from './answer-problems';
import { DocumentAnswer } from './document-answer';
import { answerKey, attributeValues, initialAnswers, isOptionType, type AnsweredField, type Answers, type AttributeValueInput } from './form-answers';
import { ImageAnswer } from './image-answer';
import { OptionAnswer } from './option-answer';
import { TextAnswer } from './text-answer';

/**
 * A custom form (spec §3) of any of the fourteen data types, on react-hook-form: every answer is
 * checked with the server's own check when the person leaves its field and again on submit; a
 * refused submit puts focus on the first field in error; a server 400 that names a field shows at
 * that field. Files are uploaded while the form is filled, and it cannot be sent until they are in.
 */

const answersResolver =
  (fields: AnsweredField[]): Resolver<Answers> =>
  async (values) => {
    const errors: FieldErrors<Answers> = {};
    for (const field of fields) {
      const key = answerKey(field.attribute_id);
      const code = answerProblem(field, values[key]);
      if (code) errors[key] = { type: code, message: code };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };

/** The control to focus in a field: its own target (a file input), else its first control. */
function focusAnswer(slot: Element | null | undefined) {
  const target = slot?.querySelector<HTMLElement>('[data-focus-target]') ?? slot?.querySelector<HTMLElement>('input, select, textarea, button');
  target?.focus();
}

function AnswerSlot({ field, control, onPending }: { field: AnsweredField; control: Control<Answers>; onPending: (id: number, count: number) => void }) {
  const { t } = useTranslation('enquiry_form');
  const key = answerKey(field.attribute_id);
  const { field: input, fieldState } = useController({ name: key, control });
  const found = fieldState.error;
  const error = found ? (found.type === 'server' ? found.message : problemMessage(t, field, found.type)) : undefined;
  const common = { field, onBlur: input.onBlur, error };
  const list = Array.isArray(input.value) ? input.value : [];
  const text = typeof input.value === 'string' ? input.value : '';
  const pending = (count: number) => onPending(field.attribute_id, count);
  let body: ReactNode;
  if (field.datatype_id === DATATYPE.image) body = <ImageAnswer {...common} value={list} onChange={input.onChange} onPending={pending} />;
  else if (field.datatype_id === DATATYPE.docsFile || field.datatype_id === DATATYPE.pdfFile)
    body = <DocumentAnswer {...common} value={list} onChange={input.onChange} onPending={pending} />;
  else if (isOptionType(field.datatype_id)) body = <OptionAnswer {...common} value={input.value ?? ''} onChange={input.onChange} />;
  else body = <TextAnswer {...common} value={text} onChange={input.onChange} />;
  return (
    <div data-answer={key} data-invalid={error ? 'true' : undefined}>
      {body}
    </div>
  );
}

export interface CustomFormProps {
  fields: AnsweredField[];
  /** Sends the answers. A failed call stays in the form: at the field a 400 names, or above the buttons. */
  onSubmit: (values: AttributeValueInput[]) => Promise<unknown>;
  submitLabel: string;
  /** Said instead of the submit label while the call runs. */
  pendingLabel: string;
  onCancel: () => void;
  /** Above the fields: a word on what the form is for. */
  intro?: ReactNode;
}

export function CustomForm({ fields, onSubmit, submitLabel, pendingLabel, onCancel, intro }: CustomFormProps) {
  const { t } = useTranslation(['enquiry_form', 'common']);
  const [defaultValues] = useState(() => initialAnswers(fields));
  const form = useForm<Answers>({ defaultValues, mode: 'onTouched', resolver: answersResolver(fields), shouldFocusError: false });
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState<Record<number, number>>({});
  const uploading = Object.values(pending).some((count) => count > 0);
  const onPending = useCallback((id: number, count: number) => setPending((all) => (all[id] === count ? all : { ...all, [id]: count })), []);

  // react-hook-form focuses in registration order, and cannot focus a group; the page's order it is.
  const { submitCount } = form.formState;
  useLayoutEffect(() => {
    if (submitCount > 0) focusAnswer(formRef.current?.querySelector('[data-invalid="true"]'));
  }, [submitCount]);

  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    void form.handleSubmit(async (answers) => {
      setFailure(null);
      try {
        await onSubmit(attributeValues(fields, answers));
      } catch (error) {
        const named = error instanceof ApiError && error.status === 400 ? fieldNamedBy(fields, error.message) : null;
        if (!named) {
          setFailure(error);
          return;
        }
        const key = answerKey(named.attribute_id);
        form.setError(key, { type: 'server', message: (error as ApiError).message });
        focusAnswer(element.querySelector(`[data-answer="${key}"]`));
      }
    })(event);
  };

  return (
    <form ref={formRef} noValidate onSubmit={onFormSubmit} className="flex flex-col gap-5">
      {intro}
      {fields.some((f) => f.required) && <p className="text-xs text-muted-fg">{t('enquiry_form:required_note')}</p>}
      {fields.map((field) => (
        <AnswerSlot key={field.attribute_id} field={field} control={form.control} onPending={onPending} />
      ))}
      <FormAlert error={failure} />
      {/* The buttons stay in sight while a long form scrolls. Its solid shadow covers the scroll
          container's bottom padding (a sheet's), where the fields would otherwise show under it. */}
      <div className="sticky bottom-0 flex flex-wrap items-center justify-end gap-2 border-t border-line bg-page py-3 shadow-[0_1.5rem_0_0.25rem_var(--color-page)]">
        <span className="me-auto text-xs text-muted-fg" aria-live="polite">
          {uploading && t('enquiry_form:wait_for_uploads')}
        </span>
        <Button variant="tertiary" onClick={onCancel} disabled={form.formState.isSubmitting}>
          {t('common:cancel')}
        </Button>
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel={pendingLabel} disabled={uploading}>
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}

import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { REVIEW_TEXT_MAX, REVIEW_TITLE_MAX, ReviewItemBody } from '@bazaar/contracts';
import { Button } from '@/components/ui/button';
import { Field, inputClassName, TextField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { useFieldMessages, useSchemaForm } from '@/components/ui/schema-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/toaster';
import { useReviewItem } from '../api/review-item';
import type { ItemFormProps } from './item-action-sheet';

type Values = { rating: string; title: string; body: string };

const STAR = 'M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z';

/** One review of a delivered item: 1 to 5 stars, a title and a text, both optional. */
export function ReviewForm({ orderId, item, onDone, onCancel }: ItemFormProps) {
  const { t } = useTranslation('order');
  const review = useReviewItem(orderId, item.order_item_id);
  const { form, formRef } = useSchemaForm({
    schema: ReviewItemBody,
    defaultValues: { rating: '', title: '', body: '' },
    toInput: ({ rating, ...text }: Values) => ({ ...text, rating: rating ? Number(rating) : undefined }),
  });
  const message = useFieldMessages(form.formState.errors, 'order');
  const rating = Number(useWatch({ control: form.control, name: 'rating' }) || 0);
  const ratingErrorId = useId();
  const ratingError = message('rating');

  const submit = form.handleSubmit(async (body) => {
    try {
      await review.mutateAsync(body);
    } catch {
      return; // review.error is shown in the form
    }
    toast.success(t('order:review_done'));
    onDone();
  });

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4 text-start">
      <fieldset aria-describedby={ratingError ? ratingErrorId : undefined} className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">{t('order:rating_label')}</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((star) => (
            <label key={star} className="cursor-pointer">
              <input type="radio" value={String(star)} aria-invalid={ratingError ? true : undefined} {...form.register('rating')} className="peer sr-only" />
              <span className="sr-only">{t('order:rating_value', { rating: star })}</span>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                stroke="currentColor"
                strokeWidth="1.5"
                className={clsx(
                  'size-9 rounded-md p-1 peer-focus-visible:focus-ring',
                  star <= rating ? 'fill-amber-400 text-amber-500' : 'fill-none text-muted-fg',
                )}
              >
                <path d={STAR} strokeLinejoin="round" />
              </svg>
            </label>
          ))}
        </div>
        {ratingError && (
          <p id={ratingErrorId} className="text-sm text-red-700 dark:text-red-400">
            {ratingError}
          </p>
        )}
      </fieldset>
      <TextField
        label={t('order:review_title_label')}
        error={message('title')}
        optional={t('order:optional')}
        maxLength={REVIEW_TITLE_MAX}
        {...form.register('title')}
      />
      <Field label={t('order:review_body_label')} error={message('body')} optional={t('order:optional')}>
        {(control) => (
          <textarea {...control} {...form.register('body')} rows={4} maxLength={REVIEW_TEXT_MAX} className={inputClassName(!!message('body'), 'h-auto py-2')} />
        )}
      </Field>
      <FormAlert error={review.error} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="tertiary" onClick={onCancel} disabled={review.isPending}>
          {t('order:close')}
        </Button>
        <SubmitButton pending={review.isPending} pendingLabel={t('order:sending')}>
          {t('order:review_submit')}
        </SubmitButton>
      </div>
    </form>
  );
}

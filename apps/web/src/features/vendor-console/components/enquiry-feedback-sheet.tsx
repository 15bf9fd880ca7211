import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VendorEnquiryRecord } from '@bazaar/contracts';
import { Button } from '@/components/ui/button';
import { Field, inputClassName } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { SideSheet } from '@/components/ui/side-sheet';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/toaster';
import { useMoveEnquiry } from '../api/vendor-enquiries';

/** Spec: feedback of 1–1000 characters once trimmed closes or rejects (contracts' FEEDBACK_MAX). */
export const FEEDBACK_MAX = 1000;

export type FeedbackRequest = { enquiry: VendorEnquiryRecord; to: 3 | 4 };

/**
 * Closing or rejecting an enquiry ends its chat and tells the customer: the feedback says how or
 * why, and is required. A refused move (409: it was already closed) is said in the form.
 */
export function EnquiryFeedbackSheet({
  request,
  onClose,
  onMoved,
}: {
  request: FeedbackRequest | null;
  onClose: () => void;
  onMoved: (record: VendorEnquiryRecord) => void;
}) {
  const { t } = useTranslation('vendor');
  return (
    <SideSheet
      side={typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? 'left' : 'right'}
      open={request !== null}
      onOpenChange={(open) => !open && onClose()}
      title={request ? t(request.to === 3 ? 'vendor:feedback_title_close' : 'vendor:feedback_title_reject') : ''}
      description={request ? <span dir="auto">{request.enquiry.product_details.product_name}</span> : undefined}
    >
      {request && <FeedbackForm key={`${request.enquiry.id}-${request.to}`} request={request} onClose={onClose} onMoved={onMoved} />}
    </SideSheet>
  );
}

function FeedbackForm({ request, onClose, onMoved }: { request: FeedbackRequest; onClose: () => void; onMoved: (record: VendorEnquiryRecord) => void }) {
  const { t } = useTranslation('vendor');
  const move = useMoveEnquiry();
  const [feedback, setFeedback] = useState('');
  const [error, setError] = useState<string | null>(null);
  const closing = request.to === 3;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = feedback.trim();
    setError(text === '' ? t('vendor:feedback_required') : null);
    if (text === '') return;
    try {
      const moved = await move.mutateAsync({ enquiryId: request.enquiry.id, to: request.to, feedback: text });
      toast.success(
        t('vendor:enquiry_moved', { product: moved.product_details.product_name, status: t(closing ? 'vendor:enquiry_status_3' : 'vendor:enquiry_status_4') }),
      );
      onMoved(moved);
      onClose();
    } catch {
      // move.error is shown below; a 401 has already replaced the page with the sign-in form.
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4 text-start">
      <p className="text-sm">{t(closing ? 'vendor:feedback_intro_close' : 'vendor:feedback_intro_reject')}</p>
      <Field label={t('vendor:feedback_label')} hint={t('vendor:feedback_hint', { max: FEEDBACK_MAX })} error={error}>
        {(control) => (
          <textarea
            {...control}
            name="feedback"
            rows={4}
            maxLength={FEEDBACK_MAX}
            value={feedback}
            dir="auto"
            onChange={(e) => setFeedback(e.currentTarget.value)}
            className={inputClassName(!!error, 'h-auto py-2')}
          />
        )}
      </Field>
      <FormAlert error={move.error} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="tertiary" onClick={onClose} disabled={move.isPending}>
          {t('common:cancel')}
        </Button>
        <SubmitButton pending={move.isPending} pendingLabel={t('vendor:enquiry_moving')}>
          {t(closing ? 'vendor:confirm_close_enquiry' : 'vendor:confirm_reject_enquiry')}
        </SubmitButton>
      </div>
    </form>
  );
}

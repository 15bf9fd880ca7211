import { useTranslation } from 'react-i18next';
import type { VendorEnquiryRecord } from '@bazaar/contracts';
import { FEEDBACK_MAX } from '@bazaar/contracts/constants';
import { toast } from '@/components/ui/toaster';
import { useMoveEnquiry } from '../api/vendor-enquiries';
import { ReasonSheet } from './reason-sheet';

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
  const move = useMoveEnquiry();
  const closing = request?.to === 3;
  const ask = request && {
    key: `${request.enquiry.id}-${request.to}`,
    title: t(closing ? 'vendor:feedback_title_close' : 'vendor:feedback_title_reject'),
    description: <span dir="auto">{request.enquiry.product_details.product_name}</span>,
    intro: t(closing ? 'vendor:feedback_intro_close' : 'vendor:feedback_intro_reject'),
    label: t('vendor:feedback_label'),
    hint: t('vendor:feedback_hint', { max: FEEDBACK_MAX }),
    maxLength: FEEDBACK_MAX,
    check: (text: string) => (text === '' ? t('vendor:feedback_required') : null),
    send: async (feedback: string) => {
      const moved = await move.mutateAsync({ enquiryId: request.enquiry.id, to: request.to, feedback });
      toast.success(
        t('vendor:enquiry_moved', { product: moved.product_details.product_name, status: t(closing ? 'vendor:enquiry_status_3' : 'vendor:enquiry_status_4') }),
      );
      onMoved(moved);
    },
    submitLabel: t(closing ? 'vendor:confirm_close_enquiry' : 'vendor:confirm_reject_enquiry'),
    pendingLabel: t('vendor:enquiry_moving'),
  };
  return <ReasonSheet ask={ask} onClose={onClose} />;
}

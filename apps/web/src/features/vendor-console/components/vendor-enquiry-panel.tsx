import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { VendorEnquiryRecord } from '@bazaar/contracts';
import { AttributeList, type RevealSource } from '@/components/conversation/attribute-list';
import { ConversationPanel } from '@/components/conversation/conversation-panel';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { AnswerFilesProvider } from '@/lib/answer-files';
import { ApiError } from '@/lib/api-client';
import { ChatSourceProvider } from '@/lib/chat/chat-source';
import { getRevealedEnquiry, useMoveEnquiry } from '../api/vendor-enquiries';
import { vendorChatSource, vendorEnquiryFiles } from '../api/vendor-conversation';
import { vendorKeys } from '../api/vendor-keys';
import { EnquiryFeedbackSheet, type FeedbackRequest } from './enquiry-feedback-sheet';
import { EnquiryStatusBadge } from './enquiry-status-badge';
import { OfferForm } from './offer-form';

const OPEN = 1;
const IN_PROGRESS = 2;
const isFinal = (status: number) => status === 3 || status === 4;

/** The status moves of spec §4 the vendor may make now (contracts' ENQUIRY_MOVES), with the one that needs no feedback first. */
function StatusActions({
  enquiry,
  onMoved,
  onAskFeedback,
}: {
  enquiry: VendorEnquiryRecord;
  onMoved: (r: VendorEnquiryRecord) => void;
  onAskFeedback: (to: 3 | 4) => void;
}) {
  const { t } = useTranslation('vendor');
  const move = useMoveEnquiry();
  if (isFinal(enquiry.enquiry_status)) return null;
  const start = () =>
    move.mutate(
      { enquiryId: enquiry.id, to: IN_PROGRESS },
      {
        onSuccess: (moved) => {
          toast.success(t('vendor:enquiry_moved', { product: moved.product_details.product_name, status: t('vendor:enquiry_status_2') }));
          onMoved(moved);
        },
        // A 409 (someone moved it first) is said with the server's reason; a 401 has already signed the user out.
        onError: (error) => {
          if (!(error instanceof ApiError && error.status === 401)) toast.error(error instanceof ApiError ? error.message : t('common:something_went_wrong'));
        },
      },
    );
  return (
    <div role="group" aria-label={t('vendor:enquiry_actions_label')} className="flex flex-wrap gap-2">
      {enquiry.enquiry_status === OPEN && (
        <Button size="sm" disabled={move.isPending} aria-busy={move.isPending || undefined} onClick={start}>
          {move.isPending ? t('vendor:enquiry_moving') : t('vendor:enquiry_start')}
        </Button>
      )}
      <Button size="sm" variant="tertiary" aria-haspopup="dialog" disabled={move.isPending} onClick={() => onAskFeedback(3)}>
        {t('vendor:enquiry_close')}
      </Button>
      <Button size="sm" variant="tertiary" aria-haspopup="dialog" disabled={move.isPending} onClick={() => onAskFeedback(4)}>
        {t('vendor:enquiry_reject')}
      </Button>
    </div>
  );
}

/**
 * One enquiry as the vendor works on it (issue #13): its status and the moves it may make, then the
 * tabs chat (live, as the vendor: its own messages at the inline end), details (the answers, files
 * through the vendor's calls, sensitive ones revealed on request), feedback once there is some, and offer.
 */
export function VendorEnquiryPanel({ enquiry, onClose }: { enquiry: VendorEnquiryRecord | null; onClose: () => void }) {
  const { t } = useTranslation(['vendor', 'chat']);
  const queryClient = useQueryClient();
  // The record shown: the one chosen, then the one a move answered; kept while the sheet closes.
  const [shown, setShown] = useState(enquiry);
  const [chosen, setChosen] = useState(enquiry);
  if (enquiry !== chosen) {
    setChosen(enquiry);
    if (enquiry) setShown(enquiry);
  }
  const [feedbackFor, setFeedbackFor] = useState<FeedbackRequest | null>(null);
  if (!shown) return null;
  const id = shown.id;
  const files = vendorEnquiryFiles(id);
  const reveal: RevealSource = {
    queryKey: vendorKeys.revealedEnquiry(id),
    queryFn: async (signal) => (await getRevealedEnquiry(id, signal)).enquiry_details.attribute_values,
  };
  const answers = shown.enquiry_details.attribute_values;
  const status = shown.enquiry_status;
  const close = () => {
    // Reading the chat marked the customer's messages read: the list's unread counts change.
    void queryClient.invalidateQueries({ queryKey: vendorKeys.all });
    onClose();
  };
  return (
    <ChatSourceProvider value={vendorChatSource}>
      <ConversationPanel
        open={enquiry !== null}
        onClose={close}
        room={{ kind: 'enquiry', enquiryId: id }}
        title={<span dir="auto">{shown.product_details.product_name}</span>}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <EnquiryStatusBadge status={status} displayName={shown.enquiry_status_display_name} />
            <bdi>{shown.customer_name}</bdi>
          </span>
        }
        actions={<StatusActions enquiry={shown} onMoved={setShown} onAskFeedback={(to) => setFeedbackFor({ enquiry: shown, to })} />}
        closedReason={status === 3 ? t('chat:enquiry_closed') : status === 4 ? t('chat:enquiry_rejected') : undefined}
        details={
          <AnswerFilesProvider value={files}>
            <AttributeList answers={answers} reveal={reveal} label={t('vendor:enquiry_details_label')} />
          </AnswerFilesProvider>
        }
        feedback={shown.enquiry_feedback}
        extraTabs={[{ value: 'offer', label: t('vendor:tab_offer'), content: <OfferForm enquiryId={id} closed={isFinal(status)} /> }]}
      />
      <EnquiryFeedbackSheet request={feedbackFor} onClose={() => setFeedbackFor(null)} onMoved={setShown} />
    </ChatSourceProvider>
  );
}

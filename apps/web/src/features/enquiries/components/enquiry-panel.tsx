import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EnquiryRecord } from '@bazaar/contracts';
import { AttributeList } from '@/components/conversation/attribute-list';
import { ConversationPanel } from '@/components/conversation/conversation-panel';
import { revealedAnswers } from '../api/get-revealed-enquiry';
import { closedChatKey } from '../enquiry-view';
import { EnquiryStatusBadge } from './enquiry-status-badge';

/**
 * The panel of one enquiry (spec §2): its chat (read-only once it is closed or rejected), its answers
 * when it has some, and the vendor's feedback when there is some.
 */
export function EnquiryPanel({ enquiry, onClose }: { enquiry: EnquiryRecord | null; onClose: () => void }) {
  const { t } = useTranslation(['order', 'chat']);
  // The last enquiry stays rendered while the sheet closes, so the sheet can hand the focus back.
  const [shown, setShown] = useState(enquiry);
  if (enquiry && enquiry !== shown) setShown(enquiry);
  const current = enquiry ?? shown;
  if (!current) return null;
  const answers = current.enquiry_details.attribute_values;
  const closedKey = closedChatKey(current.enquiry_status);
  return (
    <ConversationPanel
      open={enquiry !== null}
      onClose={onClose}
      room={{ kind: 'enquiry', enquiryId: current.id }}
      title={<span dir="auto">{current.product_details.product_name}</span>}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <EnquiryStatusBadge status={current.enquiry_status} displayName={current.enquiry_status_display_name} />
          <span dir="auto">{current.product_details.vendor_name}</span>
        </span>
      }
      closedReason={closedKey ? t(closedKey) : undefined}
      details={answers.length > 0 ? <AttributeList answers={answers} reveal={revealedAnswers(current.id)} label={t('order:enquiry_details')} /> : undefined}
      feedback={current.enquiry_feedback}
    />
  );
}

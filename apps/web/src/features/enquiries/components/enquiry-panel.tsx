import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EnquiryRecord } from '@bazaar/contracts';
import { AttributeList } from '@/components/conversation/attribute-list';
import { ConversationPanel } from '@/components/conversation/conversation-panel';
import { revealedAnswers } from '../api/get-revealed-enquiry';
import { enquiryOffersQueryOptions } from '../api/offer-list';
import { closedChatKey } from '../enquiry-view';
import { EnquiryStatusBadge } from './enquiry-status-badge';
import { OfferList } from './offer-card';

/**
 * The panel of one enquiry (spec §2): its chat (read-only once it is closed or rejected), its answers
 * when it has some, the vendor's feedback when there is some, and the vendor's offers once one was made
 * (issue #13), where the customer accepts one into the checkout.
 */
export function EnquiryPanel({ enquiry, onClose }: { enquiry: EnquiryRecord | null; onClose: () => void }) {
  const { t } = useTranslation(['order', 'chat', 'offer']);
  // The last enquiry stays rendered while the sheet closes, so the sheet can hand the focus back.
  const [shown, setShown] = useState(enquiry);
  if (enquiry && enquiry !== shown) setShown(enquiry);
  const current = enquiry ?? shown;
  const offers = useQuery({ ...enquiryOffersQueryOptions(current?.id ?? 0), enabled: enquiry !== null });
  if (!current) return null;
  const hasOffers = (offers.data?.length ?? 0) > 0;
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
      extraTabs={hasOffers ? [{ value: 'offers', label: t('offer:title'), content: <OfferList enquiryId={current.id} /> }] : []}
    />
  );
}

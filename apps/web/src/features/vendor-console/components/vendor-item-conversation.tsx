import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { VendorOrderItem } from '@bazaar/contracts';
import { ConversationPanel } from '@/components/conversation/conversation-panel';
import { RequestFormDetails } from '@/components/conversation/request-form-details';
import { Button } from '@/components/ui/button';
import { AnswerFilesProvider } from '@/lib/answer-files';
import { ChatSourceProvider } from '@/lib/chat/chat-source';
import { vendorChatSource, vendorFormFiles, vendorRequestFormSource } from '../api/vendor-conversation';
import { vendorKeys } from '../api/vendor-keys';

/**
 * A request-based order item's conversation (room-type 1) for its vendor: "Chat" and "Request form"
 * open the same panel on the chat or on the customer's form answers (vms get-crf-attributes, files
 * through the item's form-files call, sensitive answers revealed on request).
 */
export function VendorItemConversation({ item, describedBy }: { item: VendorOrderItem; describedBy: string }) {
  const { t } = useTranslation('vendor');
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<'chat' | 'details' | null>(null);
  const [lastTab, setLastTab] = useState<'chat' | 'details'>('chat');
  const openOn = (next: 'chat' | 'details') => {
    setLastTab(next);
    setTab(next);
  };
  return (
    <>
      <Button size="sm" variant="tertiary" aria-haspopup="dialog" aria-describedby={describedBy} onClick={() => openOn('chat')}>
        {t('vendor:item_chat')}
      </Button>
      <Button size="sm" variant="tertiary" aria-haspopup="dialog" aria-describedby={describedBy} onClick={() => openOn('details')}>
        {t('vendor:item_request_form')}
      </Button>
      <ChatSourceProvider value={vendorChatSource}>
        <ConversationPanel
          open={tab !== null}
          onClose={() => {
            void queryClient.invalidateQueries({ queryKey: vendorKeys.all });
            setTab(null);
          }}
          room={{ kind: 'order-item', orderItemId: item.order_item_id }}
          initialTab={lastTab}
          title={<span dir="auto">{item.product_name}</span>}
          description={
            <span className="flex flex-wrap gap-x-2">
              <span>{t('vendor:order_number', { orderId: item.order_id })}</span>
              <bdi>{item.customer_name}</bdi>
            </span>
          }
          details={
            <AnswerFilesProvider value={vendorFormFiles(item.order_item_id)}>
              <RequestFormDetails orderItemId={item.order_item_id} source={vendorRequestFormSource(item.order_item_id)} />
            </AnswerFilesProvider>
          }
        />
      </ChatSourceProvider>
    </>
  );
}

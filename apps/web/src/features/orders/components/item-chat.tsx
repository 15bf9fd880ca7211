import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConversationPanel } from '@/components/conversation/conversation-panel';
import { RequestFormDetails } from '@/components/conversation/request-form-details';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useOrderItemUnread } from '@/lib/chat/get-chat-rooms';

export interface ItemChatProps {
  orderItemId: number;
  productName: string;
  vendorName: string;
  /** Ids of the item's name, so the button is read with the product it is about. */
  describedBy?: string;
}

/**
 * A request-based item's 'chat' button (spec §2), with its unread count, opening the same panel as
 * an enquiry's: the chat with the vendor (room-type 1) and the item's request form as details.
 */
export function ItemChat({ orderItemId, productName, vendorName, describedBy }: ItemChatProps) {
  const { t } = useTranslation('order');
  const [open, setOpen] = useState(false);
  const unread = useOrderItemUnread(orderItemId);
  return (
    <>
      <Button size="sm" variant="secondary" aria-haspopup="dialog" aria-describedby={describedBy} onClick={() => setOpen(true)} className="gap-2">
        {t('order:item_chat')}
        {unread > 0 && <Badge>{t('order:unread_messages', { count: unread })}</Badge>}
      </Button>
      <ConversationPanel
        open={open}
        onClose={() => setOpen(false)}
        room={{ kind: 'order-item', orderItemId }}
        title={<span dir="auto">{productName}</span>}
        description={<span dir="auto">{vendorName}</span>}
        details={<RequestFormDetails orderItemId={orderItemId} />}
      />
    </>
  );
}

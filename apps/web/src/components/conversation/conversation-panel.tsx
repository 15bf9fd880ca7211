import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SideSheet } from '@/components/ui/side-sheet';
import { TabList } from '@/components/ui/tab-list';
import { chatKeys, type ChatRoomRef } from '@/lib/chat/chat-room';
import { ChatTab } from './chat-tab';

type PanelTab = string;

/** A tab the caller adds after the panel's own (the vendor console's offer). */
export type ExtraTab = { value: string; label: string; content: ReactNode };

export interface ConversationPanelProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  room: ChatRoomRef;
  /** Why no message can be sent (a closed or rejected enquiry, spec §4); the chat is read-only when given. */
  closedReason?: string;
  /** The details tab's content (the form's answers); the tab shows only when given. */
  details?: ReactNode;
  /** The vendor's feedback; the tab shows only when there is some. */
  feedback?: string | null;
  /** Tabs after chat, details and feedback, with their own content. */
  extraTabs?: ExtraTab[];
  /** Shown above the tabs (the vendor's status moves). */
  actions?: ReactNode;
  /** The tab it opens on (chat unless said). */
  initialTab?: string;
}

const PANEL_ID = 'conversation-panel-body';
const tabId = (tab: PanelTab) => `conversation-panel-tab-${tab}`;

function PanelBody({
  room,
  closedReason,
  details,
  feedback,
  extraTabs = [],
  actions,
  initialTab = 'chat',
}: Omit<ConversationPanelProps, 'open' | 'onClose' | 'title' | 'description'>) {
  const { t } = useTranslation('chat');
  const [chosen, setChosen] = useState<PanelTab>(initialTab);
  const tabs: PanelTab[] = ['chat'];
  if (details !== undefined) tabs.push('details');
  if (feedback?.trim()) tabs.push('feedback');
  for (const extra of extraTabs) tabs.push(extra.value);
  const tab = tabs.includes(chosen) ? chosen : 'chat';
  const extra = extraTabs.find((e) => e.value === tab);
  const labelOf = (value: string) =>
    value === 'chat' || value === 'details' || value === 'feedback' ? t(`chat:tab_${value}`) : (extraTabs.find((e) => e.value === value)?.label ?? value);
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4">
      {actions}
      <TabList
        label={t('chat:panel_tabs')}
        tabs={tabs.map((value) => ({ value, label: labelOf(value) }))}
        value={tab}
        onChange={setChosen}
        tabId={tabId}
        panelId={PANEL_ID}
      />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(tab)} className="flex min-h-0 flex-1 flex-col">
        {extra ? (
          extra.content
        ) : tab === 'chat' ? (
          <ChatTab room={room} closedReason={closedReason} />
        ) : tab === 'details' ? (
          details
        ) : (
          <p dir="auto" className="text-sm break-words whitespace-pre-line">
            {feedback}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * The right-side panel of a conversation with a vendor (spec §2): an enquiry's, or a request-based
 * order item's. Tabs: chat, then details and feedback when there are some. Mirrored to the left
 * in right-to-left pages; 22.5rem wide (spec §9), the whole screen's width on a phone.
 */
export function ConversationPanel({ open, onClose, title, description, ...body }: ConversationPanelProps) {
  const { i18n } = useTranslation('chat');
  const queryClient = useQueryClient();
  const key = chatKeys.room(body.room).join('-');
  return (
    <SideSheet
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        // Reading the chat marked its messages read: the unread counts change.
        void queryClient.invalidateQueries({ queryKey: chatKeys.rooms });
        onClose();
      }}
      side={i18n.dir() === 'rtl' ? 'left' : 'right'}
      width="w-full max-w-90"
      title={title}
      description={description}
    >
      {/* Keyed by the room, so another conversation opens on its chat with everything hidden again. */}
      {open && <PanelBody key={key} {...body} />}
    </SideSheet>
  );
}

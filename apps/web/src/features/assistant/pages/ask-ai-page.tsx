import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SideSheet } from '@/components/ui/side-sheet';
import { useMediaQuery } from '@/lib/use-media-query';
import { ConversationList } from '../components/conversation-list';
import { ConversationView } from '../components/conversation-view';
import { setCurrentConversation, useCurrentConversation } from '../hooks/current-conversation';

/** Tailwind's md: from there the list stands beside the conversation; below, it opens in a drawer. */
const WIDE = '(min-width: 48rem)';

/**
 * /ask-ai (spec §2, registered only when the store turned the assistant on): the customer's
 * conversations beside the open one. The conversation open here is the one the widget carries on.
 */
export default function AskAiPage() {
  const { t, i18n } = useTranslation('assistant');
  const conversationId = useCurrentConversation();
  const wide = useMediaQuery(WIDE, true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const listHeading = useId();

  const select = (id: number) => {
    setCurrentConversation(id);
    setDrawerOpen(false);
  };
  const onDeleted = (id: number) => {
    if (id === conversationId) setCurrentConversation(null);
  };
  const list = <ConversationList selectedId={conversationId} onSelect={select} onDeleted={onDeleted} />;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-4 px-4 py-6 sm:px-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('assistant:title')}</h1>
        <p className="text-sm text-muted-fg">{t('assistant:page_intro')}</p>
      </header>
      <div className="flex gap-6">
        {wide && (
          <aside aria-labelledby={listHeading} className="flex max-h-[min(44rem,calc(100svh-14rem))] w-72 shrink-0 flex-col gap-3 overflow-y-auto">
            <h2 id={listHeading} className="text-base font-semibold">
              {t('assistant:conversations')}
            </h2>
            {list}
          </aside>
        )}
        {/* As tall as the screen leaves below the header and the title, so the question box is in view without scrolling. */}
        <div className="flex h-[calc(100svh-18rem)] min-h-[22rem] min-w-0 flex-1 flex-col rounded-2xl border border-line p-3 md:h-[min(44rem,calc(100svh-14rem))] md:min-h-[26rem] md:p-4">
          <ConversationView
            conversationId={conversationId}
            onConversationChange={setCurrentConversation}
            tools={
              !wide && (
                <Button variant="tertiary" size="sm" aria-haspopup="dialog" className="me-auto" onClick={() => setDrawerOpen(true)}>
                  {t('assistant:show_conversations')}
                </Button>
              )
            }
          />
        </div>
      </div>
      {!wide && (
        <SideSheet
          open={drawerOpen}
          onOpenChange={setDrawerOpen}
          side={i18n.dir(i18n.language) === 'rtl' ? 'right' : 'left'}
          title={t('assistant:conversations')}
        >
          {list}
        </SideSheet>
      )}
    </div>
  );
}

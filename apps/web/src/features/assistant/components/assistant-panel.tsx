import { Suspense, useRef, type RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { setCurrentConversation, useCurrentConversation } from '../hooks/current-conversation';
import { ConversationView } from './conversation-view';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; returnFocusTo: RefObject<HTMLButtonElement | null> };

function AllConversationsLink() {
  const { t } = useTranslation('assistant');
  return (
    <Link to="/ask-ai" className={buttonClassName('ghost', 'sm', 'me-auto')}>
      {t('assistant:all_conversations')}
    </Link>
  );
}

/**
 * The widget's dialog (Radix: focus kept inside, Escape and a click outside close it): the whole
 * screen on a phone, a panel in the bottom inline-end corner from sm up. Focus starts in the
 * question box and goes back to the floating button when it closes.
 */
export function AssistantPanel({ open, onOpenChange, returnFocusTo }: Props) {
  const { t } = useTranslation('common');
  const conversationId = useCurrentConversation();
  const content = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/30 transition-opacity starting:opacity-0 motion-reduce:transition-none" />
        <Dialog.Content
          ref={content}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            // The question box, or the dialog itself while the assistant's copy is still loading (the box focuses itself then).
            (content.current?.querySelector<HTMLElement>('textarea') ?? content.current)?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col gap-3 bg-page p-4 pb-[calc(1rem+env(safe-area-inset-bottom))] text-page-fg shadow-xl transition-[opacity,translate] duration-200 focus:outline-none starting:translate-y-4 starting:opacity-0 motion-reduce:transition-none sm:inset-auto sm:end-4 sm:bottom-4 sm:h-[min(40rem,calc(100dvh-2rem))] sm:w-[26rem] sm:rounded-2xl sm:border sm:border-line sm:pb-4"
        >
          <header className="flex items-center gap-2">
            <Dialog.Title className="flex-1 text-lg font-semibold">{t('common:ask_ai')}</Dialog.Title>
            <Dialog.Close className="rounded-md p-1 text-muted-fg hover:bg-muted hover:text-page-fg focus-visible:focus-ring">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
              </svg>
              <span className="sr-only">{t('common:close')}</span>
            </Dialog.Close>
          </header>
          <Suspense fallback={<Spinner className="m-auto" />}>
            <ConversationView conversationId={conversationId} onConversationChange={setCurrentConversation} tools={<AllConversationsLink />} autoFocus />
          </Suspense>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

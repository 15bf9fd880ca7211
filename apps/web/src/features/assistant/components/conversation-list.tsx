import { useEffect, useRef, useState } from 'react';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { AssistantConversation } from '@bazaar/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { formatLocaleDateTime } from '@/lib/format/locale-date';
import { useDeleteConversation } from '../api/delete-conversation';
import { useConversations } from '../api/get-conversations';

type Props = {
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** A conversation was cleared (the page starts a new one if it was open). */
  onDeleted: (id: number) => void;
};

function TrashIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </svg>
  );
}

/** The customer's conversations, newest first: open one, or clear it after a confirmation. */
export function ConversationList({ selectedId, onSelect, onDeleted }: Props) {
  const { t, i18n } = useTranslation('assistant');
  const conversations = useConversations();
  const remove = useDeleteConversation();
  const [confirming, setConfirming] = useState<AssistantConversation | null>(null);
  const [deleted, setDeleted] = useState(0);
  const list = useRef<HTMLUListElement>(null);

  // The delete button that asked is gone with its conversation, so the dialog has nothing to give
  // the focus back to: it goes to the first conversation left (after the dialog's own hand-back).
  useEffect(() => {
    if (deleted === 0) return;
    const timer = setTimeout(() => list.current?.querySelector('button')?.focus(), 0);
    return () => clearTimeout(timer);
  }, [deleted]);

  const confirmDelete = () => {
    if (!confirming) return;
    const id = confirming.conversation_id;
    remove.mutate(id, {
      onSuccess: () => {
        setConfirming(null);
        setDeleted((n) => n + 1);
        onDeleted(id);
        toast.success(t('assistant:conversation_deleted'));
      },
      onError: (error) => {
        setConfirming(null);
        toast.error(t('assistant:delete_failed'), { description: error.message });
      },
    });
  };

  let body;
  if (conversations.isPending) body = <Spinner className="m-auto py-6" />;
  else if (conversations.isError) body = <FormAlert error={t('assistant:conversations_failed')} />;
  else if (conversations.data.length === 0) body = <p className="text-sm text-muted-fg">{t('assistant:no_conversations')}</p>;
  else
    body = (
      <ul ref={list} className="flex flex-col gap-1">
        {conversations.data.map((conversation) => {
          const selected = conversation.conversation_id === selectedId;
          return (
            <li key={conversation.conversation_id} className={clsx('flex items-center gap-1 rounded-lg', selected && 'bg-muted')}>
              <button
                type="button"
                aria-current={selected ? 'true' : undefined}
                onClick={() => onSelect(conversation.conversation_id)}
                className="flex min-w-0 flex-1 flex-col items-start gap-0.5 rounded-lg px-3 py-2 text-start hover:bg-muted focus-visible:focus-ring"
              >
                <span dir="auto" className={clsx('w-full truncate text-sm', selected && 'font-semibold')}>
                  {conversation.title}
                </span>
                <span className="text-xs text-muted-fg">
                  {t('assistant:updated_at', { date: formatLocaleDateTime(conversation.updated_at, i18n.language) })}
                </span>
              </button>
              <button
                type="button"
                aria-label={t('assistant:delete_conversation', { title: conversation.title })}
                onClick={() => setConfirming(conversation)}
                className="shrink-0 rounded-md p-2 text-muted-fg hover:bg-page hover:text-red-700 focus-visible:focus-ring"
              >
                <TrashIcon />
              </button>
            </li>
          );
        })}
      </ul>
    );

  return (
    <>
      {body}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('assistant:delete_title')}
        description={t('assistant:delete_description', { title: confirming?.title ?? '' })}
        confirmLabel={t('assistant:delete_confirm')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}

import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { AssistantAction, AssistantProductCard } from '@bazaar/contracts';
import { ActionButton } from './action-button';
import { ProductCards } from './product-cards';

export type BubbleMessage = {
  role: 'customer' | 'assistant';
  text: string;
  products: AssistantProductCard[];
  action: AssistantAction | null;
  streaming?: boolean;
};

type Props = { message: BubbleMessage; actionsDisabled: boolean; onAction: (action: AssistantAction) => void };

/** Three dots while the first words of an answer are on their way. */
function Typing() {
  return (
    <span aria-hidden="true" className="inline-flex gap-1 py-1">
      {[0, 150, 300].map((delay) => (
        <span key={delay} style={{ animationDelay: `${delay}ms` }} className="size-1.5 animate-bounce rounded-full bg-current motion-reduce:animate-none" />
      ))}
    </span>
  );
}

/**
 * One message: the customer's at the inline end in the primary colour, the assistant's at the
 * start with its product cards and offered action. Always text, never HTML.
 */
export function MessageBubble({ message, actionsDisabled, onAction }: Props) {
  const { t } = useTranslation('assistant');
  const customer = message.role === 'customer';
  return (
    <li className={clsx('flex w-full flex-col gap-1', customer ? 'items-end' : 'items-start')} aria-busy={message.streaming || undefined}>
      <div
        className={clsx(
          'max-w-[85%] rounded-2xl px-3 py-2 text-sm',
          customer ? 'rounded-ee-sm bg-primary text-primary-fg' : 'rounded-es-sm bg-muted text-page-fg',
        )}
      >
        <span className="sr-only">{customer ? t('assistant:you_said') : t('assistant:assistant_said')} </span>
        {message.text === '' && message.streaming ? (
          <Typing />
        ) : (
          <p dir="auto" className="break-words whitespace-pre-wrap">
            {message.text}
          </p>
        )}
      </div>
      {!customer && <ProductCards products={message.products} />}
      {!customer && message.action && <ActionButton action={message.action} disabled={actionsDisabled} onConfirm={onAction} />}
    </li>
  );
}

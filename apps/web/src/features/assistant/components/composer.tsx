import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ASK_AI_MESSAGE_MAX } from '@bazaar/contracts/constants';

type Props = {
  /** True while an answer streams: nothing more can be asked until it is done. */
  disabled: boolean;
  onSend: (message: string) => void;
  autoFocus?: boolean;
};

/**
 * The question box: at most ASK_AI_MESSAGE_MAX characters with a live count, whitespace alone is
 * not sent, Enter sends and Shift+Enter starts a new line. Disabled while an answer streams; the
 * focus comes back to it when the answer is done, if nothing else has it.
 */
export function Composer({ disabled, onSend, autoFocus = false }: Props) {
  const { t } = useTranslation('assistant');
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const wasDisabled = useRef(disabled);
  const counter = useId();
  const question = text.trim();

  useEffect(() => {
    if (autoFocus) box.current?.focus();
  }, [autoFocus]);
  useEffect(() => {
    const answered = wasDisabled.current && !disabled;
    wasDisabled.current = disabled;
    // Disabling the box (or a starter question leaving) took the focus to the page: it comes back
    // here for the next question, unless the customer has moved it somewhere.
    if (answered && (document.activeElement === null || document.activeElement === document.body)) box.current?.focus();
  }, [disabled]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (disabled || question === '') return;
    onSend(question);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-1 border-t border-line pt-3">
      <div className="flex items-end gap-2">
        <label className="flex min-w-0 flex-1 flex-col">
          <span className="sr-only">{t('assistant:message_label')}</span>
          <textarea
            ref={box}
            value={text}
            rows={2}
            maxLength={ASK_AI_MESSAGE_MAX}
            disabled={disabled}
            placeholder={t('assistant:message_placeholder')}
            aria-describedby={counter}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            dir="auto"
            className="w-full resize-none rounded-md border border-line bg-page px-3 py-2 text-sm text-page-fg placeholder:text-muted-fg focus-visible:focus-ring disabled:cursor-not-allowed disabled:opacity-60"
          />
        </label>
        <Button type="submit" disabled={disabled || question === ''}>
          {t('assistant:send')}
        </Button>
      </div>
      <p id={counter} className="text-end text-xs text-muted-fg">
        <span aria-hidden="true" dir="ltr">
          {text.length}/{ASK_AI_MESSAGE_MAX}
        </span>
        <span className="sr-only">{t('assistant:count_spoken', { used: text.length, max: ASK_AI_MESSAGE_MAX })}</span>
      </p>
    </form>
  );
}

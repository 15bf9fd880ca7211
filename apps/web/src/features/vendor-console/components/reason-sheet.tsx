import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, inputClassName } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { SideSheet } from '@/components/ui/side-sheet';
import { SubmitButton } from '@/components/ui/submit-button';

/** What the vendor is asked to write, and what sending it does. */
export type ReasonAsk = {
  /** A new form (empty, no error) for each thing asked about. */
  key: string;
  title: string;
  description?: ReactNode;
  intro: string;
  label: string;
  hint: string;
  maxLength: number;
  /** Why the trimmed text cannot be sent, or null when it can. */
  check: (text: string) => string | null;
  /** Sends the trimmed text; a failure (a refused move, 409) is shown in the form. */
  send: (text: string) => Promise<unknown>;
  submitLabel: string;
  pendingLabel: string;
};

/**
 * The side sheet where a vendor writes why before a move the customer reads about (an item's
 * rejection, an enquiry's closing): the text, its check, the server's refusal and Cancel.
 */
export function ReasonSheet({ ask, onClose }: { ask: ReasonAsk | null; onClose: () => void }) {
  return (
    <SideSheet
      // At the inline end: the right, or the left in right-to-left pages.
      side={typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? 'left' : 'right'}
      open={ask !== null}
      onOpenChange={(open) => !open && onClose()}
      title={ask?.title ?? ''}
      description={ask?.description}
    >
      {ask && <ReasonForm key={ask.key} ask={ask} onClose={onClose} />}
    </SideSheet>
  );
}

function ReasonForm({ ask, onClose }: { ask: ReasonAsk; onClose: () => void }) {
  const { t } = useTranslation('vendor');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    const why = ask.check(trimmed);
    setProblem(why);
    if (why) return;
    setPending(true);
    setFailure(null);
    try {
      await ask.send(trimmed);
      onClose();
    } catch (error) {
      // Shown below; a 401 has already replaced the page with the sign-in form.
      setFailure(error);
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4 text-start">
      <p className="text-sm">{ask.intro}</p>
      <Field label={ask.label} hint={ask.hint} error={problem}>
        {(control) => (
          <textarea
            {...control}
            name="reason"
            rows={4}
            maxLength={ask.maxLength}
            value={text}
            dir="auto"
            onChange={(e) => setText(e.currentTarget.value)}
            className={inputClassName(!!problem, 'h-auto py-2')}
          />
        )}
      </Field>
      <FormAlert error={failure} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="tertiary" onClick={onClose} disabled={pending}>
          {t('common:cancel')}
        </Button>
        <SubmitButton pending={pending} pendingLabel={ask.pendingLabel}>
          {ask.submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}

import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EYE, Icon } from '@/components/ui/image-preview';
import { LazyTooltip } from '@/components/ui/lazy-tooltip';
import { SkeletonLine } from '@/components/ui/skeleton-line';
import { TruncatedText } from '@/components/ui/truncated-text';
import { FILE_TYPE, splitPaths, whenText, type Answer } from './answer';
import { AnswerDocuments, AnswerPhotos } from './answer-files';

const EYE_OFF =
  'M3 3l18 18M10.6 6.1A10.6 10.6 0 0 1 12 6c6.5 0 10 6 10 6a17 17 0 0 1-3.2 3.9M6.6 6.6C3.8 8.3 2 12 2 12s3.5 7 10 7a10 10 0 0 0 4.4-1M9.9 9.9a3 3 0 0 0 4.2 4.2';

/**
 * How the sensitive values of a form are asked for in clear: a query the list runs only once the
 * customer presses an eye, and forgets when the list goes (a value in clear stays in memory no
 * longer than it is on screen). Without it, sensitive values stay hidden.
 */
export type RevealSource = { queryKey: readonly unknown[]; queryFn: (signal: AbortSignal) => Promise<Answer[]> };

/** An answer as spec §2 shows it: photo tiles, downloads, the chosen options joined, or the text. */
function AnswerValue({ answer, revealed = false }: { answer: Answer; revealed?: boolean }) {
  const { t } = useTranslation('chat');
  const paths = splitPaths(answer.value);
  if (answer.datatype_id === FILE_TYPE.image && paths.length > 0)
    return <AnswerPhotos paths={paths} attributeId={answer.attribute_id} name={answer.attribute_name} loaded={revealed} />;
  if ((answer.datatype_id === FILE_TYPE.docsFile || answer.datatype_id === FILE_TYPE.pdfFile) && paths.length > 0)
    return <AnswerDocuments paths={paths} name={answer.attribute_name} />;
  const text = answer.option_names.length > 0 ? answer.option_names.join(', ') : whenText(answer.datatype_id, answer.value);
  if (text === '') return <span className="text-muted-fg">{t('chat:value_not_available')}</span>;
  return (
    <span dir="auto" className="break-words whitespace-pre-line">
      {text}
    </span>
  );
}

function Asterisks() {
  const { t } = useTranslation('chat');
  return (
    <>
      <span aria-hidden="true">{'*'.repeat(8)}</span>
      <span className="sr-only">{t('chat:value_hidden')}</span>
    </>
  );
}

/** A sensitive answer: asterisks until the eye is pressed, which asks for the values in clear; pressed again, hidden again. */
function SensitiveAnswer({ answer, reveal }: { answer: Answer; reveal: RevealSource }) {
  const { t } = useTranslation('chat');
  const [shown, setShown] = useState(false);
  const revealed = useQuery({ queryKey: reveal.queryKey, queryFn: ({ signal }) => reveal.queryFn(signal), enabled: shown, gcTime: 0, retry: false });
  const clear = revealed.data?.find((a) => a.attribute_id === answer.attribute_id);
  let body: ReactNode;
  if (!shown) body = <Asterisks />;
  else if (revealed.isPending) body = <SkeletonLine line="h-5" bar="h-3 w-24" />;
  else if (revealed.isError || !clear) body = <span role="alert">{t('common:something_went_wrong')}</span>;
  else body = <AnswerValue answer={clear} revealed />;
  return (
    <div className="flex items-start gap-2">
      <div className="min-w-0">{body}</div>
      <button
        type="button"
        aria-pressed={shown}
        aria-label={t(shown ? 'chat:hide_value' : 'chat:show_value', { name: answer.attribute_name })}
        onClick={() => setShown((s) => !s)}
        className="shrink-0 rounded-md p-1 text-muted-fg hover:bg-muted hover:text-page-fg focus-visible:focus-ring"
      >
        <Icon path={shown ? EYE_OFF : EYE} />
      </button>
    </div>
  );
}

/** The answers of a custom form (spec §2 details tab): each field's name, with a tooltip, and its value; scrolls past 22.5rem. */
export function AttributeList({ answers, reveal, label }: { answers: Answer[]; reveal?: RevealSource; label: string }) {
  const { t } = useTranslation('chat');
  if (answers.length === 0) return <p className="text-sm text-muted-fg">{t('chat:details_not_available')}</p>;
  return (
    // A tab stop, so keyboard users can scroll it.
    <dl tabIndex={0} aria-label={label} className="flex max-h-90 flex-col gap-4 overflow-y-auto pe-1 focus-visible:focus-ring">
      {answers.map((answer) => (
        <div key={answer.attribute_id} className="flex flex-col gap-1 text-start">
          <dt className="text-sm font-medium text-muted-fg">
            <LazyTooltip content={answer.attribute_name}>
              <span className="block max-w-full">
                <TruncatedText>{answer.attribute_name}</TruncatedText>
              </span>
            </LazyTooltip>
          </dt>
          <dd className="text-sm">
            {answer.sensitive && answer.masked && reveal ? (
              <SensitiveAnswer answer={answer} reveal={reveal} />
            ) : answer.masked ? (
              <Asterisks />
            ) : (
              <AnswerValue answer={answer} />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

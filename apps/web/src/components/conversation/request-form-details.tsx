import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CrfForm } from '@bazaar/contracts';
import { SkeletonLine } from '@/components/ui/skeleton-line';
import { getRequestForm, requestFormQueryOptions } from '@/lib/get-request-form';
import { requestFormAnswers } from './answer';
import { AttributeList, type RevealSource } from './attribute-list';

/** Where the form is read from: the customer's own call by default; the vendor console passes its own, with a way to reveal sensitive answers. */
export type RequestFormSource = {
  queryKey: readonly unknown[];
  queryFn: (signal: AbortSignal) => Promise<CrfForm>;
  reveal?: RevealSource;
};

/** The buyer's own answers in clear, asked for only when an eye is pressed (get-crf-attributes with reveal=true). */
const ownReveal = (orderItemId: number): RevealSource => ({
  queryKey: ['request-form', orderItemId, 'revealed'] as const,
  queryFn: async (signal) => requestFormAnswers(await getRequestForm(orderItemId, signal, true)),
});

/** Grey lines in the shape of a few answers. */
function AnswersSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-label={t('common:loading')} aria-busy="true" className="flex flex-col gap-4">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex flex-col gap-1">
          <SkeletonLine line="h-5" bar="h-3 w-24" />
          <SkeletonLine line="h-5" bar="h-3 w-40" />
        </div>
      ))}
    </div>
  );
}

/**
 * A request-based order item's details tab (spec §2 "Order-item custom form panel"): its form,
 * titled by form_title_display_name, with the customer's answers; a skeleton while it loads and
 * the something-went-wrong message when it cannot be (spec §8).
 */
export function RequestFormDetails({ orderItemId, source }: { orderItemId: number; source?: RequestFormSource }) {
  const { t } = useTranslation('chat');
  const own = requestFormQueryOptions(orderItemId);
  const form = useQuery<CrfForm, Error, CrfForm, readonly unknown[]>(
    source
      ? { queryKey: source.queryKey, queryFn: ({ signal }) => source.queryFn(signal) }
      : { queryKey: own.queryKey, queryFn: ({ signal }) => getRequestForm(orderItemId, signal) },
  );
  if (form.isPending) return <AnswersSkeleton />;
  if (form.isError)
    return (
      <p role="alert" className="text-sm">
        {t('common:something_went_wrong')}
      </p>
    );
  const title = form.data.form_title_display_name.trim();
  return (
    <section className="flex flex-col gap-3">
      {title && (
        <h3 dir="auto" className="text-base font-semibold">
          {title}
        </h3>
      )}
      <AttributeList answers={requestFormAnswers(form.data)} reveal={source ? source.reveal : ownReveal(orderItemId)} label={title || t('chat:tab_details')} />
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { SkeletonLine } from '@/components/ui/skeleton-line';
import { useRequestForm } from '@/lib/get-request-form';
import { requestFormAnswers } from './answer';
import { AttributeList } from './attribute-list';

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
export function RequestFormDetails({ orderItemId }: { orderItemId: number }) {
  const { t } = useTranslation('chat');
  const form = useRequestForm(orderItemId);
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
      <AttributeList answers={requestFormAnswers(form.data)} label={title || t('chat:tab_details')} />
    </section>
  );
}

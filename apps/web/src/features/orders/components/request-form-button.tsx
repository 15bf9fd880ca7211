import { Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { OrderItemStatus } from '@bazaar/contracts';
import { useTranslation } from 'react-i18next';
import { hasMissingAnswers } from '@/components/custom-form/form-answers';
import { Button } from '@/components/ui/button';
import { requestFormQueryOptions } from '@/lib/get-request-form';
import { lazyWithReload } from '@/lib/lazy-with-reload';
import type { OrderItem } from '../order-view';

const RequestFormSheet = lazyWithReload(() => import('./request-form-sheet'));

/** While the vendor has not finished with the item, the server still takes its form (PUT crf-attributes). */
const ANSWERABLE: readonly OrderItemStatus[] = ['Received', 'InProgress'];

/**
 * 'Fill in the request form' under a request-based item whose form still has required fields
 * empty, opening the form filled with what it has. Gone once the form is complete.
 */
export function RequestFormButton({ item, describedBy }: { item: OrderItem; describedBy: string }) {
  const { t } = useTranslation('enquiry_form');
  const answerable = item.item_type === 'request_item' && ANSWERABLE.includes(item.status);
  const form = useQuery({ ...requestFormQueryOptions(item.order_item_id), enabled: answerable });
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  if (!answerable || !form.data || (!hasMissingAnswers(form.data.attributes) && !open)) return null;
  return (
    <div className="flex flex-col items-start gap-2 rounded-md border border-dashed border-line p-3 text-start text-sm">
      <p>{t('enquiry_form:request_form_needed')}</p>
      <Button
        size="sm"
        aria-haspopup="dialog"
        aria-describedby={describedBy}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {t('enquiry_form:fill_request_form')}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <RequestFormSheet item={item} form={form.data} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

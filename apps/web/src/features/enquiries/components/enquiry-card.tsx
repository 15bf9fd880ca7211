import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EnquiryRecord } from '@bazaar/contracts';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { isolatedValues } from '@/components/ui/isolated-values';
import { formatLocaleDate } from '@/lib/format/locale-date';
import { productPath } from '../enquiry-view';
import { EnquiryStatusBadge } from './enquiry-status-badge';

/** One enquiry in the list (spec §2): the product (a link to its page), status, date, vendor, unread messages, and the way to its panel. */
export function EnquiryCard({ enquiry, onView }: { enquiry: EnquiryRecord; onView: (enquiry: EnquiryRecord) => void }) {
  const { t, i18n } = useTranslation('order');
  const titleId = useId();
  const { product_details: product } = enquiry;
  const { unread } = enquiry;
  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-3 rounded-lg border border-line p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col items-start gap-1 text-start">
        <div className="flex max-w-full flex-wrap items-center gap-2">
          <h2 id={titleId} className="min-w-0 font-semibold">
            <Link to={productPath(product.product_id)} dir="auto" className="break-words underline-offset-4 hover:underline focus-visible:underline">
              {product.product_name}
            </Link>
          </h2>
          <EnquiryStatusBadge status={enquiry.enquiry_status} displayName={enquiry.enquiry_status_display_name} />
          {unread > 0 && <Badge>{t('order:unread_messages', { count: unread })}</Badge>}
        </div>
        <p className="text-sm text-muted-fg">{isolatedValues(t, 'order:enquired_on', { date: formatLocaleDate(enquiry.created_at, i18n.language) })}</p>
        <p className="text-sm">{isolatedValues(t, 'order:enquiry_vendor', { vendor: product.vendor_name })}</p>
      </div>
      <Button
        variant="tertiary"
        size="sm"
        className="self-end sm:self-center"
        aria-haspopup="dialog"
        aria-label={t('order:view_enquiry_details', { product: product.product_name })}
        onClick={() => onView(enquiry)}
      >
        {t('order:view_details')}
      </Button>
    </li>
  );
}

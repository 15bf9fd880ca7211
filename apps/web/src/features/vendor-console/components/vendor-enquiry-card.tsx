import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { VendorEnquiryRecord } from '@bazaar/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { isolatedValues } from '@/components/ui/isolated-values';
import { formatLocaleDate } from '@/lib/format/locale-date';
import { EnquiryStatusBadge } from './enquiry-status-badge';

/** One enquiry: the product, who asked, its status, when, the customer's unread messages, and the way to its panel. */
export function VendorEnquiryCard({ enquiry, onOpen }: { enquiry: VendorEnquiryRecord; onOpen: (enquiry: VendorEnquiryRecord) => void }) {
  const { t, i18n } = useTranslation('vendor');
  const titleId = useId();
  const product = enquiry.product_details.product_name;
  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-3 rounded-lg border border-line bg-page p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col items-start gap-1 text-start">
        <div className="flex max-w-full flex-wrap items-center gap-2">
          <h3 id={titleId} dir="auto" className="min-w-0 font-semibold break-words">
            {product}
          </h3>
          <EnquiryStatusBadge status={enquiry.enquiry_status} displayName={enquiry.enquiry_status_display_name} />
          {enquiry.unread > 0 && <Badge>{t('vendor:unread_messages', { count: enquiry.unread })}</Badge>}
        </div>
        <p className="text-sm">{isolatedValues(t, 'vendor:enquiry_from', { name: enquiry.customer_name })}</p>
        <p className="text-sm text-muted-fg">{isolatedValues(t, 'vendor:enquired_on', { date: formatLocaleDate(enquiry.created_at, i18n.language) })}</p>
      </div>
      <Button
        variant="tertiary"
        size="sm"
        className="self-end sm:self-center"
        aria-haspopup="dialog"
        aria-label={t('vendor:open_enquiry_label', { product })}
        onClick={() => onOpen(enquiry)}
      >
        {t('vendor:open_enquiry')}
      </Button>
    </li>
  );
}

import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { useDownloadInvoice, type InvoiceRequest } from '../api/download-invoice';

export interface InvoiceButtonProps extends InvoiceRequest {
  /** Said by screen readers instead of the visible label when the label alone is ambiguous (one button per vendor). */
  label?: string;
  variant?: ButtonVariant;
}

/** Downloads the invoice PDF of the order, or of one vendor's part; a refusal is told with the server's message. */
export function InvoiceButton({ orderId, vendorId, label, variant = 'tertiary' }: InvoiceButtonProps) {
  const { t } = useTranslation('order');
  const download = useDownloadInvoice();
  const onClick = () =>
    download.mutate({ orderId, vendorId }, { onError: (error) => toast.error(error instanceof ApiError ? error.message : t('order:invoice_failed')) });
  return (
    <Button size="sm" variant={variant} onClick={onClick} disabled={download.isPending} aria-busy={download.isPending || undefined} aria-label={label}>
      {download.isPending ? (
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className="size-4 animate-spin motion-reduce:animate-[spin_2s_linear_infinite]">
          <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" className="opacity-25" />
          <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
        </svg>
      ) : (
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="size-4">
          <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 20h14" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      )}
      {t('order:invoice_download')}
    </Button>
  );
}

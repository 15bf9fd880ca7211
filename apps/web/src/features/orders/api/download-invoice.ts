import { useMutation } from '@tanstack/react-query';
import { api, asFile, envelopeOf } from '@/lib/api';

export type InvoiceRequest = { orderId: number; vendorId?: number };

/** The invoice PDF of the whole order, or of one vendor's part of it. */
export const getInvoice = ({ orderId, vendorId }: InvoiceRequest) =>
  envelopeOf(
    api.GET('/cfs/rest/v3/orders/{orderId}/invoice', {
      params: { path: { orderId: orderId }, query: { 'vendor-id': vendorId } },
      ...asFile('application/pdf, application/json'),
    }),
  );

export const invoiceFileName = ({ orderId, vendorId }: InvoiceRequest) => `invoice-${orderId}${vendorId === undefined ? '' : `-${vendorId}`}.pdf`;

/** Hands a downloaded file to the browser to save; the link is a blob URL because the call needs the session. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadInvoice() {
  return useMutation({
    mutationFn: async (request: InvoiceRequest) => saveFile(await getInvoice(request), invoiceFileName(request)),
  });
}

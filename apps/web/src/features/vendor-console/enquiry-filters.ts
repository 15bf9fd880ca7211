import type { EnquiryFilters } from './api/vendor-keys';

/**
 * Which view of the console is shown (?view=enquiries; the order items otherwise) and the
 * enquiries' status and page (?status=1–4&page=), so a reload or Back shows the same list. A value
 * the API would refuse is dropped, not shown as an error.
 */
export type ConsoleView = 'items' | 'enquiries';
export const readConsoleView = (params: URLSearchParams): ConsoleView => (params.get('view') === 'enquiries' ? 'enquiries' : 'items');

/** All, then the statuses of spec §4 in the order an enquiry moves through them. */
export const ENQUIRY_TABS = ['all', '1', '2', '3', '4'] as const;
export type EnquiryTab = (typeof ENQUIRY_TABS)[number];

export function readEnquiryFilters(params: URLSearchParams): EnquiryFilters {
  const status = params.get('status');
  const page = params.get('page');
  return {
    status: status && /^[1-4]$/.test(status) ? Number(status) : undefined,
    page: page && /^\d{1,6}$/.test(page) && Number(page) >= 1 ? Number(page) : 1,
  };
}

/** The query string of the enquiries view with these filters; all statuses and page 1 are left out. */
export function writeEnquiryFilters(filters: EnquiryFilters): URLSearchParams {
  const params = new URLSearchParams({ view: 'enquiries' });
  if (filters.status) params.set('status', String(filters.status));
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

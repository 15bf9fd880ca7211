import type { OrderItemStatus } from '@bazaar/contracts';

/** The list's filters as the API takes them: an item status (none for all) and a page. */
export type VendorItemFilters = { status?: OrderItemStatus; page: number };

/**
 * Query keys of the vendor console. Everything starts with 'vendor-console', so one invalidation
 * after a move refreshes every tab and page, and sign-out removes it all; the vendor's id keeps
 * one vendor's cached list from showing to the next user who signs in on this tab.
 */
export const vendorKeys = {
  all: ['vendor-console'] as const,
  items: (vendorId: number, filters: VendorItemFilters) => ['vendor-console', 'items', vendorId, filters] as const,
  enquiries: (vendorId: number, filters: EnquiryFilters) => ['vendor-console', 'enquiries', vendorId, filters] as const,
  revealedEnquiry: (enquiryId: number) => ['vendor-console', 'enquiry-revealed', enquiryId] as const,
  requestForm: (orderItemId: number, reveal: boolean) => ['vendor-console', 'request-form', orderItemId, reveal] as const,
};

/** The enquiries view's filters: an enquiry status 1–4 (none for all) and a page. */
export type EnquiryFilters = { status?: number; page: number };

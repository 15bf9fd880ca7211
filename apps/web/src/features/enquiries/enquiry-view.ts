import type { ENQUIRY_STATUS, EnquiryStatus } from '@bazaar/contracts';

/**
 * What the enquiry screens read from an enquiry (spec §3, §4). The numbers mirror the contracts'
 * ENQUIRY_STATUS, which live beside zod: `satisfies` holds them equal, and the web
 * imports no value from the main contracts entry (lib/contracts-entry.test.ts).
 */

/** The list's tabs, in the order of spec §2, each with the status the API filters by. */
export const STATUS_TABS = ['all', 'open', 'in_progress', 'closed', 'rejected'] as const;
export type StatusTab = (typeof STATUS_TABS)[number];

export const TAB_STATUS = { open: 1, in_progress: 2, closed: 3, rejected: 4 } as const satisfies Record<Exclude<StatusTab, 'all'>, EnquiryStatus>;
const STATUS_KEY: Record<number, Exclude<StatusTab, 'all'>> = { 1: 'open', 2: 'in_progress', 3: 'closed', 4: 'rejected' };
/** The translation suffix of an enquiry's status; undefined for one the web does not know. */
export const statusKey = (status: number) => STATUS_KEY[status];

/** Spec §4: Closed and Rejected end the conversation; the key of the reason the chat says, or undefined while it is open. */
export const closedChatKey = (status: number) =>
  status === (3 satisfies (typeof ENQUIRY_STATUS)['closed'])
    ? 'chat:enquiry_closed'
    : status === (4 satisfies (typeof ENQUIRY_STATUS)['rejected'])
      ? 'chat:enquiry_rejected'
      : undefined;

/** Spec §2: a click on the product name opens its page. */
export const productPath = (productId: number) => `/ProductDetails?PId=${productId}`;

export function readTab(params: URLSearchParams): { tab: StatusTab; page: number } {
  const tab = params.get('tab');
  const page = params.get('page');
  return {
    tab: STATUS_TABS.find((t) => t === tab) ?? 'all',
    page: page && /^\d{1,6}$/.test(page) && Number(page) >= 1 ? Number(page) : 1,
  };
}

/** The query string of a tab and page; page 1 and the all tab are left out. */
export function writeTab({ tab, page }: { tab: StatusTab; page: number }): URLSearchParams {
  const params = new URLSearchParams();
  if (tab !== 'all') params.set('tab', tab);
  if (page > 1) params.set('page', String(page));
  return params;
}

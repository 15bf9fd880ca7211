import { PAGE_LIMIT_DEFAULT, landingListingCall, productPageCall, type StartUpCall } from '@bazaar/contracts/constants';

/**
 * The first read of the page being opened, where the server can make it exactly as the page will
 * (so index.html can carry its answer): a product page's product, and the listing with no filters.
 * With the answer in hand, the response also asks for the pictures the page shows first.
 */
export type PageRead = { call: StartUpCall; covers: (answer: unknown) => string[] };

/** Matched as the router matches paths: any case, an optional trailing slash. */
const PRODUCT_PAGE = /^\/productdetails\/?$/i;
const LISTING_PAGE = /^\/productlisting\/?$/i;
/** The listing's first row on the widest grid, whose pictures the page asks for first. */
const LISTING_FIRST_ROW = 4;

/** PId as the product page reads it: a positive whole number of up to 9 digits, else none. */
function productIdOf(search: string): number | null {
  const value = new URLSearchParams(search).get('PId');
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 ? id : null;
}

type Body = { product_image?: unknown; products?: { product_image?: unknown }[] };
const bodyOf = (answer: unknown): Body => ((answer as { response_body?: Body } | undefined)?.response_body ?? {}) as Body;
/** A product's cover: the first of its comma-separated pictures (the web app's coverUrl). */
const coverOf = (product: { product_image?: unknown } | undefined): string[] => {
  const first = typeof product?.product_image === 'string' ? product.product_image.split(',')[0]?.trim() : '';
  return first ? [first] : [];
};

export function pageReadOf(url: string): PageRead | null {
  const [path = '/', search = ''] = url.split('?');
  if (PRODUCT_PAGE.test(path)) {
    const id = productIdOf(search);
    return id === null ? null : { call: productPageCall(id), covers: (answer) => coverOf(bodyOf(answer)) };
  }
  if (LISTING_PAGE.test(path) && search === '') {
    return { call: landingListingCall(PAGE_LIMIT_DEFAULT), covers: (answer) => (bodyOf(answer).products ?? []).slice(0, LISTING_FIRST_ROW).flatMap(coverOf) };
  }
  return null;
}

/** A Link header asking for stored pictures at once and first, at the URL the web app's fileUrl writes. */
export const picturePreloads = (paths: string[]) =>
  paths
    .map((path) => `</files/${path.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/')}>; rel=preload; as=image; fetchpriority=high`)
    .join(', ');

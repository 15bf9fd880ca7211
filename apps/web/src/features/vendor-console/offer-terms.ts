import type { CreateOfferBody } from '@bazaar/contracts';
import { MAX_PRICE, OFFER_QUANTITY_MAX, OFFER_VALID_DAYS_MAX } from '@bazaar/contracts/constants';

/**
 * The vendor's offer form as typed (issue #13), checked the way the server checks it so most
 * mistakes are said beside their field before anything is sent: a price above 0 with no more
 * decimals than the store's currency has, at most MAX_PRICE; a whole quantity; an end after now and
 * at most 30 days ahead. The product's own limit and stock are the server's to say (its 400 or 409
 * comes back as a toast). Without zod, which stays out of the console's bundle.
 */

export type OfferDraft = { price: string; quantity: string; validUntil: string };
export type OfferField = 'price' | 'quantity' | 'validUntil';
/** Keys of the offer namespace. */
export type OfferProblem =
  | 'price_required'
  | 'price_invalid'
  | 'price_decimals'
  | 'price_too_high'
  | 'quantity_invalid'
  | 'valid_until_required'
  | 'valid_until_past'
  | 'valid_until_too_far';

export const OFFER_VALID_MS_MAX = OFFER_VALID_DAYS_MAX * 24 * 60 * 60 * 1000;
const DECIMAL = /^\d+(?:\.(\d+))?$/;

function priceProblem(text: string, numberToBasic: number): OfferProblem | null {
  const value = text.trim();
  if (!value) return 'price_required';
  const match = DECIMAL.exec(value);
  if (!match || Number(value) <= 0) return 'price_invalid';
  if ((match[1]?.length ?? 0) > Math.round(Math.log10(numberToBasic))) return 'price_decimals';
  return Number(value) > MAX_PRICE ? 'price_too_high' : null;
}

function quantityProblem(text: string): OfferProblem | null {
  const value = text.trim();
  return /^\d{1,4}$/.test(value) && Number(value) >= 1 && Number(value) <= OFFER_QUANTITY_MAX ? null : 'quantity_invalid';
}

/** A datetime-local value ('2026-12-01T18:30') is the vendor's own wall clock, as Date reads it. */
function validUntilProblem(text: string, now: Date): OfferProblem | null {
  if (!text) return 'valid_until_required';
  const end = new Date(text).getTime();
  if (Number.isNaN(end)) return 'valid_until_required';
  if (end <= now.getTime()) return 'valid_until_past';
  return end - now.getTime() > OFFER_VALID_MS_MAX ? 'valid_until_too_far' : null;
}

export type OfferCheck = { problems: Partial<Record<OfferField, OfferProblem>>; body: CreateOfferBody | null };

export function checkOffer(draft: OfferDraft, { now, numberToBasic }: { now: Date; numberToBasic: number }): OfferCheck {
  const problems: OfferCheck['problems'] = {};
  const price = priceProblem(draft.price, numberToBasic);
  const quantity = quantityProblem(draft.quantity);
  const validUntil = validUntilProblem(draft.validUntil, now);
  if (price) problems.price = price;
  if (quantity) problems.quantity = quantity;
  if (validUntil) problems.validUntil = validUntil;
  if (price || quantity || validUntil) return { problems, body: null };
  return {
    problems,
    body: { unit_price: Number(draft.price.trim()), quantity: Number(draft.quantity.trim()), valid_until: new Date(draft.validUntil).toISOString() },
  };
}

/** The form's default end, a week from now, as a datetime-local value on the vendor's clock. */
export function inAWeek(now: Date): string {
  const end = new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${end.getFullYear()}-${pad(end.getMonth() + 1)}-${pad(end.getDate())}T${pad(end.getHours())}:${pad(end.getMinutes())}`;
}

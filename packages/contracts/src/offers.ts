import { z } from 'zod';
import { OrderCurrency } from './checkout';
import { MAX_PRICE, OFFER_QUANTITY_MAX, OFFER_STATUSES } from './constants';
import { envelope } from './envelope';
import { intParam } from './params';

/**
 * Offers on enquiries (issue #13): the vendor answers an enquiry with a price, a quantity and a
 * validity; the customer accepts it into the cart as its own line and checks out. Prices travel in
 * the store currency's main unit, as every price of the API; the server keeps minor units.
 */

export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** The offer's unit price in the main unit (rupees): above 0, at most the spec's maximum price. */
export const OfferUnitPrice = z
  .number({ error: 'unit_price must be a number, in the store currency (e.g. 1499.50)' })
  .refine(Number.isFinite, 'unit_price must be a number, in the store currency (e.g. 1499.50)')
  .refine((n) => n > 0, 'unit_price must be more than 0')
  .refine((n) => n <= MAX_PRICE, `unit_price must be at most ${MAX_PRICE}`);

export const OfferQuantity = z
  .number({ error: 'quantity must be a whole number' })
  .int('quantity must be a whole number')
  .min(1, 'quantity must be at least 1')
  .max(OFFER_QUANTITY_MAX, `quantity must be at most ${OFFER_QUANTITY_MAX}`);

/** An instant with its zone, as toISOString writes it ('2026-12-01T18:30:00.000Z' or '+05:30'). */
export const OfferValidUntil = z.iso.datetime({
  offset: true,
  error: 'valid_until must be a date and time with its zone, e.g. 2026-12-01T18:30:00Z',
});

/** POST /vms/rest/v3/enquiries/{enquiryId}/offers. The server also checks the window (after now, at most 30 days ahead) and the product's limits. */
export const CreateOfferBody = z.object({
  unit_price: OfferUnitPrice,
  quantity: OfferQuantity,
  valid_until: OfferValidUntil,
});
export type CreateOfferBody = z.infer<typeof CreateOfferBody>;

export const EnquiryOffersParams = z.object({ enquiryId: intParam('enquiryId', { min: 1 }) });
export const EnquiryOfferParams = z.object({ enquiryId: intParam('enquiryId', { min: 1 }), offerId: intParam('offerId', { min: 1 }) });
export const OfferIdParams = z.object({ offerId: intParam('offerId', { min: 1 }) });

/** GET /cfs/rest/v3/enquiry-offers and /vms/rest/v3/enquiry-offers */
export const OfferListQuery = z.object({ 'enquiry-id': intParam('enquiry-id', { min: 1 }) });

export const Offer = z.object({
  id: z.number().int(),
  enquiry_id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  /** In the main unit; total is unit_price × quantity. */
  unit_price: z.number(),
  quantity: z.number().int(),
  total: z.number(),
  currency: OrderCurrency,
  valid_until: z.string(),
  /** open and accepted read expired once valid_until has come (the server's clock). */
  status: z.enum(OFFER_STATUSES),
  created_at: z.string(),
  /** The order it became, once ordered. */
  order_id: z.number().int().nullable(),
});
export type Offer = z.infer<typeof Offer>;

export const OfferList = z.object({ offers: z.array(Offer) });
export type OfferList = z.infer<typeof OfferList>;
export const OfferListResponse = envelope(OfferList);
export const OfferResponse = envelope(Offer);

/** POST …/enquiry-offers/{offerId}/accept: the offer, now accepted, and its line in the cart. */
export const AcceptedOffer = z.object({ offer: Offer, cart_item_id: z.number().int() });
export type AcceptedOffer = z.infer<typeof AcceptedOffer>;
export const AcceptedOfferResponse = envelope(AcceptedOffer);

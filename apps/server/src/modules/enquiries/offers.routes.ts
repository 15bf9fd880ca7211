import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AcceptedOfferResponse,
  CreateOfferBody,
  ENQUIRY_OFFERS_PATH,
  EnquiryOfferParams,
  EnquiryOffersParams,
  ErrorEnvelope,
  OfferIdParams,
  OfferListQuery,
  OfferListResponse,
  OfferResponse,
  VENDOR_API,
  VENDOR_ENQUIRY_OFFERS_PATH,
} from '@bazaar/contracts';
import type { ModuleDeps } from '../../module-deps';
import { ok } from '../../lib/envelope';
import { reportingDeps } from '../../lib/rate-limit-headers';
import { commonErrors, languageQuery } from '../../lib/route-schemas';
import { requireVendor } from '../vendor-console';
import { customerScope, vendorScope } from './enquiry.queries';
import { listOffers } from './offer.queries';
import { acceptOffer, makeOffer, withdrawOffer } from './offer.service';

const tags = ['offers'];
const refusals = { ...commonErrors, 409: ErrorEnvelope };

/** The customer's side of offers (issue #13): an enquiry's offers, and accepting one into the cart. */
export const offerRoutes =
  (_deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      ENQUIRY_OFFERS_PATH,
      {
        schema: {
          tags,
          summary: "The offers on one of the customer's enquiries, newest first; status expired once valid_until has come.",
          querystring: OfferListQuery.extend(languageQuery.shape),
          response: { 200: OfferListResponse, ...commonErrors },
        },
      },
      async (request) => ok(await listOffers(customerScope(await request.customerContext()), request.query['enquiry-id'], new Date())),
    );

    app.post(
      `${ENQUIRY_OFFERS_PATH}/:offerId/accept`,
      {
        schema: {
          tags,
          summary:
            "Accepts an open offer: it goes into the cart as its product's own line at the offer's price and quantity (fixed). 409 when it expired, was withdrawn or ordered.",
          params: OfferIdParams,
          querystring: languageQuery,
          response: { 200: AcceptedOfferResponse, ...refusals, 422: ErrorEnvelope },
        },
      },
      async (request) => ok(await acceptOffer(await request.customerContext(), request.params.offerId, new Date()), 'Offer accepted and added to your cart'),
    );
  };

/** The vendor's side (/vms, vendor token): the list, making an offer and withdrawing one. */
export const vendorOfferRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const vendor = (request: Parameters<typeof requireVendor>[2]) => requireVendor(deps.db, deps.keys, request, deps.stores);

    app.get(
      VENDOR_ENQUIRY_OFFERS_PATH,
      {
        schema: {
          tags,
          summary: "The offers on one of the vendor's enquiries, newest first.",
          querystring: OfferListQuery.extend(languageQuery.shape),
          response: { 200: OfferListResponse, ...commonErrors },
        },
      },
      async (request) => ok(await listOffers(vendorScope(await vendor(request)), request.query['enquiry-id'], new Date())),
    );

    app.post(
      `${VENDOR_API}/enquiries/:enquiryId/offers`,
      {
        schema: {
          tags,
          summary:
            "Makes an offer on an Open or In progress enquiry: unit_price in the store currency, quantity within the product's limit and stock, valid_until in the next 30 days. Withdraws the offer before it; an Open enquiry moves to In progress; the customer is told.",
          params: EnquiryOffersParams,
          querystring: languageQuery,
          body: CreateOfferBody,
          response: { 201: OfferResponse, ...refusals, 429: ErrorEnvelope },
        },
      },
      async (request, reply) => {
        const offer = await makeOffer(await vendor(request), reportingDeps(reply, deps), request.params.enquiryId, request.body, new Date());
        return reply.code(201).send(ok(offer, 'Offer sent to the customer', 201));
      },
    );

    app.delete(
      `${VENDOR_API}/enquiries/:enquiryId/offers/:offerId`,
      {
        schema: {
          tags,
          summary: 'Withdraws an open or accepted offer that has not expired; an ordered one stays.',
          params: EnquiryOfferParams,
          querystring: languageQuery,
          response: { 200: OfferResponse, ...refusals },
        },
      },
      async (request) => ok(await withdrawOffer(await vendor(request), request.params.enquiryId, request.params.offerId, new Date()), 'Offer withdrawn'),
    );
  };

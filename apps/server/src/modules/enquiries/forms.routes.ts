import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CRF_ANSWERS_PATH, CrfResponse, ENQUIRY_FORM_PATH, EnquiryFormQuery, EnquiryFormResponse, ErrorEnvelope, SaveCrfBody } from '@bazaar/contracts';
import type { ModuleDeps } from '../../module-deps';
import { ok } from '../../lib/envelope';
import { commonErrors, languageQuery } from '../../lib/route-schemas';
import { saveRequestForm } from './crf.service';
import { productFormOf } from './form.queries';

const tags = ['enquiries'];

/** A product's form to fill in, and a request item's form answered (issue #13). */
export const formRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      ENQUIRY_FORM_PATH,
      {
        schema: {
          tags,
          summary:
            "The custom form of a product sold by enquiry or by request, its fields in order, for anyone (the store from the token or the realm-name header). A product with no form answers no fields; one sold through the cart, another store's or an unknown one is not found.",
          querystring: EnquiryFormQuery.extend(languageQuery.shape),
          response: { 200: EnquiryFormResponse, ...commonErrors },
        },
      },
      async (request) => ok(await productFormOf(await request.visitorContext(), request.query['product-id'])),
    );

    app.put(
      CRF_ANSWERS_PATH,
      {
        schema: {
          tags,
          summary:
            "Answers the request form of the customer's own request-based order item, replacing earlier answers; every answer is checked by its field's data type (files uploaded first with attribute_id). 409 once the item is past Received and In progress.",
          querystring: languageQuery,
          body: SaveCrfBody,
          response: { 200: CrfResponse, ...commonErrors, 409: ErrorEnvelope },
        },
      },
      async (request) => ok(await saveRequestForm(await request.customerContext(), deps.storage, request.body), 'Request form saved'),
    );
  };

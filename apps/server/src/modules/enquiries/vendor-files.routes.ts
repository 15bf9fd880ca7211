import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AnswerFileQuery,
  CrfResponse,
  EnquiryIdParams,
  FileBytes,
  ImageBytes,
  OrderItemIdParams,
  VENDOR_CRF_ATTRIBUTES_PATH,
  VENDOR_ENQUIRIES_PATH,
  VENDOR_ORDER_ITEMS_PATH,
  VendorCrfQuery,
} from '@bazaar/contracts';
import type { ModuleDeps } from '../../module-deps';
import { ok } from '../../lib/envelope';
import { commonErrors, languageQuery } from '../../lib/route-schemas';
import { requireVendor } from '../vendor-console';
import { enquiryFileForVendor, formFileForVendor, sendAnswerFile } from './answer-files';
import { vendorRequestFormOf } from './crf.queries';

const tags = ['vendor console'];

const fileResponse = {
  200: {
    description: 'The photo (inline) or the document (an attachment named after the field)',
    content: { 'image/webp': { schema: ImageBytes }, 'application/pdf': { schema: FileBytes }, 'application/octet-stream': { schema: FileBytes } },
  },
  ...commonErrors,
};

/**
 * What the customer answered, for the vendor it was sent to (issue #13): the files an enquiry's or
 * a request item's answers name (any other path, enquiry, item, vendor or store: not found), and a
 * request item's form with its answers.
 */
export const vendorFileRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const vendor = (request: Parameters<typeof requireVendor>[2]) => requireVendor(deps.db, deps.keys, request, deps.stores);

    app.get(
      `${VENDOR_ENQUIRIES_PATH}/:enquiryId/files`,
      {
        schema: {
          tags,
          summary: "A file one of the vendor's enquiries names in its answers (path, as the answer gives it): a photo, or a document as an attachment.",
          params: EnquiryIdParams,
          querystring: AnswerFileQuery.extend(languageQuery.shape),
          response: fileResponse,
        },
      },
      async (request, reply) => {
        const ctx = await vendor(request);
        return sendAnswerFile(reply, deps.storage, await enquiryFileForVendor(ctx, request.params.enquiryId, request.query.path));
      },
    );

    app.get(
      `${VENDOR_ORDER_ITEMS_PATH}/:orderItemId/form-files`,
      {
        schema: {
          tags,
          summary: "A file the request form of one of the vendor's request items names in its answers: a photo, or a document as an attachment.",
          params: OrderItemIdParams,
          querystring: AnswerFileQuery.extend(languageQuery.shape),
          response: fileResponse,
        },
      },
      async (request, reply) => {
        const ctx = await vendor(request);
        return sendAnswerFile(reply, deps.storage, await formFileForVendor(ctx, request.params.orderItemId, request.query.path));
      },
    );

    app.get(
      VENDOR_CRF_ATTRIBUTES_PATH,
      {
        schema: {
          tags,
          summary: "The request form of one of the vendor's request items with the buyer's answers; sensitive answers masked unless reveal=true.",
          querystring: VendorCrfQuery.extend(languageQuery.shape),
          response: { 200: CrfResponse, ...commonErrors },
        },
      },
      async (request) => ok(await vendorRequestFormOf(await vendor(request), request.query['order-item-id'], request.query.reveal === 'true')),
    );
  };

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EnquiryIdParams,
  EnquiryStatusBody,
  ENQUIRY_STATUS_NAMES,
  ErrorEnvelope,
  VENDOR_ENQUIRIES_PATH,
  VendorEnquiriesQuery,
  VendorEnquiryListResponse,
  VendorEnquiryResponse,
} from '@bazaar/contracts';
import type { ModuleDeps } from '../../module-deps';
import { ok } from '../../lib/envelope';
import { commonErrors, languageQuery } from '../../lib/route-schemas';
import { requireVendor } from '../vendor-console';
import { sendEnquiryNotice } from './enquiry-notices';
import { listEnquiryRecords, vendorEnquiry, vendorScope } from './enquiry.queries';
import { moveEnquiry } from './enquiry-status.service';

const tags = ['vendor console'];

/** The vendor console's enquiries (issue #13): the vendor's own, and their moves along spec §4 with feedback. */
export const vendorEnquiryRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const vendor = (request: Parameters<typeof requireVendor>[2]) => requireVendor(deps.db, deps.keys, request, deps.stores);

    app.get(
      VENDOR_ENQUIRIES_PATH,
      {
        schema: {
          tags,
          summary:
            "The vendor's own enquiries, newest first, 10 a page (at most 50), optionally one status or one enquiry (enquiry-id; with reveal=true its sensitive answers are shown), each with who asked and the customer's unread messages.",
          querystring: VendorEnquiriesQuery.extend(languageQuery.shape),
          response: { 200: VendorEnquiryListResponse, ...commonErrors },
        },
      },
      async (request) => {
        const q = request.query;
        return ok(
          await listEnquiryRecords(vendorScope(await vendor(request)), {
            enquiryId: q['enquiry-id'],
            page: q['page-number'],
            limit: q['page-limit'],
            status: q['enquiry-status'],
            reveal: q.reveal === 'true',
          }),
        );
      },
    );

    app.post(
      `${VENDOR_ENQUIRIES_PATH}/:enquiryId/status`,
      {
        schema: {
          tags,
          summary:
            "Moves one of the vendor's enquiries: open → in progress (2), closed (3) or rejected (4); in progress → closed or rejected. Closing and rejecting take feedback for the customer, who is told. 409 names both states when the move is not allowed.",
          params: EnquiryIdParams,
          querystring: languageQuery,
          body: EnquiryStatusBody,
          response: { 200: VendorEnquiryResponse, ...commonErrors, 409: ErrorEnvelope },
        },
      },
      async (request) => {
        const ctx = await vendor(request);
        const move = await moveEnquiry(ctx, request.params.enquiryId, request.body);
        sendEnquiryNotice(deps.db, deps.notifier, ctx.store, move);
        return ok(await vendorEnquiry(ctx, move.enquiryId), `Moved to ${ENQUIRY_STATUS_NAMES[move.to]}`);
      },
    );
  };

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateEnquiryBody,
  CreateEnquiryResponse,
  CRF_ATTRIBUTES_PATH,
  CustomerCrfQuery,
  CrfResponse,
  ENQUIRY_PATH,
  EnquiryListQuery,
  EnquiryListResponse,
  ErrorEnvelope,
} from '@bazaar/contracts';
import type { ModuleDeps } from '../../module-deps';
import { ok } from '../../lib/envelope';
import { reportingDeps } from '../../lib/rate-limit-headers';
import { commonErrors, languageQuery } from '../../lib/route-schemas';
import { requestFormOf } from './crf.queries';
import { listEnquiries } from './enquiry.queries';
import { createEnquiry } from './enquiry.service';

const tags = ['enquiries'];

/** The customer's enquiries and the request forms of their request-based order items (issue #13). */
export const enquiryRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      ENQUIRY_PATH,
      {
        schema: {
          tags,
          summary:
            "Sends an enquiry about an enquiry-based product with the answers to its form. Every answer is checked by its field's data type; files are uploaded first (POST /cfs/rest/v3/files with attribute_id) and named by their path.",
          querystring: languageQuery,
          body: CreateEnquiryBody,
          response: { 200: CreateEnquiryResponse, ...commonErrors, 429: ErrorEnvelope },
        },
      },
      async (request, reply) => ok(await createEnquiry(await request.customerContext(), reportingDeps(reply, deps), request.body), 'Enquiry sent'),
    );

    app.get(
      ENQUIRY_PATH,
      {
        schema: {
          tags,
          summary:
            "The customer's enquiries, newest first, 10 a page, optionally one status or one enquiry (enquiry-id; with reveal=true its sensitive answers are shown).",
          querystring: EnquiryListQuery.extend(languageQuery.shape),
          response: { 200: EnquiryListResponse, ...commonErrors },
        },
      },
      async (request) => {
        const q = request.query;
        return ok(
          await listEnquiries(await request.customerContext(), {
            enquiryId: q['enquiry-id'],
            page: q['page-number'],
            limit: q['page-limit'],
            status: q['enquiry-status'],
            reveal: q.reveal === 'true',
          }),
        );
      },
    );

    app.get(
      CRF_ATTRIBUTES_PATH,
      {
        schema: {
          tags,
          summary: "The custom request form of the customer's own request-based order item, with its answers (sensitive ones masked unless reveal=true).",
          querystring: CustomerCrfQuery.extend(languageQuery.shape),
          response: { 200: CrfResponse, ...commonErrors },
        },
      },
      async (request) => ok(await requestFormOf(await request.customerContext(), request.query['order-item-id'], request.query.reveal === 'true')),
    );
  };

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DeliveryCheckBody, DeliveryCheckResponse, SlotListResponse, SlotQuery } from '@bazaar/contracts';
import type { ModuleDeps } from '../../module-deps';
import { ok } from '../../lib/envelope';
import { commonErrors, languageQuery } from '../../lib/route-schemas';
import { checkDelivery } from './delivery-check.service';
import { listSlots } from './slot.service';

const tags = ['delivery'];

/** Public delivery questions: a service's slots on a day, and whether a basket reaches a pincode. */
export const deliveryRoutes =
  (_deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/pbs/rest/v3/slots',
      {
        schema: {
          tags,
          summary:
            "A service's or bundle's bookable slots on a day (store time; when no date, the first offered day with a place left, else today), the places left in each, and the days to offer.",
          querystring: SlotQuery.extend(languageQuery.shape),
          response: { 200: SlotListResponse, ...commonErrors },
        },
      },
      async (request) => {
        return ok(await listSlots(await request.visitorContext(), request.query));
      },
    );

    app.post(
      '/pbs/rest/v3/delivery-check',
      {
        schema: {
          tags,
          summary: 'Which of up to 100 products can be delivered to a pincode, and the estimated delivery date of each.',
          querystring: languageQuery,
          body: DeliveryCheckBody,
          response: { 200: DeliveryCheckResponse, ...commonErrors },
        },
      },
      async (request) => ok(await checkDelivery(await request.visitorContext(), request.body)),
    );
  };

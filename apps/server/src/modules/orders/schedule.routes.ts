import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorEnvelope,
  ORDER_ITEMS_PATH,
  OrderItemIdParams,
  RescheduleBody,
  RescheduleSlotsQuery,
  RescheduleSlotsResponse,
  ServiceScheduleResponse,
} from '@bazaar/contracts';
import type { ModuleDeps } from '../../module-deps';
import { ok } from '../../lib/envelope';
import { commonErrors, languageQuery } from '../../lib/route-schemas';
import { sendRescheduleNotice } from './reschedule-notice';
import { rescheduleItem } from './reschedule.service';
import { serviceSchedule } from './schedule.queries';
import { slotsToMoveTo } from './schedule-slots';

const tags = ['orders'];
const refusals = { ...commonErrors, 409: ErrorEnvelope };

/** A booked service's schedule and moving it to another slot (issue #12, /trainingOverview); the owner's only. */
export const scheduleRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const item = `${ORDER_ITEMS_PATH}/:orderItemId`;
    app.get(
      `${item}/schedule`,
      {
        schema: {
          tags,
          summary: "A booked item's slot (store time), vendor and contact, where it happens, the vendor's reschedule rules and whether it can be moved now.",
          params: OrderItemIdParams,
          querystring: languageQuery,
          response: { 200: ServiceScheduleResponse, ...commonErrors },
        },
      },
      async (request) => {
        const ctx = await request.customerContext();
        return ok(await serviceSchedule(ctx.db, ctx, request.params.orderItemId));
      },
    );
    app.get(
      `${item}/schedule/slots`,
      {
        schema: {
          tags,
          summary: 'The slots of the booked product on a day (the first day with room when none is given), and which offered days have room.',
          params: OrderItemIdParams,
          querystring: RescheduleSlotsQuery.extend(languageQuery.shape),
          response: { 200: RescheduleSlotsResponse, ...refusals },
        },
      },
      async (request) => ok(await slotsToMoveTo(await request.customerContext(), request.params.orderItemId, request.query.date)),
    );
    app.post(
      `${item}/reschedule`,
      {
        schema: {
          tags,
          summary: "Moves the booking to another free slot of its product, within the vendor's notice and limit; tells the customer.",
          params: OrderItemIdParams,
          body: RescheduleBody,
          response: { 200: ServiceScheduleResponse, ...refusals },
        },
      },
      async (request) => {
        const ctx = await request.customerContext();
        const { schedule, from, to } = await rescheduleItem(ctx, request.params.orderItemId, request.body);
        sendRescheduleNotice(deps.db, deps.notifier, ctx.store, {
          orderId: schedule.item.order_id,
          product: schedule.item.product_name,
          vendor: schedule.vendor.vendor_name,
          from,
          to,
        });
        return ok(schedule, 'Booking moved');
      },
    );
  };

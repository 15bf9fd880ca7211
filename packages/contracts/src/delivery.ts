import { z } from 'zod';
import { ProductRef } from './cart';
import { PincodeSchema } from './fields';
import { envelope } from './envelope';
import { calendarDay, intParam } from './params';

/** Delivery: bookable time slots for services and bundles, and the pincode check for a basket. */

/** How far ahead slots can be booked. */
export const SLOT_DAYS_AHEAD = 60;

export const SlotDate = calendarDay('date');

/**
 * Without a date, the first of the offered days (from the store's today: the shopper's own calendar
 * may already be on another day) that has a place left; today when none has.
 */
export const SlotQuery = z.object({ date: SlotDate.optional(), product_id: intParam('product_id', { min: 1 }) });
/** Days offered by the slot picker, from the store's today. */
export const SLOT_DAYS_SHOWN = 7;

/** A slot id names the weekly schedule entry and the day: "<schedule id>@<yyyy-mm-dd>". */
export const SLOT_ID = /^(\d{1,9})@(\d{4}-\d{2}-\d{2})$/;
export const SlotId = z.string().regex(SLOT_ID, 'slot id must look like 12@2026-11-21');

export const Slot = z.object({
  slot_id: z.string(),
  product_id: z.number().int(),
  date: z.string(),
  /** Store-local times, HH:MM. */
  start_time: z.string(),
  end_time: z.string(),
  capacity: z.number().int(),
  remaining: z.number().int(),
  available: z.boolean(),
});
export type Slot = z.infer<typeof Slot>;
export const SlotListResponse = envelope(
  z.object({
    slots: z.array(Slot),
    date: z.string(),
    product_id: z.number().int(),
    /** The next SLOT_DAYS_SHOWN days in the store's calendar, today first. */
    days: z.array(z.string()),
  }),
);

export const DELIVERY_CHECK_MAX = 100;
export const DeliveryCheckBody = z.object({
  /** In the shape of a postal code here; the store's own rules are checked by the service. */
  pincode: PincodeSchema,
  products: z
    .array(ProductRef('products'), { error: 'products must be a list of product ids' })
    .min(1, 'products must name at least one product')
    .max(DELIVERY_CHECK_MAX, `products may name at most ${DELIVERY_CHECK_MAX} products`),
});
export type DeliveryCheckBody = z.infer<typeof DeliveryCheckBody>;

export const DeliveryCheckItem = z.object({
  product_id: z.number().int(),
  deliverable: z.boolean(),
  /** Days from order to delivery; null when it cannot be delivered there. */
  estimated_delivery_days: z.number().int().nullable(),
  estimated_delivery_date: z.string().nullable(),
});
export const DeliveryCheck = z.object({ pincode: z.string(), all_deliverable: z.boolean(), items: z.array(DeliveryCheckItem) });
export type DeliveryCheck = z.infer<typeof DeliveryCheck>;
export const DeliveryCheckResponse = envelope(DeliveryCheck);

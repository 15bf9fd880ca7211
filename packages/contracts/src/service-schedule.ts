import { z } from 'zod';
import { ProductType } from './catalogue';
import { Slot, SlotDate, SLOT_ID, SlotId } from './delivery';
import { envelope } from './envelope';
import { OrderItemStatus } from './orders';

/**
 * A booked service or bundle after purchase (issue #12, /trainingOverview): when and where it
 * happens, who gives it, the vendor's rules for moving it, and moving it to another slot. Slot
 * days and times are the store's wall clock (its time zone is given); deadlines are ISO instants.
 */

export const SERVICE_PLACE_KINDS = ['customer_address', 'vendor_address', 'online'] as const;
export type ServicePlaceKind = (typeof SERVICE_PLACE_KINDS)[number];

export const ServicePlace = z.discriminatedUnion('kind', [
  /** At the customer's: the order's delivery address as it was placed (null when the order had none). */
  z.object({ kind: z.literal('customer_address'), address: z.record(z.string(), z.string()).nullable() }),
  /** At the vendor's place: its address when it gave one, and its city. */
  z.object({ kind: z.literal('vendor_address'), address: z.string().nullable(), city: z.string() }),
  z.object({ kind: z.literal('online'), meeting_link: z.string() }),
]);
export type ServicePlace = z.infer<typeof ServicePlace>;

export const BookedSlot = z.object({ slot_id: z.string(), date: z.string(), start_time: z.string(), end_time: z.string() });
export type BookedSlot = z.infer<typeof BookedSlot>;

/** The vendor's terms: whether a booking may be moved, until how many hours before it starts, and how many times. */
export const RescheduleRules = z.object({
  reschedule_allowed: z.boolean(),
  notice_hours: z.number().int(),
  max_reschedules: z.number().int(),
});
export type RescheduleRules = z.infer<typeof RescheduleRules>;

/** Why the booking cannot be moved now. */
export const RESCHEDULE_BLOCKS = ['not_allowed', 'item_status', 'notice_passed', 'limit_reached'] as const;
export type RescheduleBlock = (typeof RESCHEDULE_BLOCKS)[number];

export const ScheduleActions = z.object({
  can_reschedule: z.boolean(),
  /** The last moment the booking may be moved (its start less the notice); null when the vendor does not move bookings. */
  reschedule_deadline: z.string().nullable(),
  /** The same moment on the store's wall clock (date yyyy-mm-dd, time HH:MM), to show beside the slot. */
  reschedule_deadline_local: z.object({ date: z.string(), time: z.string() }).nullable(),
  reschedules_left: z.number().int(),
  reason: z.enum(RESCHEDULE_BLOCKS).nullable(),
});
export type ScheduleActions = z.infer<typeof ScheduleActions>;

export const ServiceSchedule = z.object({
  item: z.object({
    order_id: z.number().int(),
    order_item_id: z.number().int(),
    product_id: z.number().int(),
    product_name: z.string(),
    product_image: z.string(),
    product_type: ProductType,
    quantity: z.number().int(),
    status: OrderItemStatus,
  }),
  vendor: z.object({
    vendor_id: z.number().int(),
    vendor_name: z.string(),
    /** How to reach the vendor; null when it gave neither a phone nor an email. */
    contact: z.object({ phone: z.string().nullable(), email: z.string().nullable() }).nullable(),
  }),
  slot: BookedSlot,
  /** The store's time zone, in which the slot's day and times are given. */
  time_zone: z.string(),
  /** Null when the vendor has not said where the service happens. */
  place: ServicePlace.nullable(),
  rules: RescheduleRules,
  actions: ScheduleActions,
  /** Earlier moves of this booking, oldest first. */
  reschedules: z.array(z.object({ from: BookedSlot, to: BookedSlot, actor: z.enum(['customer', 'vendor', 'system']), created_at: z.string() })),
});
export type ServiceSchedule = z.infer<typeof ServiceSchedule>;
export const ServiceScheduleResponse = envelope(ServiceSchedule);

/** Without a date: the first of the offered days that has a free slot (or the store's today when none has). */
export const RescheduleSlotsQuery = z.object({ date: SlotDate.optional() });

export const RescheduleSlots = z.object({
  product_id: z.number().int(),
  date: z.string(),
  /** The day's slots; the booked one is among them while it is on that day. */
  slots: z.array(Slot),
  /** The days offered, today first, each saying whether a slot other than the booked one has room. */
  days: z.array(z.object({ date: z.string(), free: z.boolean() })),
});
export type RescheduleSlots = z.infer<typeof RescheduleSlots>;
export const RescheduleSlotsResponse = envelope(RescheduleSlots);

export const RescheduleBody = z
  .object({ slot_id: SlotId, date: SlotDate })
  .refine((b) => SLOT_ID.exec(b.slot_id)?.[2] === b.date, { message: 'date must be the day the slot_id names', path: ['date'] });
export type RescheduleBody = z.infer<typeof RescheduleBody>;

/** Where and when products can be delivered: pincode checks, slot timetables and bookings. */
export { deliveryRoutes } from './delivery.routes';
export { bookSlot, checkSlot, listSlots, releaseSlot, slotLabels, slotWeek, type SlotLabel } from './slot.service';
export { addDays, endOfDayAfter, storeNow, zonedInstant } from './store-clock';

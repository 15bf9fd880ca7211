/** Where and when products can be delivered: pincode checks, slot timetables and bookings. */
export { deliveryRoutes } from './delivery.routes';
export { bookSlot } from './slot.service';

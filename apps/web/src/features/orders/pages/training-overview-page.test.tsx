import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RescheduleSlots, ServiceSchedule, Slot } from '@bazaar/contracts';
import { preloadSideSheet } from '@/components/ui/side-sheet';
import { recordNamespaces } from '@/features/i18n/testing/record-namespaces';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderOrdersPage, signInForOrderTests } from '../testing/render-orders-page';
import { fakeOrderRecord, fakeRecordItem } from '../testing/fixtures';
import OrderDetailsPage from './order-details-page';
import TrainingOverviewPage from './training-overview-page';

signInForOrderTests();
beforeAll(() => preloadSideSheet());

const SCHEDULE = 'GET /cfs/rest/v3/order-items/7/schedule';
const SLOTS = 'GET /cfs/rest/v3/order-items/7/schedule/slots';
const MOVE = 'POST /cfs/rest/v3/order-items/7/reschedule';
const renderPage = (entry = '/trainingOverview/7/41') => renderOrdersPage(<TrainingOverviewPage />, { path: '/trainingOverview/:orderItemId/:orderId', entry });

const booked = { slot_id: '5@2026-11-25', date: '2026-11-25', start_time: '09:00', end_time: '10:00' };
const schedule = (extra: Partial<ServiceSchedule> = {}): ServiceSchedule => ({
  item: {
    order_id: 41,
    order_item_id: 7,
    product_id: 21,
    product_name: 'Kitchen Deep Cleaning',
    product_image: '',
    product_type: 'Service',
    quantity: 1,
    status: 'InProgress',
  },
  vendor: { vendor_id: 3, vendor_name: 'GharSeva', contact: { phone: '+91 80 4719 2200', email: 'bookings@gharseva.example' } },
  slot: booked,
  time_zone: 'Asia/Kolkata',
  place: { kind: 'customer_address', address: { name: 'Priya Sharma', line1: '221, 12th Main', city: 'Bengaluru', pincode: '560102' } },
  rules: { reschedule_allowed: true, notice_hours: 4, max_reschedules: 2 },
  actions: {
    can_reschedule: true,
    reschedule_deadline: '2026-11-24T23:30:00.000Z',
    reschedule_deadline_local: { date: '2026-11-25', time: '05:00' },
    reschedules_left: 2,
    reason: null,
  },
  reschedules: [],
  ...extra,
});
const slot = (id: string, date: string, start: string, remaining: number): Slot => ({
  slot_id: `${id}@${date}`,
  product_id: 21,
  date,
  start_time: start,
  end_time: `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00`,
  capacity: 3,
  remaining,
  available: remaining > 0,
});
const days = ['2026-11-24', '2026-11-25', '2026-11-26'].map((date) => ({ date, free: date !== '2026-11-24' }));
const slotsOn = (date: string): RescheduleSlots => ({
  product_id: 21,
  date,
  days,
  slots: date === '2026-11-25' ? [slot('5', date, '09:00', 2), slot('6', date, '14:00', 0), slot('8', date, '17:00', 1)] : [slot('5', date, '09:00', 3)],
});

describe('TrainingOverviewPage', () => {
  it('shows when and where, the vendor and contact, and the rules in plain words', async () => {
    mockApi({ [SCHEDULE]: () => ok(schedule()) });
    const namespaces = recordNamespaces();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kitchen Deep Cleaning' })).toBeInTheDocument();
    namespaces.expectAllListed('training-overview');
    expect(screen.getByRole('link', { name: /Back to order #41/ })).toHaveAttribute('href', '/userprofile/order/41');
    expect(screen.getByRole('region', { name: 'When' })).toHaveTextContent('25 Nov 2026');
    expect(screen.getByRole('region', { name: 'When' })).toHaveTextContent('09:00 AM – 10:00 AM');
    expect(screen.getByRole('region', { name: 'When' })).toHaveTextContent("store's local time (Asia/Kolkata)");
    expect(screen.getByRole('region', { name: 'Where' })).toHaveTextContent('At your addressPriya Sharma221, 12th MainBengaluru, 560102');
    const vendor = screen.getByRole('region', { name: 'With' });
    expect(within(vendor).getByRole('link', { name: '+91 80 4719 2200' })).toHaveAttribute('href', 'tel:+918047192200');
    expect(within(vendor).getByRole('link', { name: 'bookings@gharseva.example' })).toHaveAttribute('href', 'mailto:bookings@gharseva.example');
    const rules = screen.getByRole('region', { name: 'Changing the time' });
    expect(rules).toHaveTextContent('GharSeva moves a booking free of charge up to 4 hours before it starts.');
    expect(rules).toHaveTextContent('Each booking can be moved up to 2 times.');
    expect(rules).toHaveTextContent('You can reschedule until 25 Nov 2026, 05:00 AM. 2 changes left.');
  });

  it('opens an online session by its link, and says why a booking cannot be moved', async () => {
    mockApi({
      [SCHEDULE]: () =>
        ok(
          schedule({
            place: { kind: 'online', meeting_link: 'https://meet.jit.si/GharSeva-yoga' },
            actions: { ...schedule().actions, can_reschedule: false, reason: 'notice_passed' },
          }),
        ),
    });
    renderPage();
    const link = await screen.findByRole('link', { name: /^Join the online session\s*\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', 'https://meet.jit.si/GharSeva-yoga');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('region', { name: 'Changing the time' })).toHaveTextContent('Changes closed on 25 Nov 2026 at 05:00 AM');
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
  });

  it('moves the booking: opens on the first day with room, offers its free slots, confirms the new time, then shows it', async () => {
    let current = schedule();
    const api = mockApi({
      [SCHEDULE]: () => ok(current),
      [SLOTS]: (call) => ok(slotsOn(call.url.searchParams.get('date') ?? '2026-11-25')),
      [MOVE]: (call) => {
        current = schedule({ slot: { slot_id: call.body.slot_id, date: call.body.date, start_time: '17:00', end_time: '18:00' } });
        return ok(current);
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule' });
    const dayGroup = await within(dialog).findByRole('radiogroup', { name: 'Day' });
    expect(within(dayGroup).getByRole('radio', { checked: true })).toHaveTextContent('25 Nov 2026');
    const times = await within(dialog).findByRole('radiogroup', { name: 'Time' });
    expect(within(times).getByRole('radio', { name: /09:00 AM.*Your current time/ })).toBeDisabled();
    expect(within(times).getByRole('radio', { name: /02:00 PM.*Full/ })).toBeDisabled();
    // Keyboard: the free slot holds the group's tab stop.
    const free = within(times).getByRole('radio', { name: /05:00 PM.*Available/ });
    expect(free).toHaveAttribute('tabindex', '0');
    free.focus();
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByRole('heading', { name: 'Confirm the new time' })).toHaveFocus();
    expect(dialog).toHaveTextContent('Move your booking to 25 Nov 2026, 05:00 PM–06:00 PM?');
    await user.click(within(dialog).getByRole('button', { name: 'Move my booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/cfs/rest/v3/order-items/7/reschedule')[0]!.body).toEqual({ slot_id: '8@2026-11-25', date: '2026-11-25' });
    expect(await screen.findByText('Your booking is now on 25 Nov 2026 at 05:00 PM.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'When' })).toHaveTextContent('05:00 PM – 06:00 PM');
  });

  it('shows the server’s message when the move is refused, back at the choice of slot', async () => {
    mockApi({
      [SCHEDULE]: () => ok(schedule()),
      [SLOTS]: () => ok(slotsOn('2026-11-26')),
      [MOVE]: () => fail(409, 'This time slot is full; please choose another'),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule' });
    await user.click(await within(dialog).findByRole('radio', { name: /09:00 AM.*Available/ }));
    await user.click(await within(dialog).findByRole('button', { name: 'Move my booking' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This time slot is full; please choose another');
    expect(within(dialog).getByRole('heading', { name: 'Choose a new time' })).toBeInTheDocument();
  });

  it('says not found for another customer’s item, or an item of another order', async () => {
    mockApi({ [SCHEDULE]: () => fail(404, 'There is no order item 7 among your orders') });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Booking not found' })).toBeInTheDocument();
  });

  it('says not found when the item belongs to another order than the address names', async () => {
    mockApi({ [SCHEDULE]: () => ok(schedule()) });
    renderPage('/trainingOverview/7/42');
    expect(await screen.findByRole('heading', { name: 'Booking not found' })).toBeInTheDocument();
  });

  it('shows a skeleton while loading and a retry when loading fails', async () => {
    mockApi({ [SCHEDULE]: () => fail(500, 'Server down') });
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Server down');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the order page’s slot line', () => {
  it('links a booked item to its booking page', async () => {
    mockApi({
      'GET /cfs/rest/v3/orders/41': () =>
        ok(fakeOrderRecord({ order_items: [fakeRecordItem({ order_item_id: 7, product_name: 'Kitchen Deep Cleaning', slot: booked })] })),
    });
    renderOrdersPage(<OrderDetailsPage />, { path: '/userprofile/order/:orderId', entry: '/userprofile/order/41' });
    const link = await screen.findByRole('link', { name: 'Booking details: Kitchen Deep Cleaning' });
    expect(link).toHaveAttribute('href', '/trainingOverview/7/41');
  });
});

import { act } from '@testing-library/react';
import { toast as sonnerToast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';
import { renderWithShell } from '@/test/render-with-shell';
import type { VendorOrderItem, VendorSession } from '@bazaar/contracts';
import VendorConsolePage from '../pages/vendor-console-page';
import { endVendorSession, saveVendorSession } from '../vendor-session';

export const VMS = '/vms/rest/v3';
export const ITEMS = `${VMS}/order-items`;
export const transition = (id: number) => `${ITEMS}/${id}/transition`;

export const fakeVendorSession = (extra: Partial<VendorSession> = {}): VendorSession => ({
  access_token: 'vendor-token-1',
  expires_in: 28_800,
  token_type: 'Bearer',
  vendor_id: 3,
  vendor_name: 'Rangrez Block Prints',
  user_name: 'Farida Chhipa',
  ...extra,
});

let nextId = 100;
/** An order item as GET /vms/rest/v3/order-items gives it; ids are unique per call. */
export function fakeVendorItem(extra: Partial<VendorOrderItem> = {}): VendorOrderItem {
  const id = ++nextId;
  return {
    order_item_id: id,
    order_id: 5000 + id,
    placed_at: '2026-03-02T10:30:00.000Z',
    customer_name: 'Asha Rao',
    deliver_to: 'Jaipur 302001',
    product_id: 7,
    product_name: `Indigo kurta ${id}`,
    product_image: 'products/kurta.jpg',
    item_type: 'standard_item',
    quantity: 2,
    line_total: 1798,
    currency: { symbol: '₹', iso_code: 'INR', number_to_basic: 100 },
    payment_mode: 'online_payment',
    payment_status: 'Completed',
    status: 'Received',
    slot: null,
    return_request: null,
    refund: null,
    next: ['InProgress', 'Rejected'],
    ...extra,
  };
}

/** Times in UTC; the tab's vendor session, toasts and fetch cleaned up after each test. */
export function setUpVendorTests({ signedIn }: { signedIn: boolean }) {
  beforeEach(() => {
    vi.stubEnv('TZ', 'UTC');
    if (signedIn) saveVendorSession(fakeVendorSession());
  });
  afterEach(() => {
    act(() => {
      sonnerToast.dismiss();
      endVendorSession({ expired: false });
    });
    window.sessionStorage.clear();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });
}

export const renderVendorConsole = (entry = '/vendor-console') => renderWithShell(<VendorConsolePage />, { path: '/vendor-console', entry, toaster: true });

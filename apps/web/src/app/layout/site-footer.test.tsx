import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { StoreSettings } from '@bazaar/contracts';
import { StoreHighlights } from '@/features/home/components/store-highlights';
import { StoreContext } from '@/lib/store-context';
import { fakeSettings, fakeStoreState, southAfricanSettings } from '@/test/store-fixtures';
import { SiteFooter } from './site-footer';

function renderWith(settings: StoreSettings, language = 'en') {
  return render(
    <StoreContext.Provider value={fakeStoreState({ settings, language })}>
      <MemoryRouter>
        <StoreHighlights />
        <SiteFooter />
      </MemoryRouter>
    </StoreContext.Provider>,
  );
}

describe("the payment methods and postal codes the footer and the home page's promises name", () => {
  it('name only what the South African store takes (no UPI) and its postal codes', () => {
    renderWith(southAfricanSettings());
    expect(screen.getByText('Secure payments by cash on delivery or card')).toBeInTheDocument();
    expect(screen.getByText('Pay by cash on delivery or card, through trusted payment partners.')).toBeInTheDocument();
    expect(screen.getByText('Check delivery to your postal code before you buy and pick a slot for services.')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/UPI|PIN code/);
  });

  it('name UPI, net banking and Amazon Pay in the Indian store that takes them, and its PIN codes', () => {
    renderWith({ ...fakeSettings(), store_payment_options: ['cash_on_delivery', 'card', 'upi', 'net_banking', 'amazon_pay'] });
    expect(screen.getByText('Secure payments by cash on delivery, card, UPI, net banking, or Amazon Pay')).toBeInTheDocument();
    expect(screen.getByText('Check delivery to your PIN code before you buy and pick a slot for services.')).toBeInTheDocument();
  });

  it('promise no way to pay when the store has none switched on', () => {
    renderWith({ ...fakeSettings(), store_payment_options: [] });
    expect(screen.queryByText(/Secure payments/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pay your way' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Many vendors, one cart' })).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoreContext } from '@/lib/store-context';
import { fakeSettings, fakeStoreState } from '@/test/store-fixtures';
import { DeliveryBanner } from './delivery-banner';

function renderBanner(delivery: { delivery_fee: number; free_delivery_from: number }) {
  const settings = { ...fakeSettings(), store_delivery_settings: delivery };
  return render(
    <StoreContext.Provider value={fakeStoreState({ settings })}>
      <DeliveryBanner />
    </StoreContext.Provider>,
  );
}

describe('the delivery banner says what checkout will charge', () => {
  it("names the store's free-delivery amount in its currency", () => {
    renderBanner({ delivery_fee: 45, free_delivery_from: 500 });
    expect(screen.getByText('Free delivery on orders of R 500 or more from a vendor')).toBeInTheDocument();
  });

  it('says delivery is free when the store charges nothing', () => {
    renderBanner({ delivery_fee: 0, free_delivery_from: 0 });
    expect(screen.getByText('Free delivery on every order')).toBeInTheDocument();
  });

  it('promises nothing when delivery is always charged', () => {
    const { container } = renderBanner({ delivery_fee: 49, free_delivery_from: 0 });
    expect(container).toBeEmptyDOMElement();
  });
});

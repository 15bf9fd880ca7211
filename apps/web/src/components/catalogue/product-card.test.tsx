import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeProduct, renderWithShell } from '@/test/catalogue-fixtures';
import { coverUrl } from '@/lib/file-url';
import { ProductCard } from './product-card';

const card = () => screen.getByRole('article');

describe('ProductCard', () => {
  it('shows the selling price with the currency symbol and 2 decimals, the struck price and the discount', () => {
    renderWithShell(<ProductCard product={fakeProduct({ product_price: 1200, final_price: 900 })} />);
    expect(within(card()).getByText('R900.00')).toBeInTheDocument();
    const struck = within(card()).getByText('R1200.00');
    expect(struck.closest('s')).not.toBeNull();
    expect(within(card()).getByText('25% off')).toBeInTheDocument();
  });

  it('truncates the discount percentage rather than rounding it', () => {
    renderWithShell(<ProductCard product={fakeProduct({ product_price: 300, final_price: 199 })} />);
    expect(screen.getByText('33% off')).toBeInTheDocument();
  });

  it('shows a plain price and no badge when there is no discount', () => {
    renderWithShell(<ProductCard product={fakeProduct({ product_price: 500, final_price: 500 })} />);
    expect(screen.getByText('R500.00')).toBeInTheDocument();
    expect(screen.queryByText(/% off/)).not.toBeInTheDocument();
    expect(card().querySelector('s')).toBeNull();
  });

  it("says 'Free' for a zero price", () => {
    renderWithShell(<ProductCard product={fakeProduct({ product_price: 0, final_price: 0 })} />);
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.queryByText(/R\d/)).not.toBeInTheDocument();
  });

  it('shows no price at all when the vendor hides it', () => {
    renderWithShell(<ProductCard product={fakeProduct({ price_visibility: false, product_price: null, final_price: null })} />);
    expect(screen.queryByText(/R\d/)).not.toBeInTheDocument();
    expect(screen.queryByText('Free')).not.toBeInTheDocument();
    // Even if prices slipped through, an explicit false hides them.
    renderWithShell(<ProductCard product={fakeProduct({ price_visibility: false, product_price: 10, final_price: 5 })} />);
    expect(screen.queryByText(/R\d/)).not.toBeInTheDocument();
  });

  it('links to the product page and shows the first image lazily with the name as alt text', () => {
    const product = fakeProduct({ product_id: 42, product_name: 'Brass lamp', product_image: 'p/42/one.jpg, p/42/two.jpg' });
    renderWithShell(<ProductCard product={product} />);
    expect(screen.getByRole('link', { name: 'Brass lamp' })).toHaveAttribute('href', '/ProductDetails?PId=42');
    const img = screen.getByRole('img', { name: 'Brass lamp' });
    expect(img).toHaveAttribute('src', '/files/p/42/one.jpg');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('Jaipur Crafts')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.2 out of 5' })).toBeInTheDocument();
  });

  it("gives the picture its square proportions, and loads a priority card's at once and first", () => {
    renderWithShell(<ProductCard product={fakeProduct({ product_name: 'Brass lamp' })} priority />);
    const img = screen.getByRole('img', { name: 'Brass lamp' });
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '400');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).not.toHaveAttribute('loading');
  });

  it('builds no image URL from an empty image list', () => {
    expect(coverUrl('')).toBeNull();
    expect(coverUrl('/a/b.png')).toBe('/files/a/b.png');
  });
});

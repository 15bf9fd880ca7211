import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeProduct, renderWithShell } from '@/test/catalogue-fixtures';
import { coverUrl } from '@/lib/file-url';
import { ProductCard } from './product-card';

const card = () => screen.getByRole('article');

describe('ProductCard', () => {
  it('shows the selling price with the currency symbol, digit groups and 2 decimals, the struck price and the discount', () => {
    renderWithShell(<ProductCard product={fakeProduct({ product_price: 12000, final_price: 9000 })} />);
    // The store's rand in English: the symbol, a (no-break) space, thousands grouped.
    expect(within(card()).getByText('R 9,000.00')).toBeInTheDocument();
    const struck = within(card()).getByText('R 12,000.00');
    expect(struck.closest('s')).not.toBeNull();
    expect(within(card()).getByText('25% off')).toBeInTheDocument();
  });

  it('truncates the discount percentage rather than rounding it', () => {
    renderWithShell(<ProductCard product={fakeProduct({ product_price: 300, final_price: 199 })} />);
    expect(screen.getByText('33% off')).toBeInTheDocument();
  });

  it('shows a plain price and no badge when there is no discount', () => {
    renderWithShell(<ProductCard product={fakeProduct({ product_price: 500, final_price: 500 })} />);
    expect(screen.getByText('R 500.00')).toBeInTheDocument();
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

  it('marks an out-of-stock product with a badge over a dimmed picture', () => {
    renderWithShell(<ProductCard product={fakeProduct({ product_name: 'Brass lamp', in_stock: false })} />);
    const badge = within(card()).getByText('Out of stock');
    expect(badge).toBeVisible();
    expect(screen.getByRole('img', { name: 'Brass lamp' }).parentElement).toHaveClass('opacity-60');
    // Read before the name, so a screen reader hears it with the card.
    expect(badge.compareDocumentPosition(screen.getByRole('link', { name: 'Brass lamp' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('leaves an in-stock product, or one whose stock is not known, unmarked', () => {
    renderWithShell(<ProductCard product={fakeProduct({ in_stock: true })} />);
    const { in_stock: _unknown, ...unknown } = fakeProduct();
    renderWithShell(<ProductCard product={unknown} />);
    expect(screen.queryByText('Out of stock')).not.toBeInTheDocument();
    for (const img of screen.getAllByRole('img', { name: /Hand-woven basket/ })) expect(img.parentElement).not.toHaveClass('opacity-60');
  });

  it('builds no image URL from an empty image list', () => {
    expect(coverUrl('')).toBeNull();
    expect(coverUrl('/a/b.png')).toBe('/files/a/b.png');
  });
});

describe('ProductCard without ratings', () => {
  it("says 'No ratings yet' instead of five empty stars", () => {
    renderWithShell(<ProductCard product={fakeProduct({ product_name: 'New lamp', rating: 0, rating_count: 0 })} />);
    expect(within(card()).getByText('No ratings yet')).toBeInTheDocument();
    expect(within(card()).queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
    expect(within(card()).queryByText('(0)')).not.toBeInTheDocument();
  });

  it('shows the stars and the count once someone has rated it', () => {
    renderWithShell(<ProductCard product={fakeProduct({ rating: 3.4, rating_count: 175 })} />);
    expect(within(card()).getByRole('img', { name: 'Rated 3.4 out of 5' })).toBeInTheDocument();
    expect(within(card()).getByText('(175)')).toBeInTheDocument();
    expect(within(card()).queryByText('No ratings yet')).not.toBeInTheDocument();
  });
});

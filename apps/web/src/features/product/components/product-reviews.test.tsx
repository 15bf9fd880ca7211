import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '@/test/catalogue-fixtures';
import { mockApi, ok } from '@/test/mock-api';
import { ProductReviews, RatingsAndReviews } from './product-reviews';

afterEach(() => {
  vi.unstubAllGlobals();
});

const noReviews = { average: 0, count: 0, by_star: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } };
const threeReviews = { average: 4.33, count: 3, by_star: { '1': 0, '2': 0, '3': 0, '4': 2, '5': 1 } };
const review = (id: number, rating: number, text: string, title = '') => ({
  review_id: id,
  product_id: 42,
  rating,
  title,
  text,
  author_name: `Shopper ${id}`,
  created_at: '2024-01-05T10:00:00.000Z',
});

describe('RatingsAndReviews', () => {
  it.each([
    [344, 3, '344 ratings & 3 reviews'],
    [1, 1, '1 rating & 1 review'],
    [0, 0, '0 ratings & 0 reviews'],
  ])('says %i ratings and %i reviews apart', (ratings, reviews, text) => {
    render(<RatingsAndReviews ratingCount={ratings} reviewCount={reviews} />);
    expect(document.body).toHaveTextContent(text);
  });
});

/** 344 ratings averaging 4.2: the bars count these, not the few written reviews. */
const ratings344 = { '5': 180, '4': 110, '3': 30, '2': 14, '1': 10 };
const none = { '5': 0, '4': 0, '3': 0, '2': 0, '1': 0 };
const bars = () =>
  within(screen.getByRole('list', { name: 'Ratings by star' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('ProductReviews', () => {
  it('with ratings but no written reviews, shows the average and bars that count every rating', async () => {
    mockApi({ 'GET /pbs/rest/v3/products/42/reviews': () => ok({ reviews: [], total: 0, summary: noReviews }) });
    renderWithShell(<ProductReviews productId={42} summary={noReviews} overall={{ rating: 4.2, ratingCount: 344, breakdown: ratings344 }} />);
    expect(await screen.findByText(/^No written reviews yet\./)).toBeInTheDocument();
    expect(screen.getByText('4.2')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.2 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('344 ratings & 0 reviews')).toBeInTheDocument();
    expect(bars()).toEqual(['5 star180', '4 star110', '3 star30', '2 star14', '1 star10']);
  });

  it('draws each bar as its share of all the ratings', async () => {
    mockApi({ 'GET /pbs/rest/v3/products/42/reviews': () => ok({ reviews: [], total: 0, summary: noReviews }) });
    renderWithShell(<ProductReviews productId={42} summary={noReviews} overall={{ rating: 4.2, ratingCount: 344, breakdown: ratings344 }} />);
    await screen.findByText(/^No written reviews yet\./);
    const widths = [...screen.getByRole('list', { name: 'Ratings by star' }).querySelectorAll('[aria-hidden="true"] > span')].map(
      (bar) => (bar as HTMLElement).style.width,
    );
    // 180 of 344 is 52%, 10 of 344 is 3%.
    expect(widths).toEqual(['52%', '32%', '9%', '4%', '3%']);
  });

  it("with no ratings at all, says 'No ratings yet' instead of a 0.0 and empty bars", async () => {
    mockApi({ 'GET /pbs/rest/v3/products/42/reviews': () => ok({ reviews: [], total: 0, summary: noReviews }) });
    renderWithShell(<ProductReviews productId={42} summary={noReviews} overall={{ rating: 0, ratingCount: 0, breakdown: none }} />);
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
    expect(screen.getByText('No ratings yet')).toBeInTheDocument();
    expect(screen.queryByText('0.0')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Ratings by star' })).not.toBeInTheDocument();
  });

  it('lists written reviews beside bars of all the ratings, not of the written ones', async () => {
    mockApi({
      'GET /pbs/rest/v3/products/42/reviews': () =>
        ok({ reviews: [review(1, 5, 'Lovely border', 'Worth it'), review(2, 4, 'Soft silk'), review(3, 4, '')], total: 3, summary: threeReviews }),
    });
    renderWithShell(<ProductReviews productId={42} summary={threeReviews} overall={{ rating: 4.2, ratingCount: 344, breakdown: ratings344 }} />);
    expect(await screen.findByText('Lovely border')).toBeInTheDocument();
    // A title, where the shopper gave one, heads the review's text.
    expect(screen.getByText('Worth it').nextElementSibling).toHaveTextContent('Lovely border');
    expect(screen.getByText('344 ratings & 3 reviews')).toBeInTheDocument();
    expect(bars()).toEqual(['5 star180', '4 star110', '3 star30', '2 star14', '1 star10']);
  });
});

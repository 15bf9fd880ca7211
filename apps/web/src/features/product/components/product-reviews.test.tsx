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

describe('ProductReviews', () => {
  it('with ratings but no written reviews, keeps the overall rating and says no one has written one', async () => {
    mockApi({ 'GET /pbs/rest/v3/products/42/reviews': () => ok({ reviews: [], total: 0, summary: noReviews }) });
    renderWithShell(<ProductReviews productId={42} summary={noReviews} overall={{ rating: 4.2, ratingCount: 344 }} />);
    expect(await screen.findByText(/^No written reviews yet\./)).toBeInTheDocument();
    expect(screen.getByText('4.2')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.2 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('344 ratings & 0 reviews')).toBeInTheDocument();
    // No per-star split without written reviews: empty bars would contradict the 4.2.
    expect(screen.queryByRole('list', { name: 'Ratings by star' })).not.toBeInTheDocument();
  });

  it('with no ratings at all, says there are no reviews yet', async () => {
    mockApi({ 'GET /pbs/rest/v3/products/42/reviews': () => ok({ reviews: [], total: 0, summary: noReviews }) });
    renderWithShell(<ProductReviews productId={42} summary={noReviews} overall={{ rating: 0, ratingCount: 0 }} />);
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
  });

  it('lists written reviews with the split by star', async () => {
    mockApi({
      'GET /pbs/rest/v3/products/42/reviews': () =>
        ok({ reviews: [review(1, 5, 'Lovely border', 'Worth it'), review(2, 4, 'Soft silk'), review(3, 4, '')], total: 3, summary: threeReviews }),
    });
    renderWithShell(<ProductReviews productId={42} summary={threeReviews} overall={{ rating: 4.3, ratingCount: 344 }} />);
    expect(await screen.findByText('Lovely border')).toBeInTheDocument();
    // A title, where the shopper gave one, heads the review's text.
    expect(screen.getByText('Worth it').nextElementSibling).toHaveTextContent('Lovely border');
    expect(screen.getByText('344 ratings & 3 reviews')).toBeInTheDocument();
    const split = screen.getByRole('list', { name: 'Ratings by star' });
    expect(
      within(split)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['5 star1', '4 star2', '3 star0', '2 star0', '1 star0']);
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating } from './star-rating';

const filled = (container: HTMLElement) => container.querySelectorAll('svg[data-filled="true"]').length;

describe('StarRating', () => {
  it('is one image named by its label, with the rating rounded to whole stars', () => {
    const { container } = render(<StarRating value={3.6} label="Rated 3.6 out of 5" />);
    expect(screen.getByRole('img', { name: 'Rated 3.6 out of 5' })).toBeInTheDocument();
    expect(filled(container)).toBe(4);
  });

  it('keeps the value within 0 to 5', () => {
    expect(filled(render(<StarRating value={9} label="x" />).container)).toBe(5);
    expect(filled(render(<StarRating value={-1} label="y" />).container)).toBe(0);
  });

  it('is hidden from screen readers without a label, as decoration next to text', () => {
    const { container } = render(<StarRating value={4} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});

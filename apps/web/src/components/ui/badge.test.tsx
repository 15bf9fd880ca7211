import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge';

describe('Badge', () => {
  it.each([
    ['default', 'bg-primary'],
    ['secondary', 'bg-secondary'],
    ['destructive', 'bg-red-600'],
    ['outline', 'border-line'],
  ] as const)('styles the %s variant', (variant, expected) => {
    render(<Badge variant={variant}>New</Badge>);
    const badge = screen.getByText('New');
    expect(badge).toHaveClass(expected);
    expect(badge).toHaveAttribute('data-variant', variant);
  });

  it('falls back to the default variant', () => {
    render(<Badge>New</Badge>);
    expect(screen.getByText('New')).toHaveAttribute('data-variant', 'default');
  });

  it('keeps caller classes and attributes', () => {
    render(
      <Badge className="ms-2" aria-label="3 new orders">
        3
      </Badge>,
    );
    const badge = screen.getByLabelText('3 new orders');
    expect(badge).toHaveClass('ms-2', 'rounded-full');
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SPINNER_DEFAULT_COLOR, Spinner } from './spinner';

describe('Spinner', () => {
  it('announces loading with a translated label', () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('is grey when no colour is passed', () => {
    expect(SPINNER_DEFAULT_COLOR).toBe('#9ca3af');
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveStyle({ color: '#9ca3af' });
  });

  it('uses the colour passed by the caller', () => {
    render(<Spinner fullScreen color="#ff0000" />);
    expect(screen.getByRole('status')).toHaveStyle({ color: '#ff0000' });
  });

  it('covers and centres on the page in full-screen mode', () => {
    render(<Spinner fullScreen />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('data-full-screen', 'true');
    expect(status).toHaveClass('fixed', 'inset-0', 'items-center', 'justify-center');
  });

  it('stays inline by default', () => {
    render(<Spinner />);
    const status = screen.getByRole('status');
    expect(status).not.toHaveAttribute('data-full-screen');
    expect(status).not.toHaveClass('fixed');
  });
});

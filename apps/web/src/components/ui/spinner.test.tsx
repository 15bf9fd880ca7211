import { render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SPINNER_DEFAULT_COLOR, Spinner } from './spinner';

describe('Spinner', () => {
  it('announces loading with a translated label', () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('shows at once while the copy is still loading (it is the start-up fallback), unnamed until it comes', () => {
    const loaded = vi.spyOn(i18n, 'hasLoadedNamespace').mockReturnValue(false);
    const load = vi.spyOn(i18n, 'loadNamespaces').mockReturnValue(new Promise(() => {}));
    render(
      <Suspense fallback={<p>suspended</p>}>
        <Spinner fullScreen />
      </Suspense>,
    );
    loaded.mockRestore();
    load.mockRestore();
    expect(screen.queryByText('suspended')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).not.toHaveAttribute('aria-label');
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

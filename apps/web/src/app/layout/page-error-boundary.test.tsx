import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorPage } from '@/features/store/components/error-page';
import { PageErrorBoundary } from './page-error-boundary';

function Broken(): never {
  throw new Error('page failed');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the error page', () => {
  it('is the main landmark when it stands alone (the store could not be loaded)', () => {
    render(<ErrorPage />);
    expect(screen.getByRole('alert').tagName).toBe('MAIN');
  });

  it('is not a second main inside the layout, whose <main> already holds it (a page that failed)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(
      <main>
        <PageErrorBoundary resetKey="/cart">
          <Broken />
        </PageErrorBoundary>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(container.querySelectorAll('main')).toHaveLength(1);
  });
});

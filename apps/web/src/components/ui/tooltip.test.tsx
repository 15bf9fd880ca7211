import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_DELAY_MS, TOOLTIP_SIDE_OFFSET, TOOLTIP_SKIP_DELAY_MS, Tooltip, TooltipProvider } from './tooltip';

beforeEach(() => {
  // Radix measures the trigger with ResizeObserver, which jsdom does not implement.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderTooltip() {
  return render(
    <TooltipProvider>
      <Tooltip content="Add to wishlist">
        <button type="button">Save</button>
      </Tooltip>
    </TooltipProvider>,
  );
}

describe('Tooltip', () => {
  it('uses the product timings', () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
    expect(TOOLTIP_SIDE_OFFSET).toBe(4);
  });

  it('opens only after the hover delay', () => {
    // fireEvent rather than user-event: Testing Library's async wrapper waits on a real setTimeout,
    // which never fires under Vitest's fake timers.
    vi.useFakeTimers();
    renderTooltip();

    fireEvent.pointerMove(screen.getByRole('button', { name: 'Save' }), { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 50);
    });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Add to wishlist');
  });

  it('opens a neighbour at once within the skip delay, and delays again after it', () => {
    vi.useFakeTimers();
    render(
      <TooltipProvider>
        <Tooltip content="Add to wishlist">
          <button type="button">Save</button>
        </Tooltip>
        <Tooltip content="Share this product">
          <button type="button">Share</button>
        </Tooltip>
      </TooltipProvider>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    const share = screen.getByRole('button', { name: 'Share' });

    fireEvent.pointerMove(save, { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(TOOLTIP_DELAY_MS);
    });
    // Closed with Escape: a synthetic pointer leave would be held open by Radix's hoverable-content grace area.
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    fireEvent.pointerLeave(save, { pointerType: 'mouse' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS - 50);
    });
    fireEvent.pointerMove(share, { pointerType: 'mouse' });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Share this product');

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    fireEvent.pointerLeave(share, { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS + 50);
    });
    fireEvent.pointerMove(save, { pointerType: 'mouse' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(TOOLTIP_DELAY_MS);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Add to wishlist');
  });

  it('opens at once for keyboard focus and describes the trigger', async () => {
    const user = userEvent.setup();
    renderTooltip();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Add to wishlist');
    expect(button).toHaveAccessibleDescription('Add to wishlist');
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    renderTooltip();
    await user.tab();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});

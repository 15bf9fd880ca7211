import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast as sonnerToast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, TOAST_LIMIT, Toaster, toast } from './sonner-toaster';
import { Toaster as LazyToaster, toast as lazyToast } from './toaster';

afterEach(() => {
  // Sonner's store is a module singleton: clear it so toasts do not leak into the next test.
  act(() => {
    sonnerToast.dismiss();
  });
  vi.useRealTimers();
});

const region = () => screen.getByRole('region', { name: /Notifications/ });
const visibleToasts = () => region().querySelectorAll('[data-sonner-toast][data-visible="true"]');
const mountedToasts = () => region().querySelectorAll('[data-sonner-toast]');

describe('Toaster', () => {
  it('uses the product timings and limit', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_LIMIT).toBe(3);
  });

  it('shows a success, error and info toast', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Saved');
      toast.error('Could not save');
      toast.info('Heads up');
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('Could not save')).toBeInTheDocument();
    expect(screen.getByText('Heads up')).toBeInTheDocument();
  });

  it('keeps at most three toasts: showing more dismisses the oldest', async () => {
    render(<Toaster />);
    act(() => {
      for (let i = 1; i <= 5; i++) toast.info(`Message ${i}`);
    });
    await screen.findByText('Message 5');
    // Not merely hidden: the two oldest leave the DOM once their exit animation ends.
    await vi.waitFor(() => expect(mountedToasts()).toHaveLength(TOAST_LIMIT));
    expect(screen.queryByText('Message 1')).not.toBeInTheDocument();
    expect(screen.queryByText('Message 2')).not.toBeInTheDocument();
    const shown = [...mountedToasts()].map((el) => el.textContent);
    expect(shown).toEqual([expect.stringContaining('Message 5'), expect.stringContaining('Message 4'), expect.stringContaining('Message 3')]);
    expect(visibleToasts()).toHaveLength(TOAST_LIMIT);
    expect(sonnerToast.getToasts()).toHaveLength(TOAST_LIMIT);
  });

  it('limits toasts of every kind together', async () => {
    render(<Toaster />);
    act(() => {
      toast.error('Could not save');
      toast.success('Saved');
      toast.info('Heads up');
      toast.success('Added to cart');
    });
    await vi.waitFor(() => expect(mountedToasts()).toHaveLength(TOAST_LIMIT));
    expect(screen.queryByText('Could not save')).not.toBeInTheDocument();
    expect(screen.getByText('Added to cart')).toBeInTheDocument();
  });

  it('does not dismiss anything while fewer than three are open', () => {
    vi.useFakeTimers();
    // In steps: Sonner chains frames, effects and timeouts, and act applies React's updates as it ends.
    const wait = (ms: number) => {
      let left = ms;
      do {
        const step = Math.min(50, left);
        act(() => {
          vi.advanceTimersByTime(step);
        });
        left -= step;
      } while (left > 0);
    };
    render(<Toaster />);
    let second: string | number = 0;
    act(() => {
      toast.info('Message 1');
      second = toast.info('Message 2');
      toast.info('Message 3');
    });
    // Sonner adds a toast in a timeout, and unmounts a dismissed one after a short exit.
    wait(0);
    expect(screen.getByText('Message 3')).toBeInTheDocument();
    act(() => {
      sonnerToast.dismiss(second);
    });
    wait(1000);
    expect(screen.queryByText('Message 2')).not.toBeInTheDocument();
    act(() => {
      toast.info('Message 4');
    });
    // Long enough for a wrongful dismissal and its exit, well short of the toasts' own five seconds.
    wait(1000);
    expect(screen.getByText('Message 1')).toBeInTheDocument();
    expect(screen.getByText('Message 3')).toBeInTheDocument();
    expect(screen.getByText('Message 4')).toBeInTheDocument();
    expect(mountedToasts()).toHaveLength(TOAST_LIMIT);
  });

  it('closes a toast on its own after five seconds', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.success('Saved');
    });
    // Sonner shows a toast on the next tick; its five seconds start once it is on screen.
    act(() => {
      vi.advanceTimersByTime(0);
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 100);
    });
    expect(screen.getByText('Saved')).toBeInTheDocument();
    // After the timeout Sonner plays a short exit before unmounting.
    act(() => {
      vi.advanceTimersByTime(100 + 1000);
    });
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('can be dismissed from the keyboard with a translated button', async () => {
    render(<Toaster />);
    act(() => {
      toast.info('Heads up');
    });
    const item = (await screen.findByText('Heads up')).closest('li')!;
    // Keyboard rather than a click: Sonner's swipe handling calls setPointerCapture, which jsdom lacks.
    within(item).getByRole('button', { name: 'Dismiss' }).focus();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(screen.queryByText('Heads up')).not.toBeInTheDocument());
  });

  it.each([
    ['ltr', 'right'],
    ['rtl', 'left'],
  ] as const)('lays out %s and stacks toasts at the inline end', async (dir, x) => {
    render(<Toaster dir={dir} />);
    act(() => {
      toast.info('Heads up');
    });
    const list = (await screen.findByText('Heads up')).closest('ol')!;
    expect(list).toHaveAttribute('dir', dir);
    expect(list).toHaveAttribute('data-x-position', x);
  });
});

describe('the toast the app imports (toaster.tsx)', () => {
  it('loads Sonner after the page and shows a toast asked for before it was there', async () => {
    render(<LazyToaster />);
    act(() => {
      lazyToast.success('Saved while loading');
    });
    expect(await screen.findByText('Saved while loading')).toBeInTheDocument();
  });
});

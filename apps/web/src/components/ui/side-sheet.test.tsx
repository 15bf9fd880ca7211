import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SideSheet } from './side-sheet';
import type { SideSheetSide } from './side-sheet';

afterEach(() => {
  vi.restoreAllMocks();
});

function Harness({ side, description }: { side?: SideSheetSide; description?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open cart
      </button>
      <SideSheet open={open} onOpenChange={setOpen} side={side} title="Your cart" description={description}>
        <a href="/checkout">Checkout</a>
      </SideSheet>
    </>
  );
}

describe('SideSheet', () => {
  it('opens as a labelled dialog and moves focus into it', async () => {
    render(<Harness description="2 items" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open cart' }));
    const dialog = screen.getByRole('dialog', { name: 'Your cart' });
    expect(dialog).toHaveAccessibleDescription('2 items');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('slides from the right by default', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open cart' }));
    expect(screen.getByRole('dialog')).toHaveAttribute('data-side', 'right');
  });

  it.each(['top', 'bottom', 'left', 'right'] as const)('renders on the %s side', (side) => {
    render(
      <SideSheet open onOpenChange={vi.fn()} side={side} title="Filters">
        content
      </SideSheet>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(dialog).toHaveAttribute('data-side', side);
    expect(dialog).toHaveClass(`${side}-0`);
  });

  it('closes with the translated Close control and returns focus to the opener', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open cart' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Radix restores focus on the next tick after unmounting.
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes on Escape', async () => {
    const onOpenChange = vi.fn();
    render(
      <SideSheet open onOpenChange={onOpenChange} title="Filters">
        content
      </SideSheet>,
    );
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('does not warn about a missing description when none is given', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <SideSheet open onOpenChange={vi.fn()} title="Filters">
        content
      </SideSheet>,
    );
    expect(screen.getByRole('dialog')).not.toHaveAttribute('aria-describedby');
    expect(warn).not.toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    render(
      <SideSheet open={false} onOpenChange={vi.fn()} title="Filters">
        content
      </SideSheet>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

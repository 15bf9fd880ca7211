import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TruncatedText } from './truncated-text';

const TEXT = 'A very long product name that does not fit';

let scrollWidth = 0;
let clientWidth = 0;
let resize: (() => void) | undefined;

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => clientWidth);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resize = callback;
      }
      observe() {}
      disconnect() {
        resize = undefined;
      }
    },
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resize = undefined;
});

describe('TruncatedText', () => {
  it('shows the full text as a title when it is cut off', () => {
    scrollWidth = 300;
    clientWidth = 120;
    render(<TruncatedText>{TEXT}</TruncatedText>);
    expect(screen.getByText(TEXT)).toHaveAttribute('title', TEXT);
  });

  it('has no title when the text fits', () => {
    scrollWidth = 120;
    clientWidth = 120;
    render(<TruncatedText>{TEXT}</TruncatedText>);
    expect(screen.getByText(TEXT)).not.toHaveAttribute('title');
  });

  it('cuts the text with an ellipsis on a single line', () => {
    render(<TruncatedText className="max-w-40">{TEXT}</TruncatedText>);
    expect(screen.getByText(TEXT)).toHaveClass('truncate', 'max-w-40');
  });

  it('re-checks when the element is resized', () => {
    scrollWidth = 120;
    clientWidth = 300;
    render(<TruncatedText>{TEXT}</TruncatedText>);
    expect(screen.getByText(TEXT)).not.toHaveAttribute('title');

    clientWidth = 100;
    act(() => resize?.());
    expect(screen.getByText(TEXT)).toHaveAttribute('title', TEXT);

    // Preact clears a dropped title to an empty one, which no browser shows.
    clientWidth = 300;
    act(() => resize?.());
    expect(screen.getByText(TEXT).title).toBe('');
  });

  it('still measures once where ResizeObserver is missing', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    scrollWidth = 300;
    clientWidth = 120;
    render(<TruncatedText>{TEXT}</TruncatedText>);
    expect(screen.getByText(TEXT)).toHaveAttribute('title', TEXT);
  });

  it('stops observing when unmounted', () => {
    const { unmount } = render(<TruncatedText>{TEXT}</TruncatedText>);
    expect(resize).toBeDefined();
    unmount();
    expect(resize).toBeUndefined();
  });
});

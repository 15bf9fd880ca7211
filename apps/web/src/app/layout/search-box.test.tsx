import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link } from 'react-router';
import { renderWithShell } from '@/test/catalogue-fixtures';
import { mockApi, ok } from '@/test/mock-api';
import { SUGGESTION_DEBOUNCE_MS, SearchBox } from './search-box';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const SUGGESTIONS = [
  { type: 'product', id: 11, name: 'Brass lamp' },
  { type: 'category', id: 4, name: 'Lamps' },
];

function setup() {
  const api = mockApi({ 'GET /pbs/rest/v3/products/suggestions': () => ok({ suggestions: SUGGESTIONS }) });
  const view = renderWithShell(<SearchBox />, { entry: '/cart' });
  const input = screen.getByRole('combobox', { name: 'Search products' });
  const searches = () => api.callsTo('GET', '/pbs/rest/v3/products/suggestions').map((c) => c.url.searchParams.get('search'));
  return { ...view, input, searches, location: () => screen.getByTestId('location').textContent };
}

// On a fake clock, typing is fireEvent: user-event and findBy* wait on real timeouts, which a fake
// clock never fires. advanceTimersByTimeAsync also lets the fetch and React's updates run.
const typeAt = (input: HTMLElement, value: string) => fireEvent.input(input, { target: { value } });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('SearchBox', () => {
  it('asks for suggestions once typing pauses for 200 ms, for the whole word, and lists them', async () => {
    vi.useFakeTimers();
    const { input, searches } = setup();
    expect(SUGGESTION_DEBOUNCE_MS).toBe(200);
    typeAt(input, 'la');
    await advance(150);
    typeAt(input, 'lam');
    await advance(199);
    expect(searches()).toEqual([]);
    await advance(1);
    expect(searches()).toEqual(['lam']);
    await advance(0);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Brass lamp', 'Lampsin categories']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('does not ask for blank text', async () => {
    vi.useFakeTimers();
    const { input, searches } = setup();
    typeAt(input, '   ');
    await advance(10 * SUGGESTION_DEBOUNCE_MS);
    expect(searches()).toEqual([]);
  });

  it('moves through the options with the arrow keys and opens the chosen one with Enter', async () => {
    const { user, input, location } = setup();
    await user.type(input, 'lam');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const lamps = screen.getByRole('option', { name: /Lamps/ });
    expect(lamps).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', lamps.id);
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'Brass lamp' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(location()).toBe('/ProductDetails?PId=11');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the list with Escape and keeps the text', async () => {
    const { user, input } = setup();
    await user.type(input, 'lam');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('lam');
  });

  it('submits the typed text to the listing', async () => {
    const { user, input, location } = setup();
    await user.type(input, 'red lamp{Enter}');
    expect(location()).toBe('/productListing?search=red+lamp');
  });

  it('opens a category suggestion as a filtered listing when clicked', async () => {
    const { user, input, location } = setup();
    await user.type(input, 'lam');
    await user.click(await screen.findByRole('option', { name: /Lamps/ }));
    await waitFor(() => expect(location()).toBe('/productListing?category-id=4'));
  });

  it('shows the search of the listing it is on, and follows the URL as the shopper moves on', async () => {
    mockApi({ 'GET /pbs/rest/v3/products/suggestions': () => ok({ suggestions: [] }) });
    const { user } = renderWithShell(
      <>
        <SearchBox />
        <Link to="/productListing?search=silk+saree&category-id=4">silk</Link>
        <Link to="/productListing?category-id=4">no search</Link>
        <Link to="/ProductDetails?PId=3">product</Link>
      </>,
      { entry: '/productListing?search=%20red%20%20lamp&page=2' },
    );
    const input = screen.getByRole('combobox', { name: 'Search products' });
    expect(input).toHaveValue('red lamp');
    await user.click(screen.getByRole('link', { name: 'silk' }));
    expect(input).toHaveValue('silk saree');
    await user.click(screen.getByRole('link', { name: 'no search' }));
    expect(input).toHaveValue('');
    await user.type(input, 'half typed');
    await user.click(screen.getByRole('link', { name: 'product' }));
    expect(input).toHaveValue('');
  });

  it('ignores ?search= on pages other than the listing', () => {
    mockApi({});
    renderWithShell(<SearchBox />, { entry: '/cart?search=lamp' });
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveValue('');
  });
});

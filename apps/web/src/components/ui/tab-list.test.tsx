import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabList } from './tab-list';

const TABS = [
  { value: 'a', label: 'Apples' },
  { value: 'b', label: 'Bananas' },
  { value: 'c', label: 'Cherries' },
] as const;

function Tabs({ dir = 'ltr' }: { dir?: 'ltr' | 'rtl' }) {
  const [value, setValue] = useState<'a' | 'b' | 'c'>('a');
  return (
    <div dir={dir} style={{ direction: dir }}>
      <TabList label="Fruit" tabs={TABS} value={value} onChange={setValue} tabId={(v) => `tab-${v}`} panelId="panel" />
      <div id="panel" role="tabpanel" aria-labelledby={`tab-${value}`} />
    </div>
  );
}

describe('TabList', () => {
  it('is one tab stop with the selected tab in it', () => {
    render(<Tabs />);
    expect(screen.getByRole('tablist', { name: 'Fruit' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Apples' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Bananas' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Apples' })).toBeInTheDocument();
  });

  it('moves and selects with the arrow keys, wrapping, and jumps with Home and End', () => {
    render(<Tabs />);
    const apples = screen.getByRole('tab', { name: 'Apples' });
    fireEvent.keyDown(apples, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Bananas' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Bananas' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Cherries' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Apples' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Cherries' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(screen.getByRole('tab', { name: 'Apples' })).toHaveFocus();
  });

  it('mirrors the arrow keys in right-to-left pages', () => {
    render(<Tabs dir="rtl" />);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Apples' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Bananas' })).toHaveAttribute('aria-selected', 'true');
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterPanel } from './filter-panel';

function renderPanel() {
  const onChange = vi.fn();
  render(<FilterPanel filters={{ page: 1 }} categories={[]} vendors={[]} onChange={onChange} onClear={vi.fn()} />);
  return { onChange, min: screen.getByLabelText('Minimum price'), max: screen.getByLabelText('Maximum price') };
}

describe('FilterPanel price inputs', () => {
  it('§5: numeric-only inputs block keys other than digits (".", "e", "-", letters), not editing keys', () => {
    const { min, max } = renderPanel();
    for (const input of [min, max]) {
      // fireEvent returns false when the handler prevented the default action.
      expect(['.', 'e', 'E', '-', '+', 'a', ' '].map((key) => fireEvent.keyDown(input, { key }))).toEqual(Array(7).fill(false));
      expect(['7', 'Backspace', 'ArrowLeft', 'Tab'].map((key) => fireEvent.keyDown(input, { key }))).toEqual(Array(4).fill(true));
    }
  });

  it('§5: typing "12e3" or "7." never lets the non-digit in', async () => {
    const user = userEvent.setup();
    const { min, max } = renderPanel();
    await user.type(min, '12e3');
    expect(min).toHaveValue('123');
    await user.type(max, '7.');
    expect(max).toHaveValue('7');
  });

  it('§5: a paste holding anything but digits is refused whole; a paste of digits is taken', async () => {
    const user = userEvent.setup();
    const { min, onChange } = renderPanel();
    await user.click(min);
    await user.paste('7.5');
    await user.paste('12e3');
    expect(min).toHaveValue('');
    await user.paste('2500');
    expect(min).toHaveValue('2500');
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(onChange).toHaveBeenCalledWith({ minPrice: 2500, maxPrice: undefined });
  });
});

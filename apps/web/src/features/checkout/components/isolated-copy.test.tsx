import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IsolatedCopy } from './isolated-copy';

describe('IsolatedCopy', () => {
  it.each(['order:pay_online', 'order:pay_on_delivery', 'order:coupon_applied'])('isolates the amount of %s in a <bdi>', (key) => {
    const { container } = render(<IsolatedCopy i18nKey={key} values={{ amount: '₹448.00', code: 'WELCOME10' }} />);
    expect(container.querySelector('bdi')).toHaveTextContent(/^₹448\.00$/);
    expect(container.textContent).not.toMatch(/<\/?0>/);
  });

  it('shows a sentence without the marked part as it is', () => {
    const { container } = render(<IsolatedCopy i18nKey="order:summary_title" values={{}} />);
    expect(container.innerHTML).toBe('Order summary');
  });
});

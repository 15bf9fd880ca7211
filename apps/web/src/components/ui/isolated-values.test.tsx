import { render } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { isolatedValues } from './isolated-values';

describe('isolatedValues', () => {
  it('puts every value of the sentence in its own <bdi>, where the translation places it', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'ar', resources: { ar: { translation: { slot: 'الموعد: {{date}}، {{start}}–{{end}}' } } } });
    const { container } = render(<p>{isolatedValues(i18n.t, 'slot', { date: '24 Nov 2026', start: '11:00 AM', end: '01:00 PM' })}</p>);
    expect(container.textContent).toBe('الموعد: 24 Nov 2026، 11:00 AM–01:00 PM');
    expect([...container.querySelectorAll('bdi')].map((b) => b.textContent)).toEqual(['24 Nov 2026', '11:00 AM', '01:00 PM']);
  });

  it('keeps a sentence without values as it is', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: { en: { translation: { plain: 'No slot yet' } } } });
    const { container } = render(<p>{isolatedValues(i18n.t, 'plain', {})}</p>);
    expect(container.innerHTML).toBe('<p>No slot yet</p>');
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Chevron } from './chevron';

/** Every component of the web app, tests aside. */
function components(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return components(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

describe('Chevron', () => {
  it('points to the start or the end of the line and turns around in right-to-left pages', () => {
    const { container } = render(
      <>
        <Chevron to="start" />
        <Chevron to="end" className="size-3" />
      </>,
    );
    const [back, forward] = [...container.querySelectorAll('svg')];
    expect(back!.querySelector('path')!.getAttribute('d')).toBe('m15 18-6-6 6-6');
    expect(forward!.querySelector('path')!.getAttribute('d')).toBe('m9 18 6-6-6-6');
    for (const svg of [back!, forward!]) {
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg.getAttribute('class')).toContain('rtl:-scale-x-100');
    }
    expect(forward!.getAttribute('class')).toContain('size-3');
  });

  it('is what pages show for arrows: no text arrow (‹ › « » ← →), which browsers mirror or not, stands as an icon', () => {
    const src = join(import.meta.dirname, '../..');
    const textArrows = components(src).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/>\s*[‹›«»←→]\s*</g)].map((m) => `${relative(src, file)}: ${m[0].trim()}`),
    );
    expect(textArrows).toEqual([]);
  });
});

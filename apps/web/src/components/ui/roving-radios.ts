import type { KeyboardEvent } from 'react';

/**
 * Arrow keys for a group of role="radio" buttons, as the ARIA radio group pattern asks: one tab
 * stop for the group (give the checked radio, or the first enabled one, tabIndex 0 and the rest
 * -1), arrows move to the next enabled radio and, with `selectOnMove`, choose it. Left and right
 * follow the page's direction. A group whose choice closes it (a slot) moves focus only.
 */
export const radioGroupKeys =
  (selectOnMove: boolean) =>
  (event: KeyboardEvent<HTMLElement>): void => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step =
      event.key === 'ArrowDown' || event.key === (rtl ? 'ArrowLeft' : 'ArrowRight')
        ? 1
        : event.key === 'ArrowUp' || event.key === (rtl ? 'ArrowRight' : 'ArrowLeft')
          ? -1
          : 0;
    if (step === 0) return;
    const radios = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="radio"]:not(:disabled)')];
    if (radios.length === 0) return;
    event.preventDefault();
    const at = radios.indexOf(document.activeElement as HTMLButtonElement);
    const next = radios[(at + step + radios.length) % radios.length]!;
    next.focus();
    if (selectOnMove) next.click();
  };

/** The tab stop of a radio group: the checked one, else the first enabled one (`first`). */
export const radioTabIndex = (checked: boolean, index: number, anyChecked: boolean, first = 0) => (checked || (!anyChecked && index === first) ? 0 : -1);

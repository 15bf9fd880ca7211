/**
 * Spec §5 numeric-only inputs: a printable key other than a digit is blocked, while editing and
 * navigation keys and shortcuts (paste included) still work.
 */
export function blockNonDigitKeys(event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; preventDefault: () => void }) {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  if (event.key.length === 1 && !/^\d$/.test(event.key)) event.preventDefault();
}

/** Pasted or dropped text skips keydown, so whatever is not a digit is dropped on change too. */
export const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/**
 * For amounts, where taking only the digits would change the number ('7.5' would become 75):
 * a paste that holds anything but digits is refused whole.
 */
export function refuseNonDigitPaste(event: { clipboardData: { getData: (format: string) => string }; preventDefault: () => void }) {
  if (!/^\d*$/.test(event.clipboardData.getData('text'))) event.preventDefault();
}

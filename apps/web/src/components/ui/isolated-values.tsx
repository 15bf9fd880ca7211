import { Fragment, type ReactNode } from 'react';
import type { TFunction } from 'i18next';

/**
 * A translated sentence with each value in a <bdi>, so a date, a time or an amount keeps its own
 * reading order inside text of the other direction: in Arabic, 'الموعد: 24 Nov 2026، 11:00 AM'
 * would otherwise be reordered as 'Nov 2026، 11:00 24'. The values go in as markers and come back
 * out as elements, so the translation decides where each one stands.
 */
const MARK = '\u2063';

export function isolatedValues(t: TFunction, key: string, values: Record<string, string>): ReactNode {
  const names = Object.keys(values);
  const marked = Object.fromEntries(names.map((name, i) => [name, `${MARK}${i}${MARK}`]));
  const parts = (t(key, marked) as string).split(new RegExp(`${MARK}(\\d+)${MARK}`));
  return parts.map((part, i) => (i % 2 === 1 ? <bdi key={i}>{values[names[Number(part)]!]}</bdi> : <Fragment key={i}>{part}</Fragment>));
}

import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import type { AddressType } from '../api/get-addresses';

export const ADDRESS_TABS: AddressType[] = ['delivery', 'billing'];
export const tabId = (type: AddressType) => `address-tab-${type}`;
export const panelId = (type: AddressType) => `address-panel-${type}`;

/**
 * Delivery and billing as WAI-ARIA tabs: one tab stop, arrow keys move between tabs (mirrored
 * in right-to-left pages), Home and End jump to the ends.
 */
export function AddressTabs({ value, onChange }: { value: AddressType; onChange: (type: AddressType) => void }) {
  const { t } = useTranslation('address');
  const refs = useRef<Partial<Record<AddressType, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const index = ADDRESS_TABS.indexOf(value);
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number | undefined;
    if (step !== undefined) next = (index + step + ADDRESS_TABS.length) % ADDRESS_TABS.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = ADDRESS_TABS.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    const type = ADDRESS_TABS[next]!;
    onChange(type);
    refs.current[type]?.focus();
  };

  return (
    <div role="tablist" aria-label={t('address:address_type')} className="flex gap-1 border-b border-line" onKeyDown={onKeyDown}>
      {ADDRESS_TABS.map((type) => {
        const selected = type === value;
        return (
          <button
            key={type}
            ref={(node) => {
              refs.current[type] = node;
            }}
            type="button"
            role="tab"
            id={tabId(type)}
            aria-selected={selected}
            aria-controls={panelId(type)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(type)}
            className={clsx(
              '-mb-px border-b-2 px-4 py-2 text-sm font-medium focus-visible:focus-ring',
              selected ? 'border-primary text-page-fg' : 'border-transparent text-muted-fg hover:text-page-fg',
            )}
          >
            {t(`address:tab_${type}`)}
          </button>
        );
      })}
    </div>
  );
}

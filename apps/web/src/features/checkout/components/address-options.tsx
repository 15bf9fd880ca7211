import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { Address } from '@bazaar/contracts';
import { Badge } from '@/components/ui/badge';

/** An address in a few lines, as a choice or a reminder of the one chosen. */
export function AddressLines({ address }: { address: Address }) {
  const { t } = useTranslation('address');
  return (
    <span className="flex min-w-0 flex-col gap-0.5 text-sm">
      <span className="flex flex-wrap items-center gap-2 font-medium">
        {address.name}
        {address.is_default && <Badge variant="outline">{t('address:default')}</Badge>}
      </span>
      <span className="text-muted-fg">{[address.line1, address.line2].filter(Boolean).join(', ')}</span>
      <span className="text-muted-fg">
        {[address.city, address.state].filter(Boolean).join(', ')} <span dir="ltr">{address.pincode}</span>
      </span>
    </span>
  );
}

type Props = {
  legend: string;
  /** The radio group's name: one per list on the page. */
  name: string;
  addresses: Address[];
  selected: number | null;
  onSelect: (address: Address) => void;
};

/**
 * Saved addresses as native radio buttons: one tab stop, arrow keys move the choice (in either
 * writing direction), and each choice reads as its whole address.
 */
export function AddressOptions({ legend, name, addresses, selected, onSelect }: Props) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-base font-semibold">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {addresses.map((address) => (
          <label
            key={address.id}
            className={clsx(
              'flex cursor-pointer gap-3 rounded-lg border p-3 text-start has-[:focus-visible]:focus-ring',
              selected === address.id ? 'border-primary bg-primary/5' : 'border-line hover:bg-muted',
            )}
          >
            <input
              type="radio"
              name={name}
              value={address.id}
              checked={selected === address.id}
              onChange={() => onSelect(address)}
              className="mt-1 size-4 shrink-0 accent-primary focus-visible:outline-none"
            />
            <AddressLines address={address} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

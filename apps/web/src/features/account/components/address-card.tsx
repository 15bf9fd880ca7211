import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '@bazaar/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

export interface AddressCardProps {
  address: Address;
  onEdit: (address: Address) => void;
  onDelete: (address: Address) => void;
  onMakeDefault: (address: Address) => void;
  /** This card's "make default" is running. */
  makingDefault: boolean;
}

/** One saved address with its actions; each button is described by the address name. */
export function AddressCard({ address, onEdit, onDelete, onMakeDefault, makingDefault }: AddressCardProps) {
  const { t } = useTranslation('address');
  const titleId = useId();
  const place = [address.city, address.state].filter(Boolean).join(', ');
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-line p-4 text-start" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-center gap-2">
        <p id={titleId} className="font-medium">
          {address.name}
        </p>
        {address.is_default && <Badge>{t('address:default')}</Badge>}
      </div>
      <address className="flex flex-col gap-0.5 text-sm text-muted-fg not-italic">
        <span>{address.line1}</span>
        {address.line2 && <span>{address.line2}</span>}
        {address.landmark && <span>{t('address:near', { landmark: address.landmark })}</span>}
        <span>
          {place} <span dir="ltr">{address.pincode}</span>
        </span>
        <span>
          {t('address:phone')}: <span dir="ltr">{address.phone}</span>
        </span>
      </address>
      <div className="flex flex-wrap gap-2">
        <Button variant="tertiary" size="sm" aria-describedby={titleId} onClick={() => onEdit(address)}>
          {t('address:edit')}
        </Button>
        <Button variant="tertiary" size="sm" aria-describedby={titleId} onClick={() => onDelete(address)}>
          {t('common:delete')}
        </Button>
        {!address.is_default && (
          <Button
            variant="ghost"
            size="sm"
            aria-describedby={titleId}
            disabled={makingDefault}
            aria-busy={makingDefault || undefined}
            onClick={() => onMakeDefault(address)}
          >
            {t('address:make_default')}
          </Button>
        )}
      </div>
    </li>
  );
}

import { useTranslation } from 'react-i18next';
import type { Address } from '@bazaar/contracts';
import type { AddressType } from '@/features/account/api/get-addresses';
import { AddressForm } from '@/features/account/components/address-form';
import { SideSheet } from '@/components/ui/side-sheet';

/**
 * The side sheet in which a shopper adds an address without leaving the checkout. address-step.tsx
 * loads it when it is first opened: with it come the form kit (react-hook-form and zod, 40 KB) and
 * the dialog (12 KB), which the checkout does not need to first render.
 */
export default function AddressSheet({ adding, onClose, onSaved }: { adding: AddressType | null; onClose: () => void; onSaved: (saved: Address) => void }) {
  const { t } = useTranslation('address');
  return (
    <SideSheet
      // The sheet opens at the inline end: the right, or the left in right-to-left pages.
      side={document.documentElement.dir === 'rtl' ? 'left' : 'right'}
      open={adding !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('address:add_address')}
    >
      {adding && <AddressForm defaultType={adding} onCancel={onClose} onSaved={onSaved} />}
    </SideSheet>
  );
}

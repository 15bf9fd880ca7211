import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Address } from '@bazaar/contracts';
import { Button } from '@/components/ui/button';
import { SideSheet } from '@/components/ui/side-sheet';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { EmptyState, LoadError, LoadingBlocks, repeat } from '@/components/ui/query-states';
import { useDeleteAddress } from '../api/delete-address';
import { useAddresses, type AddressType } from '../api/get-addresses';
import { useSetDefaultAddress } from '../api/set-default-address';
import { AccountPage } from '../components/account-page';
import { AddressCard } from '../components/address-card';
import { AddressForm } from '../components/address-form';
import { ADDRESS_TABS, AddressTabs, panelId, tabId } from '../components/address-tabs';
import { ConfirmDialog } from '../components/confirm-dialog';

/** The sheet is closed, adding a new address, or editing one. */
type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; address: Address };

/** /customerAddress: delivery and billing addresses, each type on its own tab (kept in `?tab=`). */
export default function AddressPage() {
  const { t } = useTranslation(['address', 'common']);
  const [searchParams, setSearchParams] = useSearchParams();
  const tabParam = searchParams.get('tab');
  const tab: AddressType = ADDRESS_TABS.find((type) => type === tabParam) ?? 'delivery';
  const addresses = useAddresses(tab);
  const makeDefault = useSetDefaultAddress();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<Address | null>(null);

  const showTab = (type: AddressType) =>
    setSearchParams(
      (params) => {
        params.set('tab', type);
        return params;
      },
      { replace: true },
    );
  const failure = (error: unknown) => toast.error(error instanceof ApiError ? error.message : t('common:something_went_wrong'));

  const onMakeDefault = (address: Address) =>
    makeDefault.mutate(address.id, { onSuccess: () => toast.success(t('address:default_changed')), onError: failure });

  const onConfirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success(t('address:deleted')),
      onError: failure,
      onSettled: () => setDeleting(null),
    });
  };

  const addButton = <Button onClick={() => setEditing({ mode: 'add' })}>{t('address:add_address')}</Button>;

  return (
    <AccountPage title={t('address:title')} description={t('address:description')} actions={addButton}>
      <AddressTabs value={tab} onChange={showTab} />
      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        {addresses.isPending ? (
          <LoadingBlocks blocks={repeat(2, 'h-36')} />
        ) : addresses.isError ? (
          <LoadError error={addresses.error} onRetry={() => void addresses.refetch()} />
        ) : addresses.data.addresses.length === 0 ? (
          <EmptyState title={t(`address:empty_${tab}`)} description={t('address:empty_description')}>
            {addButton}
          </EmptyState>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {addresses.data.addresses.map((address) => (
              <AddressCard
                key={address.id}
                address={address}
                onEdit={(a) => setEditing({ mode: 'edit', address: a })}
                onDelete={setDeleting}
                onMakeDefault={onMakeDefault}
                makingDefault={makeDefault.isPending && makeDefault.variables === address.id}
              />
            ))}
          </ul>
        )}
      </div>
      <SideSheet
        // The sheet opens at the inline end: the right, or the left in right-to-left pages.
        side={document.documentElement.dir === 'rtl' ? 'left' : 'right'}
        open={editing.mode !== 'closed'}
        onOpenChange={(open) => !open && setEditing({ mode: 'closed' })}
        title={editing.mode === 'edit' ? t('address:edit_address') : t('address:add_address')}
      >
        {editing.mode !== 'closed' && (
          <AddressForm
            key={editing.mode === 'edit' ? editing.address.id : 'new'}
            address={editing.mode === 'edit' ? editing.address : undefined}
            defaultType={tab}
            onCancel={() => setEditing({ mode: 'closed' })}
            onSaved={(saved) => {
              setEditing({ mode: 'closed' });
              if (saved.address_type !== tab) showTab(saved.address_type);
            }}
          />
        )}
      </SideSheet>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('address:confirm_delete_title')}
        description={t('address:confirm_delete_description', { name: deleting?.name ?? '' })}
        confirmLabel={t('common:delete')}
        onConfirm={onConfirmDelete}
        pending={remove.isPending}
      />
    </AccountPage>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PincodeForm } from '@/components/catalogue/pincode-form';
import { Spinner } from '@/components/ui/spinner';
import { usePostalCode } from '@/lib/postal-code';
import { useDeliveryCheck } from '../api/check-delivery';

/** Spec §1 delivery by pincode for this product, with its estimated delivery. */
export function DeliveryCheck({ productId }: { productId: number }) {
  const { t } = useTranslation('product_details');
  const [checked, setChecked] = useState<string | null>(null);
  const result = useDeliveryCheck(productId, checked);
  const { words } = usePostalCode();

  return (
    <PincodeForm
      label={t('product_details:check_delivery', words)}
      placeholder={t('product_details:pincode_placeholder', words)}
      submitLabel={t('product_details:check')}
      invalidMessage={t('product_details:pincode_invalid', words)}
      onCheck={setChecked}
    >
      {checked === null ? null : result.isPending ? (
        <Spinner />
      ) : result.isError ? (
        <p className="text-red-700 dark:text-red-400">{t('product_details:delivery_check_failed')}</p>
      ) : result.item?.deliverable ? (
        <p className="text-green-700 dark:text-green-400">
          {t('product_details:delivers_to', { pincode: checked })}{' '}
          {result.item.estimated_delivery_days !== null && t('product_details:estimated_delivery', { count: result.item.estimated_delivery_days })}
        </p>
      ) : (
        <p className="text-red-700 dark:text-red-400">{t('product_details:not_deliverable', { pincode: checked })}</p>
      )}
    </PincodeForm>
  );
}

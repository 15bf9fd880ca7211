import { useQuery } from '@tanstack/react-query';
import { useEffect, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutItem } from '@bazaar/contracts';
import { Spinner } from '@/components/ui/spinner';
import { deliveryCheckOptions } from '@/lib/cart/delivery-api';
import type { CheckoutAction, PincodeCheckup } from '../checkout-state';

type Props = { pincode: string; items: CheckoutItem[]; dispatch: Dispatch<CheckoutAction> };

/** Spec §1 delivery by pincode, for the chosen delivery address: which items cannot reach it. */
export function DeliveryReach({ pincode, items, dispatch }: Props) {
  const { t } = useTranslation('order');
  const productIds = items.map((i) => i.product_id);
  const check = useQuery({ ...deliveryCheckOptions(pincode, productIds), enabled: productIds.length > 0 });
  const undeliverable = check.data?.items.filter((i) => !i.deliverable).map((i) => i.product_id) ?? [];
  const status: PincodeCheckup['status'] = check.isPending
    ? 'checking'
    : check.isError
      ? 'failed'
      : undeliverable.length > 0
        ? 'not_deliverable'
        : 'deliverable';
  const key = undeliverable.join(',');

  useEffect(() => {
    dispatch({ type: 'pincodeChecked', pincodeCheckup: { pincode, status, undeliverable: key ? key.split(',').map(Number) : [] } });
  }, [dispatch, pincode, status, key]);
  useEffect(() => () => dispatch({ type: 'pincodeChecked', pincodeCheckup: null }), [dispatch]);

  const names = items.filter((i) => undeliverable.includes(i.product_id)).map((i) => i.product_name);
  return (
    <div aria-live="polite" className="text-sm">
      {status === 'checking' ? (
        <span className="inline-flex items-center gap-2 text-muted-fg">
          <Spinner /> {t('order:pincode_checking', { pincode })}
        </span>
      ) : status === 'failed' ? (
        <p className="text-muted-fg">{t('order:pincode_check_failed')}</p>
      ) : status === 'deliverable' ? (
        <p className="text-green-700 dark:text-green-400">{t('order:pincode_all_ok', { pincode })}</p>
      ) : (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {t('order:pincode_not_ok', { pincode, names: names.join(', ') })}
        </p>
      )}
    </div>
  );
}

import type { CrfForm } from '@bazaar/contracts';
import { useTranslation } from 'react-i18next';
import { CustomForm } from '@/components/custom-form/custom-form';
import type { AttributeValueInput } from '@/components/custom-form/form-answers';
import { isolatedValues } from '@/components/ui/isolated-values';
import { SideSheet } from '@/components/ui/side-sheet';
import { toast } from '@/components/ui/toaster';
import { useMediaQuery } from '@/lib/use-media-query';
import { useSaveRequestForm } from '../api/save-request-form';
import type { OrderItem } from '../order-view';

export interface RequestFormSheetProps {
  item: OrderItem;
  form: CrfForm;
  open: boolean;
  onClose: () => void;
}

/**
 * A request-based item's custom form, answered after buying (the vendor needs it to fulfil the
 * request): the same renderer as the product's enquiry, filled with the answers the item has. Loaded
 * with the form kit at the first 'Fill in the request form'.
 */
export default function RequestFormSheet({ item, form, open, onClose }: RequestFormSheetProps) {
  const { t } = useTranslation('enquiry_form');
  const save = useSaveRequestForm(item.order_item_id);
  const wide = useMediaQuery('(min-width: 40rem)');

  const onSubmit = async (answers: AttributeValueInput[]) => {
    await save.mutateAsync(answers);
    toast.success(t('enquiry_form:saved'));
    onClose();
  };

  return (
    <SideSheet
      side={!wide ? 'bottom' : document.documentElement.dir === 'rtl' ? 'left' : 'right'}
      width="w-full max-w-md"
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={form.form_title_display_name || t('enquiry_form:request_form_title')}
      description={item.product_name}
    >
      <CustomForm
        fields={form.attributes}
        onSubmit={onSubmit}
        submitLabel={t('enquiry_form:save')}
        pendingLabel={t('enquiry_form:saving')}
        onCancel={onClose}
        intro={
          <p className="text-sm text-muted-fg">{isolatedValues(t, 'enquiry_form:request_intro', { vendor: item.vendor_name, product: item.product_name })}</p>
        }
      />
    </SideSheet>
  );
}

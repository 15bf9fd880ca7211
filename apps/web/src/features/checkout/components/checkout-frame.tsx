import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The checkout's page heading and width, around whatever state the checkout is in. */
export function CheckoutFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('order');
  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-semibold">{t('order:checkout_title')}</h1>
      {children}
    </section>
  );
}

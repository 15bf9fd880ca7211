import { Toaster as Sonner, toast as sonnerToast, type ExternalToast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION_MS, TOAST_LIMIT, type ToasterProps } from './toaster';

// Sonner itself: loaded after the page by toaster.tsx, which the app imports, so its 9 KB are
// not part of any page's first JavaScript.
export { TOAST_DURATION_MS, TOAST_LIMIT };

/** Mount once near the root; `toast.*` calls anywhere in the app render here. */
export function Toaster({ dir }: ToasterProps) {
  const { t } = useTranslation('common');
  return (
    <Sonner
      dir={dir}
      // Sonner positions are physical; pick the corner that is "end" for the page's direction.
      position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'}
      duration={TOAST_DURATION_MS}
      visibleToasts={TOAST_LIMIT}
      closeButton
      containerAriaLabel={t('notifications')}
      toastOptions={{ closeButtonAriaLabel: t('dismiss') }}
    />
  );
}

type ShowToast = typeof sonnerToast.success;

/** Dismisses the oldest open toasts beyond TOAST_LIMIT (Sonner lists them oldest first). */
function dismissOverflow(): void {
  const open = sonnerToast.getToasts();
  for (const old of open.slice(0, Math.max(0, open.length - TOAST_LIMIT))) sonnerToast.dismiss(old.id);
}

function limited(show: ShowToast): ShowToast {
  return (message, data?: ExternalToast) => {
    const id = show(message, data);
    // Sonner's Toaster adds a new toast in a setTimeout and drops a dismissal for a toast it does
    // not hold yet; a timeout queued after its own runs once the toast is there.
    setTimeout(dismissOverflow);
    return id;
  };
}

/** The only toast kinds the app uses; callers pass already translated text. */
export const toast = {
  success: limited(sonnerToast.success),
  error: limited(sonnerToast.error),
  info: limited(sonnerToast.info),
};

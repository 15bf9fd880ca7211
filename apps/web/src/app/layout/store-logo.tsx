import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WORDMARK_SIZE } from '@/components/ui/wordmark';
import { logoUrl, useStore } from '@/lib/store-context';

/** The store's logo for the current theme, falling back to its name in text. */
export function StoreLogo() {
  const { t } = useTranslation('common');
  const { images, themeMode, store } = useStore();
  const src = logoUrl(images, themeMode);
  const [failed, setFailed] = useState(false);
  return (
    <Link to="/" className="flex h-10 shrink-0 items-center rounded-md focus-visible:focus-ring sm:h-11">
      {src && !failed ? (
        <img
          src={src}
          alt={t('store_logo', { store: store.store_display_name })}
          data-testid="store-logo"
          {...WORDMARK_SIZE}
          className="h-full w-auto"
          onError={() => setFailed(true)}
        />
      ) : (
        <span className="text-xl font-bold">{store.store_display_name}</span>
      )}
    </Link>
  );
}

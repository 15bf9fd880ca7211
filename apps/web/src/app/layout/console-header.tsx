import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from './language-switcher';
import { StoreLogo } from './store-logo';
import { ThemeSwitcher } from './theme-switcher';

/**
 * The vendor console's header: the store it belongs to, where you are, language and theme, and the
 * way back to the shop. Not the shopper's header: its cart, wish list and account are the shopper's,
 * which a vendor at the console is not.
 */
export function ConsoleHeader() {
  const { t } = useTranslation('header');
  return (
    <header className="sticky top-0 z-40 border-b border-black/10 bg-header text-header-fg shadow-sm">
      <div className="mx-auto flex min-h-16 w-full max-w-4xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <StoreLogo />
        {/* The page's heading says it on a phone, where the row has no room. */}
        <span className="hidden rounded-full border border-current/20 px-2.5 py-0.5 text-xs font-semibold tracking-wide uppercase sm:inline-block">
          {t('vendor_console')}
        </span>
        {/* On a phone the switchers take a row of their own below; from sm up they sit before the link. */}
        <div className="order-last flex w-full items-center justify-end gap-3 sm:order-none sm:ms-auto sm:w-auto">
          <LanguageSwitcher />
          <ThemeSwitcher />
        </div>
        <Link
          to="/"
          className="ms-auto rounded-md px-2 py-1 text-sm font-medium whitespace-nowrap underline-offset-4 hover:underline focus-visible:focus-ring sm:ms-0"
        >
          {t('back_to_store')}
        </Link>
      </div>
    </header>
  );
}

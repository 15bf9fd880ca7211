import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useCart } from '@/lib/cart/use-cart';
import { rememberReturnPath } from '@/lib/return-path';
import { useSession } from '@/lib/use-session';
import { DeliveryBanner } from './delivery-banner';
import { HeaderIcon } from './header-icons';
import { LanguageSwitcher } from './language-switcher';
import { NAV_LINKS } from './nav-links';
import { SearchBox } from './search-box';
import { StoreLogo } from './store-logo';
import { ThemeSwitcher } from './theme-switcher';

// The mobile menu pulls in the dialog primitives; load them only when someone opens it.
const MobileMenu = lazy(() => import('./mobile-menu'));
// Likewise the account links and sign-out: fetched when a signed-in customer opens them.
const AccountMenu = lazy(() => import('./account-menu'));

const iconLink = 'relative flex h-10 w-10 items-center justify-center rounded-full hover:bg-black/5 focus-visible:focus-ring';

const accountButton = 'flex items-center gap-2 whitespace-nowrap rounded-full px-2 py-2 text-sm font-medium hover:bg-black/5 focus-visible:focus-ring sm:px-3';

/** The signed-in customer's name, opening the account menu (a disclosure, not a menu widget). */
function AccountToggle({ name }: { name: string | null }) {
  const { t } = useTranslation('header');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const label = name ?? t('my_account');
  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) toggleRef.current?.focus();
  }, []);
  return (
    <div className="relative">
      <button
        ref={toggleRef}
        type="button"
        className={accountButton}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={t('account_menu', { name: label })}
        onClick={() => setOpen((o) => !o)}
      >
        <HeaderIcon name="user" />
        <span className="hidden max-w-40 truncate sm:inline">{label}</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="hidden h-4 w-4 sm:block" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="m6 9 6 6 6-6" />
        </svg>
      </button>
      {open && (
        <Suspense fallback={null}>
          <AccountMenu id={panelId} onClose={close} toggleRef={toggleRef} />
        </Suspense>
      )}
    </div>
  );
}

export function SiteHeader() {
  const { t } = useTranslation('header');
  const [menuOpen, setMenuOpen] = useState(false);
  const session = useSession();
  const location = useLocation();
  // Spec §4: the count is the number of cart lines, so it follows every add, change and removal.
  const cartCount = useCart().lines.length;
  return (
    <header className="sticky top-0 z-40 border-b border-black/10 bg-header text-header-fg shadow-sm">
      <DeliveryBanner />
      <div className="mx-auto flex min-h-16 w-full max-w-6xl flex-wrap items-center gap-x-2 gap-y-2 px-4 py-3 sm:gap-x-4 sm:px-6 md:flex-nowrap md:py-0">
        <button type="button" className={`${iconLink} md:hidden`} onClick={() => setMenuOpen(true)} aria-label={t('open_menu')}>
          <HeaderIcon name="menu" />
        </button>
        <StoreLogo />
        <nav aria-label={t('main_navigation')} className="ms-4 hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={({ isActive }) =>
                `whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium hover:bg-black/5 focus-visible:focus-ring ${isActive ? 'underline underline-offset-8' : ''}`
              }
            >
              {t(link.key)}
            </NavLink>
          ))}
        </nav>
        {/* Below the logo row on small screens, between the links and the icons from md up. */}
        <SearchBox className="order-last w-full md:order-none md:ms-2 md:min-w-44 md:max-w-sm md:flex-1" />
        <div className="ms-auto flex items-center gap-1 sm:gap-2">
          <div className="hidden items-center gap-3 lg:flex">
            <LanguageSwitcher />
            <ThemeSwitcher />
          </div>
          <Link to="/WishList" className={iconLink} aria-label={t('wishlist')}>
            <HeaderIcon name="heart" />
          </Link>
          <Link to="/cart" className={iconLink} aria-label={t('cart_count', { count: cartCount })}>
            <HeaderIcon name="cart" />
            {/* No badge on an empty cart; a shown count is part of the link's name in every language (axe). */}
            {cartCount > 0 && (
              <span className="absolute -end-0.5 -top-0.5 min-w-5 rounded-full bg-primary px-1 text-center text-xs leading-5 font-semibold text-primary-fg">
                {cartCount}
              </span>
            )}
          </Link>
          {session.isAuthenticated ? (
            <AccountToggle name={session.user?.displayName ?? null} />
          ) : (
            <Link to="/signin" onClick={() => rememberReturnPath(location)} className={accountButton} aria-label={t('sign_in')}>
              <HeaderIcon name="user" />
              <span className="hidden sm:inline">{t('sign_in')}</span>
            </Link>
          )}
        </div>
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      )}
    </header>
  );
}

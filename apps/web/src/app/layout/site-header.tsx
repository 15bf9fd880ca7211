import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { isSignedIn } from '@/lib/auth-session';
import { HeaderIcon } from './header-icons';
import { LanguageSwitcher } from './language-switcher';
import { NAV_LINKS } from './nav-links';
import { StoreLogo } from './store-logo';
import { ThemeSwitcher } from './theme-switcher';

// The mobile menu pulls in the dialog primitives; load them only when someone opens it.
const MobileMenu = lazy(() => import('./mobile-menu'));

const iconLink =
  'relative flex h-10 w-10 items-center justify-center rounded-full hover:bg-black/5 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none';

export function SiteHeader() {
  const { t } = useTranslation('header');
  const [menuOpen, setMenuOpen] = useState(false);
  const signedIn = isSignedIn();
  const cartCount = 0;
  return (
    <header className="sticky top-0 z-40 border-b border-black/10 bg-header text-header-fg shadow-sm">
      <p className="bg-primary px-4 py-1.5 text-center text-xs font-medium text-primary-fg sm:text-sm">{t('free_delivery_banner')}</p>
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-4 px-4 sm:px-6">
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
                `rounded-md px-3 py-2 text-sm font-medium hover:bg-black/5 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none ${isActive ? 'underline underline-offset-8' : ''}`
              }
            >
              {t(link.key)}
            </NavLink>
          ))}
        </nav>
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
            <span className="absolute -end-0.5 -top-0.5 min-w-5 rounded-full bg-primary px-1 text-center text-xs leading-5 font-semibold text-primary-fg">
              {cartCount}
            </span>
          </Link>
          <Link
            to={signedIn ? '/myProfile' : '/signin'}
            className="flex items-center gap-2 rounded-full px-2 py-2 text-sm font-medium hover:bg-black/5 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none sm:px-3"
          >
            <HeaderIcon name="user" />
            <span className="hidden sm:inline">{signedIn ? t('my_account') : t('sign_in')}</span>
          </Link>
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

import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { SideSheet } from '@/components/ui/side-sheet';
import { useStore } from '@/lib/store-context';
import { LanguageSwitcher } from './language-switcher';
import { NAV_LINKS } from './nav-links';
import { ThemeSwitcher } from './theme-switcher';

/** Small screens: navigation and the language and theme choices in a sheet from the start side. */
export default function MobileMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('header');
  const { languages, language } = useStore();
  const rtl = languages.find((l) => l.language_code === language)?.writing_script_direction === 'RTL';
  return (
    <SideSheet open={open} onOpenChange={onOpenChange} side={rtl ? 'right' : 'left'} title={t('menu')}>
      <nav aria-label={t('main_navigation')} className="flex flex-col gap-1">
        <NavLink to="/" onClick={() => onOpenChange(false)} className="rounded-md px-3 py-2 hover:bg-muted">
          {t('home')}
        </NavLink>
        {NAV_LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} onClick={() => onOpenChange(false)} className="rounded-md px-3 py-2 hover:bg-muted">
            {t(link.key)}
          </NavLink>
        ))}
      </nav>
      <div className="flex flex-col gap-3 border-t border-line pt-4">
        <LanguageSwitcher />
        <ThemeSwitcher />
      </div>
    </SideSheet>
  );
}

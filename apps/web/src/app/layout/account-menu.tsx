import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { logout } from '@/lib/logout';

export const ACCOUNT_LINKS = [
  { to: '/myProfile', key: 'my_profile' },
  { to: '/userprofile/myOrder', key: 'my_orders' },
  { to: '/customerAddress', key: 'addresses' },
  { to: '/preferences', key: 'preferences' },
  { to: '/activeSessions', key: 'active_sessions' },
] as const;

type Props = { id: string; onClose: (restoreFocus: boolean) => void; toggleRef: RefObject<HTMLButtonElement | null> };

const item = 'block w-full rounded-md px-3 py-2 text-start text-sm hover:bg-muted focus-visible:bg-muted focus-visible:focus-ring disabled:opacity-60';

/**
 * The signed-in customer's account links and "Sign out", as a disclosure panel under the name in
 * the header. Loaded on first open so it stays out of the first bundle. Escape or a click
 * elsewhere closes it.
 */
export default function AccountMenu({ id, onClose, toggleRef }: Props) {
  const { t } = useTranslation('header');
  const queryClient = useQueryClient();
  const panelRef = useRef<HTMLDivElement>(null);
  const [signingOut, setSigningOut] = useState(false);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      onClose(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [onClose, toggleRef]);

  const signOut = () => {
    setSigningOut(true);
    void logout(queryClient);
  };

  return (
    <div ref={panelRef} id={id} className="absolute end-0 top-full z-50 mt-2 w-56 rounded-xl border border-line bg-page p-1.5 text-page-fg shadow-lg">
      <ul className="flex flex-col">
        {ACCOUNT_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={item} onClick={() => onClose(false)}>
              {t(link.key)}
            </Link>
          </li>
        ))}
        <li className="mt-1 border-t border-line pt-1">
          <button type="button" className={item} onClick={signOut} disabled={signingOut} aria-busy={signingOut || undefined}>
            {signingOut ? t('signing_out') : t('sign_out')}
          </button>
        </li>
      </ul>
    </div>
  );
}

import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { AssistantWidgetSlot, showsAssistantWidget } from '@/features/assistant/widget-slot';
import { useSession } from '@/lib/use-session';
import { isBarePath, isConsolePath } from '../route-table';
import { ConsoleHeader } from './console-header';
import { PageErrorBoundary } from './page-error-boundary';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * Header, page and footer; the header and footer step aside on the bare pages of spec §2, and the
 * vendor console has a header of its own.
 *
 * The page is at least as tall as the screen, so the footer starts below the fold: while a page
 * loaded (a spinner, a skeleton) the footer sat in view and jumped each time content came or
 * went, 0.49 of layout shift a time on a phone (three times on home: its CLS was 1.48).
 *
 * The assistant's floating button joins the shopper's pages when the store turned it on (`askAi`,
 * already false for guests); the vendor console is not the shopper's, so it goes without.
 */
export function AppLayout({ askAi }: { askAi: boolean }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const bare = isBarePath(pathname);
  const vendorConsole = isConsolePath(pathname);
  const signedIn = useSession().isAuthenticated;
  const assistant = !vendorConsole && showsAssistantWidget({ signedIn, askAi, pathname });
  return (
    <div className="flex min-h-screen flex-col bg-page text-page-fg">
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-page focus:px-3 focus:py-2"
      >
        {t('skip_to_content')}
      </a>
      {vendorConsole ? <ConsoleHeader /> : !bare && <SiteHeader />}
      <main id="content" className="flex min-h-svh flex-1 flex-col">
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<Spinner className="m-auto py-24" />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      {!bare && !vendorConsole && <SiteFooter />}
      {assistant && <AssistantWidgetSlot />}
    </div>
  );
}

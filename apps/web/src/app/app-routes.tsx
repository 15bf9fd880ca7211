import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { lazyWithReload } from '@/lib/lazy-with-reload';
import { AppLayout } from './layout/app-layout';
import { RequireSignedIn, RequireSignedOut } from './route-guards';
import { routeTable, type RouteDef } from './route-table';

const HomePage = lazyWithReload(() => import('@/features/home/home-page'));
const PlaceholderPage = lazyWithReload(() => import('./pages/placeholder-page'));
const AmazonPaymentPage = lazyWithReload(() => import('./pages/amazon-payment-page'));
const NotFoundPage = lazyWithReload(() => import('./pages/not-found-page'));

function pageFor(route: RouteDef): ReactElement {
  switch (route.page) {
    case 'home':
      return <HomePage />;
    case 'amazon-payment':
      return <AmazonPaymentPage />;
    case 'placeholder':
      return <PlaceholderPage ns={route.title!.ns} titleKey={route.title!.key} />;
  }
}

function guarded(route: RouteDef): ReactElement {
  const page = pageFor(route);
  if (route.access === 'signed-in') return <RequireSignedIn>{page}</RequireSignedIn>;
  if (route.access === 'signed-out') return <RequireSignedOut>{page}</RequireSignedOut>;
  return page;
}

/** The route table of spec §2 as React Router routes, every page loaded lazily. */
export function AppRoutes({ askAi }: { askAi: boolean }) {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {routeTable({ askAi }).map((route) => (
          <Route key={route.path} path={route.path} element={guarded(route)} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { lazyWithReload } from '@/lib/lazy-with-reload';
import { AppLayout } from './layout/app-layout';
import { RequireSignedIn, RequireSignedOut } from './route-guards';
import { routeTable, type RouteDef } from './route-table';

const HomePage = lazyWithReload(() => import('@/features/home/home-page'));
const AmazonPaymentPage = lazyWithReload(() => import('./pages/amazon-payment-page'));
const NotFoundPage = lazyWithReload(() => import('./pages/not-found-page'));
const SignInPage = lazyWithReload(() => import('@/features/auth/signin-page'));
const SignUpPage = lazyWithReload(() => import('@/features/auth/signup-page'));
const ProfilePage = lazyWithReload(() => import('@/features/account/pages/profile-page'));
const UserDetailsPage = lazyWithReload(() => import('@/features/account/pages/user-details-page'));
const AddressPage = lazyWithReload(() => import('@/features/account/pages/address-page'));
const PreferencesPage = lazyWithReload(() => import('@/features/account/pages/preferences-page'));
const LoginSessionsPage = lazyWithReload(() => import('@/features/account/pages/login-sessions-page'));
const ActiveSessionsPage = lazyWithReload(() => import('@/features/account/pages/active-sessions-page'));
const ProductDetailsPage = lazyWithReload(() => import('@/features/product/pages/product-details-page'));
const CategoriesPage = lazyWithReload(() => import('@/features/categories/pages/categories-page'));
const VendorPage = lazyWithReload(() => import('@/features/vendor/pages/vendor-page'));
const PoliciesPage = lazyWithReload(() => import('@/features/policies/pages/policies-page'));
const ProductListingPage = lazyWithReload(() => import('@/features/catalogue/pages/product-listing-page'));
const CartPage = lazyWithReload(() => import('@/features/cart/pages/cart-page'));
const WishlistPage = lazyWithReload(() => import('@/features/wishlist/pages/wishlist-page'));
const CheckoutPage = lazyWithReload(() => import('@/features/checkout/pages/checkout-page'));
const PaymentReturnPage = lazyWithReload(() => import('@/features/checkout/pages/payment-return-page'));
const OrderStatusPage = lazyWithReload(() => import('@/features/checkout/pages/order-status-page'));
const MyOrdersPage = lazyWithReload(() => import('@/features/orders/pages/my-orders-page'));
const EnquiriesPage = lazyWithReload(() => import('@/features/enquiries/pages/enquiries-page'));
const OrderDetailsPage = lazyWithReload(() => import('@/features/orders/pages/order-details-page'));
const TrainingOverviewPage = lazyWithReload(() => import('@/features/orders/pages/training-overview-page'));
const VendorConsolePage = lazyWithReload(() => import('@/features/vendor-console/pages/vendor-console-page'));
const AskAiPage = lazyWithReload(() => import('@/features/assistant/pages/ask-ai-page'));

function pageFor(route: RouteDef): ReactElement {
  switch (route.page) {
    case 'home':
      return <HomePage />;
    case 'amazon-payment':
      return <AmazonPaymentPage />;
    case 'my-profile':
      return <ProfilePage />;
    case 'user-details':
      return <UserDetailsPage />;
    case 'customer-address':
      return <AddressPage />;
    case 'preferences':
      return <PreferencesPage />;
    case 'login-sessions':
      return <LoginSessionsPage />;
    case 'active-sessions':
      return <ActiveSessionsPage />;
    case 'signin':
      return <SignInPage />;
    case 'signup':
      return <SignUpPage />;
    case 'product-listing':
      return <ProductListingPage />;
    case 'product-details':
      return <ProductDetailsPage />;
    case 'categories':
      return <CategoriesPage />;
    case 'vendor':
      return <VendorPage />;
    case 'policies':
      return <PoliciesPage />;
    case 'cart':
      return <CartPage />;
    case 'wishlist':
      return <WishlistPage />;
    case 'checkout':
      return <CheckoutPage />;
    case 'payment-return':
      return <PaymentReturnPage />;
    case 'order-status':
      return <OrderStatusPage />;
    case 'my-orders':
      return <MyOrdersPage />;
    case 'enquiries':
      return <EnquiriesPage />;
    case 'order-details':
      return <OrderDetailsPage />;
    case 'training-overview':
      return <TrainingOverviewPage />;
    case 'vendor-console':
      return <VendorConsolePage />;
    case 'ask-ai':
      return <AskAiPage />;
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
      <Route element={<AppLayout askAi={askAi} />}>
        {routeTable({ askAi }).map((route) => (
          <Route key={route.path} path={route.path} element={guarded(route)} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

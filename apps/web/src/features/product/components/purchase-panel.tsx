import { Suspense, useRef, useState } from 'react';
import type { ProductDetails } from '@bazaar/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { toast } from '@/components/ui/toaster';
import { buyNow, CHECKOUT_PATHS } from '@/lib/cart/buy-now';
import { guestItemFrom } from '@/lib/cart/guest-cart';
import { useCart, useCartActions } from '@/lib/cart/use-cart';
import { lazyWithReload } from '@/lib/lazy-with-reload';
import { rememberReturnPath } from '@/lib/return-path';
import { useSession } from '@/lib/use-session';
import { StickyPurchaseBar } from './sticky-purchase-bar';
import { WishlistButton } from './wishlist-button';

// Loaded at the first 'Enquire': with it come the form kit and the dialog, which the page does not need to first render.
const EnquirySheet = lazyWithReload(() => import('./enquiry-sheet'));

/**
 * Stock, quantity and the buttons of the product's mode (spec §4): checkout-based products go to
 * the cart or straight to checkout, request-based ones are requested through the cart (the vendor
 * confirms at checkout), enquiry-based ones open the product's enquiry form (a guest signs in
 * first and comes back to the product).
 */
export function PurchasePanel({ product }: { product: ProductDetails }) {
  const { t } = useTranslation(['product_details', 'cart']);
  const navigate = useNavigate();
  const max = Math.max(0, Math.min(product.stock, product.max_per_order));
  const inStock = product.in_stock && max > 0;
  // Spec §5: add-to-cart quantity defaults to 1.
  const [quantity, setQuantity] = useState(1);
  const chosen = Math.min(quantity, max);
  const needsQuantity = product.order_flow !== 'enquiry_based';
  const { add } = useCartActions({
    onAdded: () => toast.success(t('cart:added_to_cart')),
    onError: (message) => toast.error(message),
  });
  const item = () => guestItemFrom({ ...product, max_quantity: max }, chosen);
  // Adding again replaces the line (§4), so the page says what the cart already holds.
  const cart = useCart();
  const inCart = cart.lines.find((line) => line.productId === product.product_id);
  const { isAuthenticated } = useSession();
  const location = useLocation();
  const [enquiring, setEnquiring] = useState(false);
  const [sheetLoaded, setSheetLoaded] = useState(false);
  const enquire = () => {
    if (!isAuthenticated) {
      // Spec §2: every way into sign-in remembers origin, path and query, as the route guard does.
      rememberReturnPath(location);
      void navigate('/signin', { state: { returnTo: `${location.pathname}${location.search}` } });
      return;
    }
    setSheetLoaded(true);
    setEnquiring(true);
  };

  // The page's main action, which the phone's bar repeats once these buttons have scrolled away.
  const actions = useRef<HTMLDivElement>(null);
  const addToCart = () => add.mutate({ item: item() });
  const main =
    product.order_flow === 'enquiry_based'
      ? { label: t('product_details:enquire'), onAction: enquire, disabled: false }
      : inStock
        ? {
            label: t(product.order_flow === 'request_based' ? 'product_details:request' : 'product_details:add_to_cart'),
            onAction: addToCart,
            disabled: add.isPending,
          }
        : null;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        {inStock ? (
          <Badge variant="secondary">{t('product_details:in_stock')}</Badge>
        ) : (
          <Badge variant="destructive">{t('product_details:out_of_stock')}</Badge>
        )}
        {inStock && product.stock <= 5 && <span className="text-sm text-muted-fg">{t('product_details:only_left', { count: product.stock })}</span>}
      </div>
      {inStock && needsQuantity && (
        <div className="flex flex-wrap items-center gap-3">
          <QuantityStepper value={chosen} max={max} onChange={setQuantity} />
          <span className="text-sm text-muted-fg">{t('product_details:max_per_order', { max })}</span>
        </div>
      )}
      {product.slot_required && <p className="rounded-md bg-muted p-3 text-sm">{t('product_details:slot_required_note')}</p>}
      <div ref={actions} className="flex flex-wrap gap-3">
        {product.order_flow === 'checkout_based' && (
          <>
            <Button disabled={!inStock || add.isPending} onClick={addToCart}>
              {t('product_details:add_to_cart')}
            </Button>
            <Button
              variant="secondary"
              disabled={!inStock}
              onClick={() => {
                buyNow.set(item());
                void navigate(CHECKOUT_PATHS.buyNow);
              }}
            >
              {t('product_details:buy_now')}
            </Button>
          </>
        )}
        {product.order_flow === 'request_based' && (
          <Button disabled={!inStock || add.isPending} onClick={addToCart}>
            {t('product_details:request')}
          </Button>
        )}
        {product.order_flow === 'enquiry_based' && <Button onClick={enquire}>{t('product_details:enquire')}</Button>}
        <WishlistButton productId={product.product_id} />
      </div>
      {/* A signed-in customer's cart arrives after the page: the line is kept for them even while
          empty, or the delivery check below would move down when it said the product is in it. A
          guest's cart is on the device and known at once. */}
      {(inCart || cart.isSignedIn) && (
        <p className="flex min-h-5 flex-wrap items-center gap-2 text-sm" aria-live="polite">
          {inCart && (
            <>
              <span>{t('product_details:in_cart', { count: inCart.quantity })}</span>
              <Link to="/cart" className="font-medium text-primary underline-offset-4 hover:underline focus-visible:underline">
                {t('product_details:go_to_cart')}
              </Link>
            </>
          )}
        </p>
      )}
      {main && <StickyPurchaseBar product={product} watch={actions} {...main} />}
      {sheetLoaded && (
        <Suspense fallback={null}>
          <EnquirySheet product={product} open={enquiring} onClose={() => setEnquiring(false)} />
        </Suspense>
      )}
    </div>
  );
}

import { useParams } from 'react-router';
import { CheckoutStart } from '../components/checkout-start';
import { CheckoutWizard } from '../components/checkout-wizard';

/** /checkout/{checkoutId}; the two basket names start a checkout instead of showing one. */
export default function CheckoutPage() {
  const { checkoutId = '' } = useParams();
  if (checkoutId === 'cart' || checkoutId === 'buy-now') return <CheckoutStart key={checkoutId} source={checkoutId} />;
  return <CheckoutWizard key={checkoutId} checkoutId={checkoutId} />;
}

/**
 * What a provider needs to know about the customer: Cashfree a phone number, Amazon Payment
 * Services an email address. Place-order can ask before it commits, so a shopper is told at once
 * instead of after the order was written.
 */
export function paymentStartProblem(provider: string, customer: { email: string | null; phone: string | null }): string | null {
  if (provider === 'cashfree' && !customer.phone) return 'Cashfree needs a phone number: add one to your profile, or choose another way to pay';
  if (provider === 'amazon_pay' && !customer.email) {
    return 'Amazon Payment Services needs an email address: add one to your profile, or choose another way to pay';
  }
  return null;
}

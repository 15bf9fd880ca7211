/**
 * What the API document says of each operation that the routes' own schemas do not: its
 * operationId (what it does, in camelCase) and who may call it. Keyed by method and the path as
 * the document writes it; a route missing here stops the document from being built
 * (openapi.ts), so a new route cannot ship without a name and its security.
 *
 * Who may call what follows request-context.ts: `customerContext()` is the customer's token,
 * `storeContext()` the realm-name header, `visitorContext()` either, and `requireVendor` the vendor
 * console's token.
 */
export type Access =
  /** The realm-name header names the store; no token is looked at (sign-in, sign-up, codes). */
  | 'store'
  /** Guests name the store by realm-name; a customer's token, when sent, names it instead. */
  | 'visitor'
  /** The signed-in customer's token; it names the store, so realm-name may be left out. */
  | 'customer'
  /** The vendor console's token. */
  | 'vendor'
  /** Nothing in a header: the text says what proves the caller instead, or why nothing needs to. */
  | { none: string };

export type Operation = { id: string; access: Access };

const signedWebhook =
  "Called by the payment provider, not by a client: no token or store header; the provider's signature over the raw body proves the sender.";

const table: Record<string, [id: string, access: Access]> = {
  // account
  'GET /cfs/rest/v3/profile': ['getProfile', 'customer'],
  'PUT /cfs/rest/v3/profile': ['updateProfile', 'customer'],
  'POST /cfs/rest/v3/profile/contact/verify': ['verifyContactChange', 'customer'],
  'PUT /cfs/rest/v3/profile/avatar': ['setAvatar', 'customer'],
  'DELETE /cfs/rest/v3/profile/avatar': ['removeAvatar', 'customer'],
  'GET /cfs/rest/v3/addresses': ['listAddresses', 'customer'],
  'POST /cfs/rest/v3/addresses': ['addAddress', 'customer'],
  'PUT /cfs/rest/v3/addresses/{id}': ['updateAddress', 'customer'],
  'DELETE /cfs/rest/v3/addresses/{id}': ['deleteAddress', 'customer'],
  'POST /cfs/rest/v3/addresses/{id}/default': ['setDefaultAddress', 'customer'],
  'GET /cfs/rest/v3/preferences': ['getPreferences', 'customer'],
  'PUT /cfs/rest/v3/preferences': ['updatePreferences', 'customer'],
  // identity and sessions
  'POST /ums/rest/v3/otp/send': ['sendOtp', 'store'],
  'POST /ums/rest/v3/signup': ['signUp', 'store'],
  'POST /ums/rest/v3/signin': ['signIn', 'store'],
  'POST /ums/rest/v3/password/reset': ['resetPassword', 'visitor'],
  'POST /ums/rest/v3/refresh-token': ['refreshTokens', { none: 'The refresh token and the store are sent in the body; no header is read.' }],
  'POST /ums/rest/v3/session-logout': ['signOut', { none: 'The id token in the body (id_token_hint) names the session to end; no header is read.' }],
  'GET /ums/rest/v3/jwks': ['getSigningKeys', { none: 'Public keys, the same for every store and caller.' }],
  'GET /ums/rest/v3/sessions': ['listSessions', 'customer'],
  'DELETE /ums/rest/v3/sessions': ['endOtherSessions', 'customer'],
  'GET /ums/rest/v3/sessions/history': ['listSessionHistory', 'customer'],
  'DELETE /ums/rest/v3/sessions/{id}': ['endSession', 'customer'],
  // store
  'GET /ums/rest/v3/validate-store': ['validateStore', { none: 'The store to check is named in the query (store-realmname); anyone may ask.' }],
  'GET /pbs/rest/v3/content-settings': ['getContentSettings', 'visitor'],
  'GET /pbs/rest/v3/languages': ['listLanguages', 'visitor'],
  'GET /pbs/rest/v3/store-images': ['listStoreImages', 'visitor'],
  'GET /cfs/rest/v3/ai-configuration': ['getAiConfiguration', 'customer'],
  // catalogue
  'GET /pbs/rest/v3/products': ['listProducts', 'visitor'],
  'GET /pbs/rest/v3/products/suggestions': ['suggestProducts', 'visitor'],
  'GET /pbs/rest/v3/products/{id}': ['getProduct', 'visitor'],
  'GET /pbs/rest/v3/deals': ['listDeals', 'visitor'],
  'GET /pbs/rest/v3/recommendations': ['listRecommendations', 'visitor'],
  'GET /pbs/rest/v3/categories': ['listCategories', 'visitor'],
  'GET /pbs/rest/v3/vendors': ['listVendors', 'visitor'],
  'GET /pbs/rest/v3/vendors/{id}': ['getVendor', 'visitor'],
  'GET /pbs/rest/v3/products/{id}/reviews': ['listProductReviews', 'visitor'],
  // cart, wish list, delivery
  'GET /cfs/rest/v3/customer-cart': ['getCart', 'customer'],
  'POST /cfs/rest/v3/customer-cart': ['addCartLines', 'customer'],
  'DELETE /cfs/rest/v3/customer-cart': ['clearCart', 'customer'],
  'PUT /cfs/rest/v3/customer-cart/{cartItemId}': ['setCartLineQuantity', 'customer'],
  'DELETE /cfs/rest/v3/customer-cart/{cartItemId}': ['removeCartLine', 'customer'],
  'GET /cfs/rest/v3/customer-wishlist': ['listWishlist', 'customer'],
  'POST /cfs/rest/v3/customer-wishlist': ['addToWishlist', 'customer'],
  'DELETE /cfs/rest/v3/customer-wishlist/{wishlistId}': ['removeFromWishlist', 'customer'],
  'GET /pbs/rest/v3/slots': ['listDeliverySlots', 'visitor'],
  'POST /pbs/rest/v3/delivery-check': ['checkDelivery', 'visitor'],
  // checkout and orders
  'POST /cfs/rest/v3/checkout': ['startCheckout', 'customer'],
  'GET /cfs/rest/v3/checkout/{checkoutId}': ['getCheckout', 'customer'],
  'PUT /cfs/rest/v3/checkout/{checkoutId}': ['updateCheckout', 'customer'],
  'POST /cfs/rest/v3/checkout/{checkoutId}/place-order': ['placeOrder', 'customer'],
  'GET /cfs/rest/v3/list-orders-with-order-items': ['listOrders', 'customer'],
  'GET /cfs/rest/v3/orders/{orderId}': ['getOrder', 'customer'],
  'GET /cfs/rest/v3/orders/{orderId}/invoice': ['getInvoice', 'customer'],
  'POST /cfs/rest/v3/order-items/{orderItemId}/cancel': ['cancelOrderItem', 'customer'],
  'POST /cfs/rest/v3/order-items/{orderItemId}/return': ['requestReturn', 'customer'],
  'DELETE /cfs/rest/v3/order-items/{orderItemId}/return': ['withdrawReturn', 'customer'],
  'POST /cfs/rest/v3/order-items/{orderItemId}/review': ['reviewOrderItem', 'customer'],
  'POST /cfs/rest/v3/products/{id}/reviews': ['addProductReview', 'customer'],
  'GET /cfs/rest/v3/order-items/{orderItemId}/schedule': ['getOrderItemSchedule', 'customer'],
  'GET /cfs/rest/v3/order-items/{orderItemId}/schedule/slots': ['listRescheduleSlots', 'customer'],
  'POST /cfs/rest/v3/order-items/{orderItemId}/reschedule': ['rescheduleOrderItem', 'customer'],
  // vendor console
  'POST /vms/rest/v3/auth/otp': ['sendVendorOtp', 'store'],
  'POST /vms/rest/v3/auth/sign-in': ['vendorSignIn', 'store'],
  'GET /vms/rest/v3/order-items': ['listVendorOrderItems', 'vendor'],
  'POST /vms/rest/v3/order-items/{orderItemId}/transition': ['moveVendorOrderItem', 'vendor'],
  'POST /vms/rest/v3/order-items/{orderItemId}/refund/settle': ['settleVendorRefund', 'vendor'],
  'GET /vms/rest/v3/order-items/{orderItemId}/return-images': ['listReturnImages', 'vendor'],
  'GET /vms/rest/v3/enquiries': ['listVendorEnquiries', 'vendor'],
  'POST /vms/rest/v3/enquiries/{enquiryId}/status': ['setEnquiryStatus', 'vendor'],
  'GET /vms/rest/v3/enquiries/{enquiryId}/files': ['getEnquiryFile', 'vendor'],
  'GET /vms/rest/v3/order-items/{orderItemId}/form-files': ['getOrderItemFormFile', 'vendor'],
  'GET /vms/rest/v3/get-crf-attributes': ['getVendorRequestForm', 'vendor'],
  // translations and files
  'GET /translations/{language}/{namespace}/translation.json': ['getTranslations', { none: 'The web app’s wording, the same for every store and caller.' }],
  'GET /files/{path}': ['getPublicFile', { none: 'Public pictures (logos, products), the same for every caller; customers’ uploads are never served here.' }],
  'POST /cfs/rest/v3/files': ['uploadFile', 'customer'],
  'GET /cfs/rest/v3/cfs-images/absolute': ['getUploadedImage', 'customer'],
  'GET /cfs/rest/v3/document/absolute': ['getUploadedDocument', 'customer'],
  'POST /cfs/rest/v3/document/download': ['downloadProductDocument', 'customer'],
  // enquiries, chat and offers
  'POST /cfs/rest/v3/enquiry': ['createEnquiry', 'customer'],
  'GET /cfs/rest/v3/enquiry': ['listEnquiries', 'customer'],
  'GET /cfs/rest/v3/get-crf-attributes': ['getRequestForm', 'customer'],
  'PUT /cfs/rest/v3/crf-attributes': ['answerRequestForm', 'customer'],
  'GET /cfs/rest/v3/enquiry-form': ['getEnquiryForm', 'visitor'],
  'GET /cfs/rest/v3/lead-enquiry': ['listChatMessages', 'customer'],
  'POST /cfs/rest/v3/lead-enquiry': ['sendChatMessage', 'customer'],
  'GET /cfs/rest/v3/lead-enquiry/rooms': ['listChatRooms', 'customer'],
  'GET /cfs/rest/v3/lead-enquiry/events': ['streamChatEvents', 'customer'],
  'GET /vms/rest/v3/lead-enquiry': ['listVendorChatMessages', 'vendor'],
  'POST /vms/rest/v3/lead-enquiry': ['sendVendorChatMessage', 'vendor'],
  'GET /vms/rest/v3/lead-enquiry/rooms': ['listVendorChatRooms', 'vendor'],
  'GET /vms/rest/v3/lead-enquiry/events': ['streamVendorChatEvents', 'vendor'],
  'GET /cfs/rest/v3/enquiry-offers': ['listOffers', 'customer'],
  'POST /cfs/rest/v3/enquiry-offers/{offerId}/accept': ['acceptOffer', 'customer'],
  'GET /vms/rest/v3/enquiry-offers': ['listVendorOffers', 'vendor'],
  'POST /vms/rest/v3/enquiries/{enquiryId}/offers': ['makeOffer', 'vendor'],
  'DELETE /vms/rest/v3/enquiries/{enquiryId}/offers/{offerId}': ['withdrawOffer', 'vendor'],
  // assistant
  'POST /cfs/rest/v3/ask-ai': ['askAi', 'customer'],
  'GET /cfs/rest/v3/ask-ai/conversations': ['listAssistantConversations', 'customer'],
  'GET /cfs/rest/v3/ask-ai/conversations/{id}': ['getAssistantConversation', 'customer'],
  'DELETE /cfs/rest/v3/ask-ai/conversations/{id}': ['deleteAssistantConversation', 'customer'],
  // payments
  'GET /cfs/rest/v3/payment-types': ['listPaymentTypes', 'customer'],
  'PUT /cfs/rest/v3/check-order-status/{orderId}': ['checkOrderStatus', 'customer'],
  'POST /cfs/rest/v3/payments/cashfree/webhook': ['receiveCashfreeWebhook', { none: signedWebhook }],
  'POST /cfs/rest/v3/payments/stripe/webhook': ['receiveStripeWebhook', { none: signedWebhook }],
  'POST /cfs/rest/v3/payments/amazon-pay/notify': ['receiveAmazonPayNotification', { none: signedWebhook }],
  'POST /cfs/rest/v3/payments/amazon-pay/return': [
    'returnFromAmazonPay',
    { none: "The shopper's browser, sent back by the provider: no token or store header; the provider's signature over the posted fields proves the result." },
  ],
  // demo mode
  'GET /dev/outbox': [
    'listOutboxMessages',
    { none: 'Demo mode only (DEMO_MODE): the messages nobody was sent, for trying sign-in without a phone or mailbox.' },
  ],
};

export const operationKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** The operation for a method and a document path ("/x/{id}"), or undefined when the table lacks it. */
export function operationFor(method: string, path: string, operations = table): Operation | undefined {
  const entry = operations[operationKey(method, path)];
  return entry && { id: entry[0], access: entry[1] };
}

export const operationKeys = () => Object.keys(table);

/**
 * The API paths the web app calls, one name each, so the server's routes and the web's calls
 * cannot drift apart. Plain strings with no zod: the web imports them from
 * '@bazaar/contracts/constants' without pulling the schemas into its bundle. A path with an id
 * is the collection path plus "/{id}" (the server registers it as `${PATH}/:id`).
 */

/* ---- identity (/ums) ---- */
export const OTP_SEND_PATH = '/ums/rest/v3/otp/send';
export const SIGNUP_PATH = '/ums/rest/v3/signup';
export const SIGNIN_PATH = '/ums/rest/v3/signin';
export const PASSWORD_RESET_PATH = '/ums/rest/v3/password/reset';
export const REFRESH_TOKEN_PATH = '/ums/rest/v3/refresh-token';
export const SESSION_LOGOUT_PATH = '/ums/rest/v3/session-logout';
export const SESSIONS_PATH = '/ums/rest/v3/sessions';
export const LOGIN_HISTORY_PATH = '/ums/rest/v3/sessions/history';

/* ---- store (/ums, /pbs, /cfs) ---- */
export const VALIDATE_STORE_PATH = '/ums/rest/v3/validate-store';
export const CONTENT_SETTINGS_PATH = '/pbs/rest/v3/content-settings';
export const LANGUAGES_PATH = '/pbs/rest/v3/languages';
export const STORE_IMAGES_PATH = '/pbs/rest/v3/store-images';
export const AI_CONFIGURATION_PATH = '/cfs/rest/v3/ai-configuration';

/* ---- catalogue (/pbs) ---- */
export const PRODUCTS_PATH = '/pbs/rest/v3/products';
export const SUGGESTIONS_PATH = '/pbs/rest/v3/products/suggestions';
export const CATEGORIES_PATH = '/pbs/rest/v3/categories';
export const VENDORS_PATH = '/pbs/rest/v3/vendors';
export const DEALS_PATH = '/pbs/rest/v3/deals';
export const RECOMMENDATIONS_PATH = '/pbs/rest/v3/recommendations';
/** A product's reviews: `${PRODUCTS_PATH}/{id}/reviews`. */
export const productReviewsPath = (productId: number) => `${PRODUCTS_PATH}/${productId}/reviews`;

/* ---- delivery (/pbs) ---- */
export const SLOTS_PATH = '/pbs/rest/v3/slots';
export const DELIVERY_CHECK_PATH = '/pbs/rest/v3/delivery-check';

/* ---- account, cart, wish list (/cfs) ---- */
export const PROFILE_PATH = '/cfs/rest/v3/profile';
export const PROFILE_AVATAR_PATH = '/cfs/rest/v3/profile/avatar';
export const CONTACT_VERIFY_PATH = '/cfs/rest/v3/profile/contact/verify';
export const ADDRESSES_PATH = '/cfs/rest/v3/addresses';
export const PREFERENCES_PATH = '/cfs/rest/v3/preferences';
export const CART_PATH = '/cfs/rest/v3/customer-cart';
export const WISHLIST_PATH = '/cfs/rest/v3/customer-wishlist';

/* ---- checkout, payments and orders (/cfs) ---- */
export const CHECKOUT_PATH = '/cfs/rest/v3/checkout';
/** `${CHECKOUT_PATH}/{checkoutId}/place-order`, with an Idempotency-Key header. */
export const placeOrderPath = (checkoutId: string) => `${CHECKOUT_PATH}/${checkoutId}/place-order`;
export const PAYMENT_TYPES_PATH = '/cfs/rest/v3/payment-types';
export const CHECK_ORDER_STATUS_PATH = '/cfs/rest/v3/check-order-status';
export const ORDERS_LIST_PATH = '/cfs/rest/v3/list-orders-with-order-items';
/** Issue #12: one order, its invoice, and what a customer does with an order item. */
export const ORDERS_PATH = '/cfs/rest/v3/orders';
export const orderPath = (orderId: number) => `${ORDERS_PATH}/${orderId}`;
export const orderInvoicePath = (orderId: number) => `${ORDERS_PATH}/${orderId}/invoice`;
export const ORDER_ITEMS_PATH = '/cfs/rest/v3/order-items';
export const orderItemCancelPath = (orderItemId: number) => `${ORDER_ITEMS_PATH}/${orderItemId}/cancel`;
export const orderItemReturnPath = (orderItemId: number) => `${ORDER_ITEMS_PATH}/${orderItemId}/return`;
export const orderItemReviewPath = (orderItemId: number) => `${ORDER_ITEMS_PATH}/${orderItemId}/review`;
/** A booked service's schedule, the slots it may move to, and the move (issue #12, /trainingOverview). */
export const orderItemSchedulePath = (orderItemId: number) => `${ORDER_ITEMS_PATH}/${orderItemId}/schedule`;
export const orderItemScheduleSlotsPath = (orderItemId: number) => `${ORDER_ITEMS_PATH}/${orderItemId}/schedule/slots`;
export const orderItemReschedulePath = (orderItemId: number) => `${ORDER_ITEMS_PATH}/${orderItemId}/reschedule`;

/* ---- vendor console (/vms, issue #12) ---- */
export const VENDOR_API = '/vms/rest/v3';
export const VENDOR_OTP_PATH = `${VENDOR_API}/auth/otp`;
export const VENDOR_SIGN_IN_PATH = `${VENDOR_API}/auth/sign-in`;
export const VENDOR_ORDER_ITEMS_PATH = `${VENDOR_API}/order-items`;
export const vendorTransitionPath = (orderItemId: number) => `${VENDOR_ORDER_ITEMS_PATH}/${orderItemId}/transition`;
/** POST: the vendor has handed back the cash owed for an item paid on delivery. */
export const vendorSettleRefundPath = (orderItemId: number) => `${VENDOR_ORDER_ITEMS_PATH}/${orderItemId}/refund/settle`;

/* ---- files (/cfs, issue #12) ---- */
/** POST, multipart: a customer's upload (a return photo); answers its storage path. */
export const FILES_PATH = '/cfs/rest/v3/files';
/** GET ?image-path=…: one of the customer's own uploads (spec §7's protected image). */
export const PROTECTED_IMAGE_PATH = '/cfs/rest/v3/cfs-images/absolute';
/** GET ?path=…: a photo of the item's return request, for the item's vendor. */
export const vendorReturnImagePath = (orderItemId: number) => `${VENDOR_ORDER_ITEMS_PATH}/${orderItemId}/return-images`;

/* ---- enquiries and request forms (/cfs, issue #13) ---- */
/** POST: a customer's enquiry with its form answers; GET ?enquiry-id&page-number&page-limit&enquiry-status: the customer's enquiries. */
export const ENQUIRY_PATH = '/cfs/rest/v3/enquiry';
/** GET ?order-item-id=…: the custom request form of a request-based order item. */
export const CRF_ATTRIBUTES_PATH = '/cfs/rest/v3/get-crf-attributes';
/** GET ?room-type&order-item-id|enquiry-id: a chat room's messages; POST: a message (spec §7). */
export const LEAD_ENQUIRY_PATH = '/cfs/rest/v3/lead-enquiry';
/** GET, text/event-stream: the room's new messages as they are sent. */
export const LEAD_ENQUIRY_EVENTS_PATH = `${LEAD_ENQUIRY_PATH}/events`;
/** The vendor's side of the same rooms, with the vendor token. */
export const VENDOR_LEAD_ENQUIRY_PATH = `${VENDOR_API}/lead-enquiry`;
export const VENDOR_LEAD_ENQUIRY_EVENTS_PATH = `${VENDOR_LEAD_ENQUIRY_PATH}/events`;
/** GET ?product-id=…: a product's enquiry or request form, before anyone signs in. */
export const ENQUIRY_FORM_PATH = '/cfs/rest/v3/enquiry-form';
/** PUT: the answers to a request-based order item's form. */
export const CRF_ANSWERS_PATH = '/cfs/rest/v3/crf-attributes';
/** GET ?document-path=…: one of the customer's own uploaded documents (spec §7). */
export const DOCUMENT_PATH = '/cfs/rest/v3/document/absolute';
/** POST ?document-path=…&document-type=product: spec §7's protected document download. */
export const DOCUMENT_DOWNLOAD_PATH = '/cfs/rest/v3/document/download';
/** GET: the caller's chat rooms with their last message and unread count. */
export const LEAD_ENQUIRY_ROOMS_PATH = `${LEAD_ENQUIRY_PATH}/rooms`;
export const VENDOR_LEAD_ENQUIRY_ROOMS_PATH = `${VENDOR_LEAD_ENQUIRY_PATH}/rooms`;
/** The vendor's enquiries (GET), a status move (POST …/{id}/status) and an answer's file (GET …/{id}/files?path=). */
export const VENDOR_ENQUIRIES_PATH = `${VENDOR_API}/enquiries`;
export const vendorEnquiryStatusPath = (enquiryId: number) => `${VENDOR_ENQUIRIES_PATH}/${enquiryId}/status`;
export const vendorEnquiryFilePath = (enquiryId: number) => `${VENDOR_ENQUIRIES_PATH}/${enquiryId}/files`;
/** GET ?path=…: a file answering a request item's form, for the item's vendor. */
export const vendorFormFilePath = (orderItemId: number) => `${VENDOR_ORDER_ITEMS_PATH}/${orderItemId}/form-files`;
/** GET ?order-item-id=…: the request form of one of the vendor's request items. */
export const VENDOR_CRF_ATTRIBUTES_PATH = `${VENDOR_API}/get-crf-attributes`;

/* ---- offers on enquiries (issue #13) ---- */
/** GET ?enquiry-id=…: an enquiry's offers, newest first, for its customer. */
export const ENQUIRY_OFFERS_PATH = '/cfs/rest/v3/enquiry-offers';
/** POST: the customer accepts an offer into the cart as its own line. */
export const enquiryOfferAcceptPath = (offerId: number) => `${ENQUIRY_OFFERS_PATH}/${offerId}/accept`;
/** GET ?enquiry-id=…: the same list for the enquiry's vendor. */
export const VENDOR_ENQUIRY_OFFERS_PATH = `${VENDOR_API}/enquiry-offers`;
/** POST { unit_price, quantity, valid_until }: the vendor makes an offer on its enquiry. */
export const vendorEnquiryOffersPath = (enquiryId: number) => `${VENDOR_API}/enquiries/${enquiryId}/offers`;
/** DELETE: the vendor withdraws an offer not yet ordered. */
export const vendorEnquiryOfferPath = (enquiryId: number, offerId: number) => `${VENDOR_API}/enquiries/${enquiryId}/offers/${offerId}`;

/* ---- assistant (/cfs, issue #15) ---- */
export const ASK_AI_PATH = '/cfs/rest/v3/ask-ai';
export const ASK_AI_CONVERSATIONS_PATH = '/cfs/rest/v3/ask-ai/conversations';

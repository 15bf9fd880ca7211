/* eslint-disable */
// Generated from the API document by scripts/generate-client.ts (npm run build); do not edit.

export interface paths {
    "/cfs/rest/v3/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in customer's profile. */
        get: operations["getProfile"];
        /** Changes name, gender or date of birth at once, and clears email or phone. A new email or phone is not applied: a code goes to it (pending_contact_change) and POST /profile/contact/verify applies it. The answer is the same whether or not another account uses the contact. */
        put: operations["updateProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/profile/contact/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Applies a new email or phone with the code sent to it by PUT /profile; the old contact is told. */
        post: operations["verifyContactChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/profile/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets the profile photo: the raw PNG, JPEG or WebP image (at most 2 MB) as the body, with its content-type. */
        put: operations["setAvatar"];
        post?: never;
        /** Removes the profile photo; initials are shown instead. */
        delete: operations["removeAvatar"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's addresses, defaults first, then newest; page-number -1 gives all. */
        get: operations["listAddresses"];
        put?: never;
        /** Adds an address; the first of its type becomes the default. At most 20 per customer. */
        post: operations["addAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/addresses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes an address; is_default true makes it the default of its type. */
        put: operations["updateAddress"];
        post?: never;
        /** Deletes an address; when it was the default, the newest other of its type takes over. */
        delete: operations["deleteAddress"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/addresses/{id}/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Makes the address the default of its type. */
        post: operations["setDefaultAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's language, theme and notification choices (defaults until first saved). */
        get: operations["getPreferences"];
        /** Saves the preferences sent; the others keep their value. */
        put: operations["updatePreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ums/rest/v3/otp/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a 6-digit code to a phone number or email (answers alike whether or not an account exists). */
        post: operations["sendOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ums/rest/v3/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account with a sign-up code. */
        post: operations["signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ums/rest/v3/signin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with a code or a password. */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ums/rest/v3/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set or reset a password with a code sent for purpose "password". Every session ends, except the caller's own when a valid bearer token of the same customer is sent. */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ums/rest/v3/refresh-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Swap a refresh token for a new token set; the old refresh token dies (spec §7).
         * @description The refresh token and the store are sent in the body; no header is read.
         */
        post: operations["refreshTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ums/rest/v3/session-logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the session named by the id token (spec §7).
         * @description The id token in the body (id_token_hint) names the session to end; no header is read.
         */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ums/rest/v3/jwks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every live public key that verifies Bazaar tokens (JWKS); tokens name theirs by kid.
         * @description Public keys, the same for every store and caller.
         */
        get: operations["getSigningKeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ums/rest/v3/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active sessions; the one making the call is marked current. */
        get: operations["listSessions"];
        put?: never;
        post?: never;
        /** End every session but this one. */
        delete: operations["endOtherSessions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ums/rest/v3/sessions/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Login history, newest first. */
        get: operations["listSessionHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ums/rest/v3/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End one of my sessions. */
        delete: operations["endSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ums/rest/v3/validate-store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Is this store open? Names it for the page title.
         * @description The store to check is named in the query (store-realmname); anyone may ask.
         */
        get: operations["validateStore"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pbs/rest/v3/content-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's colours per theme, header and footer colours, and currencies. */
        get: operations["getContentSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pbs/rest/v3/languages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's languages; only status 1 is active, is_default marks the default. */
        get: operations["listLanguages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pbs/rest/v3/store-images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's logos for light and dark themes, as file paths. */
        get: operations["listStoreImages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/ai-configuration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the AI assistant is on for this store; for signed-in customers only (spec §6, §7), 401 for guests. */
        get: operations["getAiConfiguration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pbs/rest/v3/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products of the store, filtered, searched and sorted; 10 a page by default. Prices in the main unit. */
        get: operations["listProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pbs/rest/v3/products/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Up to 8 product and category names starting with, then containing, the typed text. */
        get: operations["suggestProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pbs/rest/v3/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything the product page shows: images, stock, policies, bundle parts, FAQ, reviews summary, vendor. */
        get: operations["getProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pbs/rest/v3/deals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products on deal, most popular first. */
        get: operations["listDeals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pbs/rest/v3/recommendations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Related products (same category, then vendor) for product-id, or popular products without it. */
        get: operations["listRecommendations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pbs/rest/v3/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Categories as a flat tree (parents before children) with parent_id, image and product counts; page-number -1 or none gives all. */
        get: operations["listCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pbs/rest/v3/vendors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's vendors with their profiles and product counts, best rated first; 10 a page by default, page-number -1 gives all. */
        get: operations["listVendors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pbs/rest/v3/vendors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A vendor's profile and policies. */
        get: operations["getVendor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pbs/rest/v3/products/{id}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product's reviews, newest first, with the rating summary. */
        get: operations["listProductReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/customer-cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's cart lines (Products), oldest first; page_number -1 (default) gives all. */
        get: operations["getCart"];
        put?: never;
        /** Adds products; a product already in the cart gets the new quantity instead of a second line. */
        post: operations["addCartLines"];
        /** Empties the cart. */
        delete: operations["clearCart"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/customer-cart/{cartItemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets a line's quantity (1 up to stock and the product's per-order limit). */
        put: operations["setCartLineQuantity"];
        post?: never;
        /** Removes one line. */
        delete: operations["removeCartLine"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/customer-wishlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The wish list, newest first, 50 a page; page-number -1 gives all; search matches product names. */
        get: operations["listWishlist"];
        put?: never;
        /** Adds a product; adding it again keeps the one entry (200 instead of 201). */
        post: operations["addToWishlist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/customer-wishlist/{wishlistId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes one entry. */
        delete: operations["removeFromWishlist"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pbs/rest/v3/slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A service's or bundle's bookable slots on a day (store time; when no date, the first offered day with a place left, else today), the places left in each, and the days to offer. */
        get: operations["listDeliverySlots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pbs/rest/v3/delivery-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Which of up to 100 products can be delivered to a pincode, and the estimated delivery date of each. */
        post: operations["checkDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Makes a checkout from the cart or from one product bought now; prices come from the catalogue. */
        post: operations["startCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/checkout/{checkoutId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The checkout, priced now. */
        get: operations["getCheckout"];
        /** Sets the delivery and billing address, the coupon (null removes it), the payment methods and the slots. */
        put: operations["updateCheckout"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/checkout/{checkoutId}/place-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Places the checkout as one order, once per Idempotency-Key; says what the browser does next. */
        post: operations["placeOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/list-orders-with-order-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's orders, newest first, each item with what may be done with it now (status, from, to, search). */
        get: operations["listOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the customer's orders: items with their history, payments and refunds. */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/orders/{orderId}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order's invoice as a PDF (application/pdf, an attachment), or one vendor's part of it (vendor-id); the owner's only. */
        get: operations["getInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/order-items/{orderItemId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancels the item where its policy allows; records the refund due. */
        post: operations["cancelOrderItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/order-items/{orderItemId}/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Asks to return a delivered item for a refund, or to have it replaced, within the policy window. */
        post: operations["requestReturn"];
        /** Withdraws the open return or replacement request. */
        delete: operations["withdrawReturn"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/order-items/{orderItemId}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reviews a delivered item, once. */
        post: operations["reviewOrderItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/products/{id}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reviews a product for one delivered order item of it (one review per order item); updates the product rating. */
        post: operations["addProductReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/order-items/{orderItemId}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A booked item's slot (store time), vendor and contact, where it happens, the vendor's reschedule rules and whether it can be moved now. */
        get: operations["getOrderItemSchedule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/order-items/{orderItemId}/schedule/slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The slots of the booked product on a day (the first day with room when none is given), and which offered days have room. */
        get: operations["listRescheduleSlots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/order-items/{orderItemId}/reschedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Moves the booking to another free slot of its product, within the vendor's notice and limit; tells the customer. */
        post: operations["rescheduleOrderItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vms/rest/v3/auth/otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a vendor user a sign-in code (answers alike whether or not they are one of the store's vendor users). */
        post: operations["sendVendorOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vms/rest/v3/auth/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs a vendor user in with their code; answers the vendor console's token. */
        post: operations["vendorSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vms/rest/v3/order-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The vendor's own order items, newest first (status filter), each with the statuses it may be moved to. */
        get: operations["listVendorOrderItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vms/rest/v3/order-items/{orderItemId}/transition": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Moves one of the vendor's items along the order item table: accept, fulfil, reject, approve or refuse a return; 409 names both states when the move is not allowed. */
        post: operations["moveVendorOrderItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vms/rest/v3/order-items/{orderItemId}/refund/settle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Records that the cash owed back for an item paid on delivery has been handed to the customer (owed → completed, once). */
        post: operations["settleVendorRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vms/rest/v3/order-items/{orderItemId}/return-images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A photo of the item's return or replacement request (path, as the request's images name it), for the item's vendor only. */
        get: operations["listReturnImages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/translations/{language}/{namespace}/translation.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One namespace of translations in one language (spec §9).
         * @description The web app’s wording, the same for every store and caller.
         */
        get: operations["getTranslations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A public image by its storage path.
         * @description Public pictures (logos, products), the same for every caller; customers’ uploads are never served here.
         */
        get: operations["getPublicFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Uploads a return photo, or with `attribute_id` a file for that custom form field: multipart/form-data with the file in the field `file` (at most 5 MB). Photos (PNG, JPEG, WebP, GIF, AVIF or TIFF) are re-encoded as WebP without their metadata, at most 2000 px on a side; a form field takes only its own extensions, and documents (pdf, doc, docx, yml, yaml) must be what their bytes say. The answer is its path, to name in a return request or a form answer. */
        post: operations["uploadFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/cfs-images/absolute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the customer's own uploads by its path (image-path); anybody else's is not found. */
        get: operations["getUploadedImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/enquiry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's enquiries, newest first, 10 a page, optionally one status or one enquiry (enquiry-id; with reveal=true its sensitive answers are shown). */
        get: operations["listEnquiries"];
        put?: never;
        /** Sends an enquiry about an enquiry-based product with the answers to its form. Every answer is checked by its field's data type; files are uploaded first (POST /cfs/rest/v3/files with attribute_id) and named by their path. */
        post: operations["createEnquiry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/get-crf-attributes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The custom request form of the customer's own request-based order item, with its answers (sensitive ones masked unless reveal=true). */
        get: operations["getRequestForm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/lead-enquiry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A chat room's messages, oldest first (sender true: the customer's), and how many the customer had not read; marks them read. */
        get: operations["listChatMessages"];
        put?: never;
        /** Sends a message (1–255 characters once trimmed) into an enquiry's or a request item's chat as the customer; 409 when the enquiry is closed or rejected. */
        post: operations["sendChatMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/lead-enquiry/rooms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's chat rooms that hold a message, latest first (at most 50), each with its last message and unread count, and the unread of all of them. */
        get: operations["listChatRooms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/lead-enquiry/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Server-sent events (text/event-stream): each new message of the room as `event: message` with the message as data. Send the token in Authorization (read with fetch, not EventSource). */
        get: operations["streamChatEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vms/rest/v3/lead-enquiry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A chat room's messages, oldest first (sender true: the customer's), and how many the vendor had not read; marks them read. */
        get: operations["listVendorChatMessages"];
        put?: never;
        /** Sends a message (1–255 characters once trimmed) into an enquiry's or a request item's chat as the vendor; 409 when the enquiry is closed or rejected. */
        post: operations["sendVendorChatMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vms/rest/v3/lead-enquiry/rooms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The vendor's chat rooms that hold a message, latest first (at most 50), each with its last message and unread count, and the unread of all of them. */
        get: operations["listVendorChatRooms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vms/rest/v3/lead-enquiry/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Server-sent events (text/event-stream): each new message of the room as `event: message` with the message as data. Send the token in Authorization (read with fetch, not EventSource). */
        get: operations["streamVendorChatEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/enquiry-form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The custom form of a product sold by enquiry or by request, its fields in order, for anyone (the store from the token or the realm-name header). A product with no form answers no fields; one sold through the cart, another store's or an unknown one is not found. */
        get: operations["getEnquiryForm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/crf-attributes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Answers the request form of the customer's own request-based order item, replacing earlier answers; every answer is checked by its field's data type (files uploaded first with attribute_id). 409 once the item is past Received and In progress. */
        put: operations["answerRequestForm"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/document/absolute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the customer's own uploaded documents (pdf, doc, docx, yml, yaml) by its path, as an attachment named after the form field it answers. */
        get: operations["getUploadedDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/document/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Spec §7's protected document download: as document/absolute, with document-type=product. */
        post: operations["downloadProductDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vms/rest/v3/enquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The vendor's own enquiries, newest first, 10 a page (at most 50), optionally one status or one enquiry (enquiry-id; with reveal=true its sensitive answers are shown), each with who asked and the customer's unread messages. */
        get: operations["listVendorEnquiries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vms/rest/v3/enquiries/{enquiryId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Moves one of the vendor's enquiries: open → in progress (2), closed (3) or rejected (4); in progress → closed or rejected. Closing and rejecting take feedback for the customer, who is told. 409 names both states when the move is not allowed. */
        post: operations["setEnquiryStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vms/rest/v3/enquiries/{enquiryId}/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A file one of the vendor's enquiries names in its answers (path, as the answer gives it): a photo, or a document as an attachment. */
        get: operations["getEnquiryFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vms/rest/v3/order-items/{orderItemId}/form-files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A file the request form of one of the vendor's request items names in its answers: a photo, or a document as an attachment. */
        get: operations["getOrderItemFormFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vms/rest/v3/get-crf-attributes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The request form of one of the vendor's request items with the buyer's answers; sensitive answers masked unless reveal=true. */
        get: operations["getVendorRequestForm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/enquiry-offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The offers on one of the customer's enquiries, newest first; status expired once valid_until has come. */
        get: operations["listOffers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/enquiry-offers/{offerId}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accepts an open offer: it goes into the cart as its product's own line at the offer's price and quantity (fixed). 409 when it expired, was withdrawn or ordered. */
        post: operations["acceptOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vms/rest/v3/enquiry-offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The offers on one of the vendor's enquiries, newest first. */
        get: operations["listVendorOffers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vms/rest/v3/enquiries/{enquiryId}/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Makes an offer on an Open or In progress enquiry: unit_price in the store currency, quantity within the product's limit and stock, valid_until in the next 30 days. Withdraws the offer before it; an Open enquiry moves to In progress; the customer is told. */
        post: operations["makeOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vms/rest/v3/enquiries/{enquiryId}/offers/{offerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Withdraws an open or accepted offer that has not expired; an ordered one stays. */
        delete: operations["withdrawOffer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/ask-ai": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Asks the assistant. Answers as server-sent events (text/event-stream): delta {text}, products {products}, action {action}, then done {conversation_id, message_id} or error {response_message}. With action_id, confirms the offer of that id. 429 with Retry-After past the per-customer limit. */
        post: operations["askAi"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/ask-ai/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's assistant conversations, newest first. */
        get: operations["listAssistantConversations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/ask-ai/conversations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One conversation with its messages, oldest first. */
        get: operations["getAssistantConversation"];
        put?: never;
        post?: never;
        /** Clears one conversation. */
        delete: operations["deleteAssistantConversation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/payment-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's payment methods: cash on delivery and the gateways (spec §3 payment method). */
        get: operations["listPaymentTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/check-order-status/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Confirms the order's online payment with its provider and answers the outcome: 'Amount paid for that order' when paid (spec §7). The order's owner only. */
        put: operations["checkOrderStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/payments/cashfree/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cashfree payment webhooks (x-webhook-signature); verified against the raw body. A bad signature is refused with 400 and changes nothing.
         * @description Called by the payment provider, not by a client: no token or store header; the provider's signature over the raw body proves the sender.
         */
        post: operations["receiveCashfreeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/payments/stripe/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe webhooks (Stripe-Signature); verified against the raw body. A bad signature is refused with 400 and changes nothing.
         * @description Called by the payment provider, not by a client: no token or store header; the provider's signature over the raw body proves the sender.
         */
        post: operations["receiveStripeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/payments/amazon-pay/notify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Amazon Payment Services notifications, form-encoded or JSON, signed with the response phrase; verified against the raw body. A bad signature is refused with 400 and changes nothing.
         * @description Called by the payment provider, not by a client: no token or store header; the provider's signature over the raw body proves the sender.
         */
        post: operations["receiveAmazonPayNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfs/rest/v3/payments/amazon-pay/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Where Amazon Payment Services posts the shopper's browser back with the signed result; answers 303 to /order-status.
         * @description The shopper's browser, sent back by the provider: no token or store header; the provider's signature over the posted fields proves the result.
         */
        post: operations["returnFromAmazonPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Messages sent to a phone number or email (demo mode only).
         * @description Demo mode only (DEMO_MODE): the messages nobody was sent, for trying sign-in without a phone or mailbox.
         */
        get: operations["listOutboxMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description Calls allowed in the window of the limit described: the one closest to refusing, or on a 429 the one that refused. */
        "RateLimit-Limit": number;
        /** @description Calls that limit still allows, this one counted; 0 means the next one is refused. */
        "RateLimit-Remaining": number;
        /** @description Seconds until the oldest call that limit counts leaves its sliding window and one more is allowed; on a 429, equal to Retry-After. */
        "RateLimit-Reset": number;
        /** @description Every limit the call is under, as limit;w=window-seconds, comma-separated, the described one first (e.g. 8;w=60, 200;w=86400). */
        "RateLimit-Policy": string;
        /** @description Seconds until the call would pass. */
        "Retry-After": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getProfile: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            customer_id: number;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            avatar_path: string | null;
                            /** @enum {string} */
                            gender: "female" | "male" | "other" | "unspecified";
                            date_of_birth: string | null;
                            has_password: boolean;
                            created_at: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    updateProfile: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    email?: string | null;
                    phone?: string | null;
                    /** @enum {string} */
                    gender?: "female" | "male" | "other" | "unspecified";
                    date_of_birth?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            customer_id: number;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            avatar_path: string | null;
                            /** @enum {string} */
                            gender: "female" | "male" | "other" | "unspecified";
                            date_of_birth: string | null;
                            has_password: boolean;
                            created_at: string;
                            pending_contact_change: {
                                /** @enum {string} */
                                channel: "email" | "phone";
                                to: string;
                                expires_in: number;
                                resend_after: number;
                            } | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is over 1 MB, or over the limit of its kind. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    verifyContactChange: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: string;
                    phone?: string;
                    otp: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            customer_id: number;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            avatar_path: string | null;
                            /** @enum {string} */
                            gender: "female" | "male" | "other" | "unspecified";
                            date_of_birth: string | null;
                            has_password: boolean;
                            created_at: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is over 1 MB, or over the limit of its kind. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    setAvatar: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The image itself as the body (at most 2 MB), with its type as Content-Type. */
        requestBody: {
            content: {
                "image/png": string;
                "image/jpeg": string;
                "image/webp": string;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            customer_id: number;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            avatar_path: string | null;
                            /** @enum {string} */
                            gender: "female" | "male" | "other" | "unspecified";
                            date_of_birth: string | null;
                            has_password: boolean;
                            created_at: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    removeAvatar: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            customer_id: number;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            avatar_path: string | null;
                            /** @enum {string} */
                            gender: "female" | "male" | "other" | "unspecified";
                            date_of_birth: string | null;
                            has_password: boolean;
                            created_at: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    listAddresses: {
        parameters: {
            query?: {
                address_type?: "delivery" | "billing";
                "page-number"?: number;
                "page-limit"?: number;
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            addresses: {
                                id: number;
                                /** @enum {string} */
                                address_type: "delivery" | "billing";
                                name: string;
                                phone: string;
                                line1: string;
                                line2: string;
                                landmark: string;
                                city: string;
                                state: string;
                                pincode: string;
                                is_default: boolean;
                                created_at: string;
                            }[];
                            total: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    addAddress: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    address_type: "delivery" | "billing";
                    name: string;
                    phone: string;
                    line1: string;
                    /** @default  */
                    line2?: string;
                    /** @default  */
                    landmark?: string;
                    city: string;
                    state: string;
                    pincode: string;
                    /** @default false */
                    is_default?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            id: number;
                            /** @enum {string} */
                            address_type: "delivery" | "billing";
                            name: string;
                            phone: string;
                            line1: string;
                            line2: string;
                            landmark: string;
                            city: string;
                            state: string;
                            pincode: string;
                            is_default: boolean;
                            created_at: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is over 1 MB, or over the limit of its kind. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    updateAddress: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    address_type?: "delivery" | "billing";
                    name?: string;
                    phone?: string;
                    line1?: string;
                    line2?: string;
                    landmark?: string;
                    city?: string;
                    state?: string;
                    pincode?: string;
                    is_default?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            id: number;
                            /** @enum {string} */
                            address_type: "delivery" | "billing";
                            name: string;
                            phone: string;
                            line1: string;
                            line2: string;
                            landmark: string;
                            city: string;
                            state: string;
                            pincode: string;
                            is_default: boolean;
                            created_at: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is over 1 MB, or over the limit of its kind. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    deleteAddress: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    setDefaultAddress: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            id: number;
                            /** @enum {string} */
                            address_type: "delivery" | "billing";
                            name: string;
                            phone: string;
                            line1: string;
                            line2: string;
                            landmark: string;
                            city: string;
                            state: string;
                            pincode: string;
                            is_default: boolean;
                            created_at: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is over 1 MB, or over the limit of its kind. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    getPreferences: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            language_code: ("en" | "en_US" | "en_IN" | "hi" | "ar" | "fr") | null;
                            /** @enum {string} */
                            theme: "light" | "dark" | "system";
                            notify_order_updates: boolean;
                            notify_offers: boolean;
                            notify_by_sms: boolean;
                            notify_by_email: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    updatePreferences: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    language_code?: ("en" | "en_US" | "en_IN" | "hi" | "ar" | "fr") | null;
                    /** @enum {string} */
                    theme?: "light" | "dark" | "system";
                    notify_order_updates?: boolean;
                    notify_offers?: boolean;
                    notify_by_sms?: boolean;
                    notify_by_email?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            language_code: ("en" | "en_US" | "en_IN" | "hi" | "ar" | "fr") | null;
                            /** @enum {string} */
                            theme: "light" | "dark" | "system";
                            notify_order_updates: boolean;
                            notify_offers: boolean;
                            notify_by_sms: boolean;
                            notify_by_email: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is over 1 MB, or over the limit of its kind. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    sendOtp: {
        parameters: {
            query?: {
                /** @description The store, when the realm-name header is not sent (a signed-in caller asking for a password code). */
                "realm-name"?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    identifier: string;
                    /** @enum {string} */
                    purpose: "signup" | "signin" | "password";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            expires_in: number;
                            resend_after: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is over 1 MB, or over the limit of its kind. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    signUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    identifier: string;
                    otp: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            access_token: string;
                            refresh_token: string;
                            id_token: string;
                            expires_in: number;
                            refresh_expires_in: number;
                            /** @enum {string} */
                            token_type: "Bearer";
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            attempts_left: number;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is over 1 MB, or over the limit of its kind. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    identifier: string;
                    otp?: string;
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            access_token: string;
                            refresh_token: string;
                            id_token: string;
                            expires_in: number;
                            refresh_expires_in: number;
                            /** @enum {string} */
                            token_type: "Bearer";
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            attempts_left: number;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is over 1 MB, or over the limit of its kind. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    identifier: string;
                    otp: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            attempts_left: number;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is over 1 MB, or over the limit of its kind. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    refreshTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refresh_token: string;
                    realm_name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            access_token: string;
                            refresh_token: string;
                            id_token: string;
                            expires_in: number;
                            refresh_expires_in: number;
                            /** @enum {string} */
                            token_type: "Bearer";
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is over 1 MB, or over the limit of its kind. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id_token_hint: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is over 1 MB, or over the limit of its kind. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    getSigningKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A JSON Web Key Set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        keys: Record<string, never>[];
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    listSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            sessions: {
                                id: string;
                                device: string;
                                browser: string;
                                os: string;
                                ip: string;
                                started_at: string;
                                last_used_at: string;
                                current: boolean;
                            }[];
                            total: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    endOtherSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            revoked: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    listSessionHistory: {
        parameters: {
            query?: {
                "page-limit"?: number;
                "page-number"?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            sessions: {
                                id: string;
                                device: string;
                                browser: string;
                                os: string;
                                ip: string;
                                started_at: string;
                                last_used_at: string;
                                ended_at: string | null;
                                /** @enum {string} */
                                status: "active" | "signed_out" | "revoked" | "expired";
                            }[];
                            total: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    endSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    validateStore: {
        parameters: {
            query: {
                /** @example demo */
                "store-realmname": string;
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            name: string;
                            store_display_name: string;
                            store_status: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    getContentSettings: {
        parameters: {
            query?: {
                "page-limit"?: number;
                "page-number"?: number;
                "store-id"?: number;
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            store_settings_data: {
                                store_id: number;
                                store_currency: {
                                    id: number;
                                    name: string;
                                    symbol: string;
                                    iso_code: string;
                                    fractional_unit: string;
                                    number_to_basic: number;
                                    store_id: number;
                                }[];
                                store_page_settings: {
                                    light: {
                                        bg_color: string;
                                        fg_color: string;
                                        btn_primary_bg_color: string;
                                        btn_primary_fg_color: string;
                                        btn_secondary_bg_color: string;
                                        btn_secondary_fg_color: string;
                                        btn_tertiary_bg_color: string;
                                        btn_tertiary_fg_color: string;
                                        google_analytics_tag: string;
                                    };
                                    dark: {
                                        bg_color: string;
                                        fg_color: string;
                                        btn_primary_bg_color: string;
                                        btn_primary_fg_color: string;
                                        btn_secondary_bg_color: string;
                                        btn_secondary_fg_color: string;
                                        btn_tertiary_bg_color: string;
                                        btn_tertiary_fg_color: string;
                                        google_analytics_tag: string;
                                    };
                                };
                                store_header_settings: {
                                    light: {
                                        bg_color: string;
                                        fg_color: string;
                                    };
                                    dark: {
                                        bg_color: string;
                                        fg_color: string;
                                    };
                                };
                                store_footer_settings: {
                                    light: {
                                        bg_color: string;
                                        fg_color: string;
                                    };
                                    dark: {
                                        bg_color: string;
                                        fg_color: string;
                                    };
                                };
                                store_delivery_settings: {
                                    delivery_fee: number;
                                    free_delivery_from: number;
                                };
                                store_postal_code_settings: {
                                    pattern: string;
                                    length: number;
                                    /** @enum {string} */
                                    label: "pin_code" | "postal_code" | "zip_code";
                                };
                                store_payment_options: ("cash_on_delivery" | "card" | "upi" | "net_banking" | "amazon_pay")[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    listLanguages: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
                page_number?: number;
                "realm-name"?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            data: {
                                /** @enum {string} */
                                language_code: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
                                language_name: string;
                                /** @enum {string} */
                                writing_script_direction: "RTL" | "LTR";
                                status: number;
                                is_default: boolean;
                            }[];
                            total: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    listStoreImages: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            store_logo_path: string | null;
                            store_logo_path_dark: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    getAiConfiguration: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            ai_configuration: {
                                ask_ai: boolean;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    listProducts: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
                /** @example 2 */
                "page-limit"?: number;
                "page-number"?: number;
                search?: string;
                "category-id"?: number;
                "vendor-id"?: number;
                "min-price"?: number;
                "max-price"?: number;
                "min-rating"?: number;
                pincode?: string;
                "product-type"?: "Physical" | "Service" | "Digital" | "Subscription" | "Bundled" | "Packaged Service" | "API Product";
                "in-stock"?: "true" | "false";
                sort?: "relevance" | "price_asc" | "price_desc" | "newest" | "rating";
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            products: {
                                product_id: number;
                                product_name: string;
                                product_price: number | null;
                                final_price: number | null;
                                discount_details: string;
                                product_image: string;
                                rating: number;
                                rating_count: number;
                                /** @enum {string} */
                                product_type_name: "Physical" | "Service" | "Digital" | "Subscription" | "Bundled" | "Packaged Service" | "API Product";
                                vendor_id: number;
                                vendor_name: string;
                                category_id: number;
                                price_visibility: boolean;
                                /** @enum {string} */
                                order_flow: "checkout_based" | "request_based" | "enquiry_based";
                                slot_required: boolean;
                                in_stock: boolean;
                            }[];
                            total: number;
                            next_cursor?: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    suggestProducts: {
        parameters: {
            query: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
                /** @example chai */
                search: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            suggestions: {
                                /** @enum {string} */
                                type: "product" | "category";
                                id: number;
                                name: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    getProduct: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path: {
                /** @example 162 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            product_id: number;
                            product_name: string;
                            product_price: number | null;
                            final_price: number | null;
                            discount_details: string;
                            product_image: string;
                            rating: number;
                            rating_count: number;
                            /** @enum {string} */
                            product_type_name: "Physical" | "Service" | "Digital" | "Subscription" | "Bundled" | "Packaged Service" | "API Product";
                            vendor_id: number;
                            vendor_name: string;
                            category_id: number;
                            price_visibility: boolean;
                            /** @enum {string} */
                            order_flow: "checkout_based" | "request_based" | "enquiry_based";
                            slot_required: boolean;
                            in_stock: boolean;
                            description: string;
                            images: string[];
                            stock: number;
                            max_per_order: number;
                            policies: {
                                return_allowed: boolean;
                                return_days: number;
                                replacement_allowed: boolean;
                                replacement_days: number;
                                cancellation_allowed: boolean;
                                cancellation_charge: number;
                                refund_cancellation_allowed: boolean;
                                refund_cancellation_days: number;
                            } | null;
                            attributes: {
                                name: string;
                                value: string;
                            }[];
                            bundled_products: {
                                product_id: number;
                                product_name: string;
                                product_image: string;
                                quantity: number;
                            }[];
                            faq: {
                                question: string;
                                answer: string;
                            }[];
                            review_summary: {
                                average: number;
                                count: number;
                                by_star: {
                                    [key: string]: number;
                                };
                            };
                            rating_breakdown: {
                                1: number;
                                2: number;
                                3: number;
                                4: number;
                                5: number;
                            };
                            vendor: {
                                id: number;
                                name: string;
                                rating: number;
                                logo: string | null;
                            };
                            category_path: {
                                category_id: number;
                                category_name: string;
                            }[];
                            estimated_delivery_days: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    listDeals: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
                "page-limit"?: number;
                "page-number"?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            products: {
                                product_id: number;
                                product_name: string;
                                product_price: number | null;
                                final_price: number | null;
                                discount_details: string;
                                product_image: string;
                                rating: number;
                                rating_count: number;
                                /** @enum {string} */
                                product_type_name: "Physical" | "Service" | "Digital" | "Subscription" | "Bundled" | "Packaged Service" | "API Product";
                                vendor_id: number;
                                vendor_name: string;
                                category_id: number;
                                price_visibility: boolean;
                                /** @enum {string} */
                                order_flow: "checkout_based" | "request_based" | "enquiry_based";
                                slot_required: boolean;
                                in_stock: boolean;
                            }[];
                            total: number;
                            next_cursor?: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    listRecommendations: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
                "page-limit"?: number;
                "page-number"?: number;
                "product-id"?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            products: {
                                product_id: number;
                                product_name: string;
                                product_price: number | null;
                                final_price: number | null;
                                discount_details: string;
                                product_image: string;
                                rating: number;
                                rating_count: number;
                                /** @enum {string} */
                                product_type_name: "Physical" | "Service" | "Digital" | "Subscription" | "Bundled" | "Packaged Service" | "API Product";
                                vendor_id: number;
                                vendor_name: string;
                                category_id: number;
                                price_visibility: boolean;
                                /** @enum {string} */
                                order_flow: "checkout_based" | "request_based" | "enquiry_based";
                                slot_required: boolean;
                                in_stock: boolean;
                            }[];
                            total: number;
                            next_cursor?: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    listCategories: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
                "page-limit"?: number;
                "page-number"?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            categories: {
                                category_id: number;
                                category_name: string;
                                parent_id: number | null;
                                description: string;
                                image: string | null;
                                position: number;
                                product_count: number;
                            }[];
                            total: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    listVendors: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
                "page-limit"?: number;
                "page-number"?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            vendors: {
                                vendor_id: number;
                                vendor_name: string;
                                description: string;
                                city: string;
                                logo: string | null;
                                rating: number;
                                rating_count: number;
                                delivers_everywhere: boolean;
                                policies: {
                                    return_allowed: boolean;
                                    return_days: number;
                                    replacement_allowed: boolean;
                                    replacement_days: number;
                                    cancellation_allowed: boolean;
                                    cancellation_charge: number;
                                    refund_cancellation_allowed: boolean;
                                    refund_cancellation_days: number;
                                } | null;
                                product_count: number;
                            }[];
                            total: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    getVendor: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            vendor_id: number;
                            vendor_name: string;
                            description: string;
                            city: string;
                            logo: string | null;
                            rating: number;
                            rating_count: number;
                            delivers_everywhere: boolean;
                            policies: {
                                return_allowed: boolean;
                                return_days: number;
                                replacement_allowed: boolean;
                                replacement_days: number;
                                cancellation_allowed: boolean;
                                cancellation_charge: number;
                                refund_cancellation_allowed: boolean;
                                refund_cancellation_days: number;
                            } | null;
                            product_count: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    listProductReviews: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
                "page-limit"?: number;
                "page-number"?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            reviews: {
                                review_id: number;
                                product_id: number;
                                rating: number;
                                title: string;
                                text: string;
                                author_name: string;
                                created_at: string;
                            }[];
                            total: number;
                            summary: {
                                average: number;
                                count: number;
                                by_star: {
                                    [key: string]: number;
                                };
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    getCart: {
        parameters: {
            query?: {
                page_number?: number;
                cart_item_type?: "all" | "product" | "service";
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            Products: {
                                id: number;
                                product_id: number;
                                product_name: string;
                                product_price: number | null;
                                final_price: number | null;
                                quantity: number;
                                discount_details: string;
                                product_image: string;
                                rating: number;
                                is_subscribed: boolean;
                                /** @enum {string} */
                                product_type_name: "Physical" | "Service" | "Digital" | "Subscription" | "Bundled" | "Packaged Service" | "API Product";
                                bundled_products: {
                                    product_id: number;
                                    product_name: string;
                                    product_image: string;
                                    quantity: number;
                                }[];
                                /** @enum {string} */
                                cart_item_type: "product" | "service";
                                vendor_id: number;
                                vendor_name: string;
                                price_visibility: boolean;
                                /** @enum {string} */
                                order_flow: "checkout_based" | "request_based" | "enquiry_based";
                                slot_required: boolean;
                                max_quantity: number;
                                estimated_delivery_days: number;
                                offer_id?: number | null;
                            }[];
                            total: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    addCartLines: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customer_cart: {
                        product: number;
                        cart_quantity: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            Products: {
                                id: number;
                                product_id: number;
                                product_name: string;
                                product_price: number | null;
                                final_price: number | null;
                                quantity: number;
                                discount_details: string;
                                product_image: string;
                                rating: number;
                                is_subscribed: boolean;
                                /** @enum {string} */
                                product_type_name: "Physical" | "Service" | "Digital" | "Subscription" | "Bundled" | "Packaged Service" | "API Product";
                                bundled_products: {
                                    product_id: number;
                                    product_name: string;
                                    product_image: string;
                                    quantity: number;
                                }[];
                                /** @enum {string} */
                                cart_item_type: "product" | "service";
                                vendor_id: number;
                                vendor_name: string;
                                price_visibility: boolean;
                                /** @enum {string} */
                                order_flow: "checkout_based" | "request_based" | "enquiry_based";
                                slot_required: boolean;
                                max_quantity: number;
                                estimated_delivery_days: number;
                                offer_id?: number | null;
                            }[];
                            total: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is over 1 MB, or over the limit of its kind. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    clearCart: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            Products: {
                                id: number;
                                product_id: number;
                                product_name: string;
                                product_price: number | null;
                                final_price: number | null;
                                quantity: number;
                                discount_details: string;
                                product_image: string;
                                rating: number;
                                is_subscribed: boolean;
                                /** @enum {string} */
                                product_type_name: "Physical" | "Service" | "Digital" | "Subscription" | "Bundled" | "Packaged Service" | "API Product";
                                bundled_products: {
                                    product_id: number;
                                    product_name: string;
                                    product_image: string;
                                    quantity: number;
                                }[];
                                /** @enum {string} */
                                cart_item_type: "product" | "service";
                                vendor_id: number;
                                vendor_name: string;
                                price_visibility: boolean;
                                /** @enum {string} */
                                order_flow: "checkout_based" | "request_based" | "enquiry_based";
                                slot_required: boolean;
                                max_quantity: number;
                                estimated_delivery_days: number;
                                offer_id?: number | null;
                            }[];
                            total: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    setCartLineQuantity: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path: {
                cartItemId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cart_quantity: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            Products: {
                                id: number;
                                product_id: number;
                                product_name: string;
                                product_price: number | null;
                                final_price: number | null;
                                quantity: number;
                                discount_details: string;
                                product_image: string;
                                rating: number;
                                is_subscribed: boolean;
                                /** @enum {string} */
                                product_type_name: "Physical" | "Service" | "Digital" | "Subscription" | "Bundled" | "Packaged Service" | "API Product";
                                bundled_products: {
                                    product_id: number;
                                    product_name: string;
                                    product_image: string;
                                    quantity: number;
                                }[];
                                /** @enum {string} */
                                cart_item_type: "product" | "service";
                                vendor_id: number;
                                vendor_name: string;
                                price_visibility: boolean;
                                /** @enum {string} */
                                order_flow: "checkout_based" | "request_based" | "enquiry_based";
                                slot_required: boolean;
                                max_quantity: number;
                                estimated_delivery_days: number;
                                offer_id?: number | null;
                            }[];
                            total: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is over 1 MB, or over the limit of its kind. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    removeCartLine: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path: {
                cartItemId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            Products: {
                                id: number;
                                product_id: number;
                                product_name: string;
                                product_price: number | null;
                                final_price: number | null;
                                quantity: number;
                                discount_details: string;
                                product_image: string;
                                rating: number;
                                is_subscribed: boolean;
                                /** @enum {string} */
                                product_type_name: "Physical" | "Service" | "Digital" | "Subscription" | "Bundled" | "Packaged Service" | "API Product";
                                bundled_products: {
                                    product_id: number;
                                    product_name: string;
                                    product_image: string;
                                    quantity: number;
                                }[];
                                /** @enum {string} */
                                cart_item_type: "product" | "service";
                                vendor_id: number;
                                vendor_name: string;
                                price_visibility: boolean;
                                /** @enum {string} */
                                order_flow: "checkout_based" | "request_based" | "enquiry_based";
                                slot_required: boolean;
                                max_quantity: number;
                                estimated_delivery_days: number;
                                offer_id?: number | null;
                            }[];
                            total: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    listWishlist: {
        parameters: {
            query?: {
                "page-number"?: number;
                "page-limit"?: number;
                wishlist_item_type?: "all" | "product" | "service";
                search?: string;
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            wishlist: {
                                product_id: number;
                                product_name: string;
                                product_price: number | null;
                                final_price: number | null;
                                discount_details: string;
                                product_image: string;
                                rating: number;
                                rating_count: number;
                                /** @enum {string} */
                                product_type_name: "Physical" | "Service" | "Digital" | "Subscription" | "Bundled" | "Packaged Service" | "API Product";
                                vendor_id: number;
                                vendor_name: string;
                                category_id: number;
                                price_visibility: boolean;
                                /** @enum {string} */
                                order_flow: "checkout_based" | "request_based" | "enquiry_based";
                                slot_required: boolean;
                                in_stock: boolean;
                                id: number;
                                /** @enum {string} */
                                wishlist_item_type: "product" | "service";
                                added_at: string;
                                max_quantity: number;
                            }[];
                            total: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    addToWishlist: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    product: number;
                    /** @enum {string} */
                    wishlist_item_type?: "product" | "service";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            product_id: number;
                            product_name: string;
                            product_price: number | null;
                            final_price: number | null;
                            discount_details: string;
                            product_image: string;
                            rating: number;
                            rating_count: number;
                            /** @enum {string} */
                            product_type_name: "Physical" | "Service" | "Digital" | "Subscription" | "Bundled" | "Packaged Service" | "API Product";
                            vendor_id: number;
                            vendor_name: string;
                            category_id: number;
                            price_visibility: boolean;
                            /** @enum {string} */
                            order_flow: "checkout_based" | "request_based" | "enquiry_based";
                            slot_required: boolean;
                            in_stock: boolean;
                            id: number;
                            /** @enum {string} */
                            wishlist_item_type: "product" | "service";
                            added_at: string;
                            max_quantity: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            product_id: number;
                            product_name: string;
                            product_price: number | null;
                            final_price: number | null;
                            discount_details: string;
                            product_image: string;
                            rating: number;
                            rating_count: number;
                            /** @enum {string} */
                            product_type_name: "Physical" | "Service" | "Digital" | "Subscription" | "Bundled" | "Packaged Service" | "API Product";
                            vendor_id: number;
                            vendor_name: string;
                            category_id: number;
                            price_visibility: boolean;
                            /** @enum {string} */
                            order_flow: "checkout_based" | "request_based" | "enquiry_based";
                            slot_required: boolean;
                            in_stock: boolean;
                            id: number;
                            /** @enum {string} */
                            wishlist_item_type: "product" | "service";
                            added_at: string;
                            max_quantity: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is over 1 MB, or over the limit of its kind. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    removeFromWishlist: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path: {
                wishlistId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    listDeliverySlots: {
        parameters: {
            query: {
                date?: string;
                product_id: number;
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            slots: {
                                slot_id: string;
                                product_id: number;
                                date: string;
                                start_time: string;
                                end_time: string;
                                capacity: number;
                                remaining: number;
                                available: boolean;
                            }[];
                            date: string;
                            product_id: number;
                            days: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    checkDelivery: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pincode: string;
                    products: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            pincode: string;
                            all_deliverable: boolean;
                            items: {
                                product_id: number;
                                deliverable: boolean;
                                estimated_delivery_days: number | null;
                                estimated_delivery_date: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is over 1 MB, or over the limit of its kind. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    startCheckout: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    source: "cart";
                } | {
                    /** @enum {string} */
                    source: "buy_now";
                    product_id: number;
                    quantity: number;
                    slot?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            checkout_id: string;
                            /** @enum {string} */
                            status: "open" | "placed";
                            order_id: number | null;
                            checkoutItems: {
                                checkout_item_id: number;
                                product_id: number;
                                product_name: string;
                                product_image: string;
                                /** @enum {string} */
                                product_type: "Physical" | "Service" | "Digital" | "Subscription" | "Bundled" | "Packaged Service" | "API Product";
                                vendor_id: number;
                                vendor_name: string;
                                slot_required: boolean;
                                slot: {
                                    slot_id: string;
                                    date: string;
                                    start_time: string;
                                    end_time: string;
                                } | null;
                                /** @enum {string} */
                                order_flow: "checkout_based" | "request_based" | "enquiry_based";
                                /** @enum {string} */
                                item_type: "standard_item" | "request_item" | "free_item";
                                /** @enum {string} */
                                payment_mode: "online_payment" | "pay_on_delivery";
                                quantity: number;
                                product_price: number;
                                final_price: number;
                                line_total: number;
                                coupon_discount: number;
                                offer_id?: number | null;
                            }[];
                            orderDetails: {
                                mrp_total: number;
                                product_discount: number;
                                sub_total: number;
                                discount: number;
                                delivery_charge: number;
                                tax: number;
                                total: number;
                                online_amount: number;
                                pay_on_delivery_amount: number;
                                is_free: boolean;
                                currency: {
                                    symbol: string;
                                    iso_code: string;
                                    number_to_basic: number;
                                };
                            };
                            paymentTypeRestrictions: {
                                pay_on_delivery: boolean;
                                online_payment: boolean;
                            };
                            checkoutHasOnlyReqBasedProducts: boolean;
                            payment_methods: {
                                id: number;
                                /** @enum {string} */
                                payment_type: "COD" | "ONLINE";
                                is_payment_gateway: boolean;
                                /** @enum {string} */
                                provider: "cod" | "cashfree" | "stripe" | "amazon_pay";
                                provider_label: string;
                            }[];
                            steps: {
                                activeStep: number;
                                numberOfSteps: number;
                            };
                            delivery_address_id: number | null;
                            billing_address_id: number | null;
                            coupon: {
                                couponCode: string;
                                discount: number;
                                products: number[];
                            } | null;
                            payment_ids: number[];
                            isPaymentSelectionSatisfied: boolean;
                            missing: ("delivery_address" | "billing_address" | "slot" | "payment")[];
                            expires_at: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is over 1 MB, or over the limit of its kind. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    getCheckout: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path: {
                checkoutId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            checkout_id: string;
                            /** @enum {string} */
                            status: "open" | "placed";
                            order_id: number | null;
                            checkoutItems: {
                                checkout_item_id: number;
                                product_id: number;
                                product_name: string;
                                product_image: string;
                                /** @enum {string} */
                                product_type: "Physical" | "Service" | "Digital" | "Subscription" | "Bundled" | "Packaged Service" | "API Product";
                                vendor_id: number;
                                vendor_name: string;
                                slot_required: boolean;
                                slot: {
                                    slot_id: string;
                                    date: string;
                                    start_time: string;
                                    end_time: string;
                                } | null;
                                /** @enum {string} */
                                order_flow: "checkout_based" | "request_based" | "enquiry_based";
                                /** @enum {string} */
                                item_type: "standard_item" | "request_item" | "free_item";
                                /** @enum {string} */
                                payment_mode: "online_payment" | "pay_on_delivery";
                                quantity: number;
                                product_price: number;
                                final_price: number;
                                line_total: number;
                                coupon_discount: number;
                                offer_id?: number | null;
                            }[];
                            orderDetails: {
                                mrp_total: number;
                                product_discount: number;
                                sub_total: number;
                                discount: number;
                                delivery_charge: number;
                                tax: number;
                                total: number;
                                online_amount: number;
                                pay_on_delivery_amount: number;
                                is_free: boolean;
                                currency: {
                                    symbol: string;
                                    iso_code: string;
                                    number_to_basic: number;
                                };
                            };
                            paymentTypeRestrictions: {
                                pay_on_delivery: boolean;
                                online_payment: boolean;
                            };
                            checkoutHasOnlyReqBasedProducts: boolean;
                            payment_methods: {
                                id: number;
                                /** @enum {string} */
                                payment_type: "COD" | "ONLINE";
                                is_payment_gateway: boolean;
                                /** @enum {string} */
                                provider: "cod" | "cashfree" | "stripe" | "amazon_pay";
                                provider_label: string;
                            }[];
                            steps: {
                                activeStep: number;
                                numberOfSteps: number;
                            };
                            delivery_address_id: number | null;
                            billing_address_id: number | null;
                            coupon: {
                                couponCode: string;
                                discount: number;
                                products: number[];
                            } | null;
                            payment_ids: number[];
                            isPaymentSelectionSatisfied: boolean;
                            missing: ("delivery_address" | "billing_address" | "slot" | "payment")[];
                            expires_at: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    updateCheckout: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path: {
                /** @example 6c61713f-916b-4e7b-907b-b6463c7cdf44 */
                checkoutId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    delivery_address_id?: number | null;
                    billing_address_id?: number | null;
                    coupon_code?: string | null;
                    payment_ids?: number[];
                    slots?: {
                        checkout_item_id: number;
                        slot: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            checkout_id: string;
                            /** @enum {string} */
                            status: "open" | "placed";
                            order_id: number | null;
                            checkoutItems: {
                                checkout_item_id: number;
                                product_id: number;
                                product_name: string;
                                product_image: string;
                                /** @enum {string} */
                                product_type: "Physical" | "Service" | "Digital" | "Subscription" | "Bundled" | "Packaged Service" | "API Product";
                                vendor_id: number;
                                vendor_name: string;
                                slot_required: boolean;
                                slot: {
                                    slot_id: string;
                                    date: string;
                                    start_time: string;
                                    end_time: string;
                                } | null;
                                /** @enum {string} */
                                order_flow: "checkout_based" | "request_based" | "enquiry_based";
                                /** @enum {string} */
                                item_type: "standard_item" | "request_item" | "free_item";
                                /** @enum {string} */
                                payment_mode: "online_payment" | "pay_on_delivery";
                                quantity: number;
                                product_price: number;
                                final_price: number;
                                line_total: number;
                                coupon_discount: number;
                                offer_id?: number | null;
                            }[];
                            orderDetails: {
                                mrp_total: number;
                                product_discount: number;
                                sub_total: number;
                                discount: number;
                                delivery_charge: number;
                                tax: number;
                                total: number;
                                online_amount: number;
                                pay_on_delivery_amount: number;
                                is_free: boolean;
                                currency: {
                                    symbol: string;
                                    iso_code: string;
                                    number_to_basic: number;
                                };
                            };
                            paymentTypeRestrictions: {
                                pay_on_delivery: boolean;
                                online_payment: boolean;
                            };
                            checkoutHasOnlyReqBasedProducts: boolean;
                            payment_methods: {
                                id: number;
                                /** @enum {string} */
                                payment_type: "COD" | "ONLINE";
                                is_payment_gateway: boolean;
                                /** @enum {string} */
                                provider: "cod" | "cashfree" | "stripe" | "amazon_pay";
                                provider_label: string;
                            }[];
                            steps: {
                                activeStep: number;
                                numberOfSteps: number;
                            };
                            delivery_address_id: number | null;
                            billing_address_id: number | null;
                            coupon: {
                                couponCode: string;
                                discount: number;
                                products: number[];
                            } | null;
                            payment_ids: number[];
                            isPaymentSelectionSatisfied: boolean;
                            missing: ("delivery_address" | "billing_address" | "slot" | "payment")[];
                            expires_at: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is over 1 MB, or over the limit of its kind. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    placeOrder: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header: {
                /** @example priya-order-2025-06-16-01 */
                "idempotency-key": string;
            };
            path: {
                /** @example 6c61713f-916b-4e7b-907b-b6463c7cdf44 */
                checkoutId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            order_id: number;
                            /** @enum {string} */
                            payment_status: "Created" | "Placed" | "Failed" | "Completed";
                            next: {
                                /** @enum {string} */
                                type: "none";
                            } | {
                                /** @enum {string} */
                                type: "redirect";
                                url: string;
                            } | {
                                /** @enum {string} */
                                type: "form";
                                action: string;
                                /** @enum {string} */
                                method: "POST";
                                fields: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is over 1 MB, or over the limit of its kind. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    listOrders: {
        parameters: {
            query?: {
                /** @example 2 */
                "page-limit"?: number;
                "page-number"?: number;
                status?: ("Created" | "Placed" | "Failed" | "Completed") | ("Received" | "InProgress" | "Fulfilled" | "Cancelled" | "Return" | "Refund" | "Rejected");
                from?: string;
                to?: string;
                search?: string;
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            orders: {
                                order_id: number;
                                created_at: string;
                                /** @enum {string} */
                                payment_status: "Created" | "Placed" | "Failed" | "Completed";
                                sub_total: number;
                                discount: number;
                                delivery_charge: number;
                                total: number;
                                currency: {
                                    symbol: string;
                                    iso_code: string;
                                    number_to_basic: number;
                                };
                                order_items: {
                                    order_item_id: number;
                                    product_id: number;
                                    product_name: string;
                                    product_image: string;
                                    /** @enum {string} */
                                    product_type: "Physical" | "Service" | "Digital" | "Subscription" | "Bundled" | "Packaged Service" | "API Product";
                                    vendor_id: number;
                                    vendor_name: string;
                                    quantity: number;
                                    final_price: number;
                                    line_total: number;
                                    /** @enum {string} */
                                    item_type: "standard_item" | "request_item" | "free_item";
                                    /** @enum {string} */
                                    payment_mode: "online_payment" | "pay_on_delivery";
                                    /** @enum {string} */
                                    status: "Received" | "InProgress" | "Fulfilled" | "Cancelled" | "Return" | "Refund" | "Rejected";
                                    slot: {
                                        slot_id: string;
                                        date: string;
                                        start_time: string;
                                        end_time: string;
                                    } | null;
                                    policies: {
                                        return_allowed: boolean;
                                        return_days: number;
                                        replacement_allowed: boolean;
                                        replacement_days: number;
                                        cancellation_allowed: boolean;
                                        cancellation_charge: number;
                                        refund_cancellation_allowed: boolean;
                                        refund_cancellation_days: number;
                                    } | null;
                                    actions: {
                                        can_cancel: boolean;
                                        cancel_deadline: string | null;
                                        cancellation_charge: number;
                                        cancel_refund: number;
                                        cancel_refund_deadline: string | null;
                                        can_return: boolean;
                                        return_deadline: string | null;
                                        can_replace: boolean;
                                        replace_deadline: string | null;
                                        can_withdraw_return: boolean;
                                        can_review: boolean;
                                    };
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    getOrder: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path: {
                /** @example 2 */
                orderId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            order_id: number;
                            created_at: string;
                            /** @enum {string} */
                            payment_status: "Created" | "Placed" | "Failed" | "Completed";
                            sub_total: number;
                            discount: number;
                            delivery_charge: number;
                            total: number;
                            currency: {
                                symbol: string;
                                iso_code: string;
                                number_to_basic: number;
                            };
                            delivery_address: {
                                [key: string]: string;
                            } | null;
                            billing_address: {
                                [key: string]: string;
                            } | null;
                            coupon_code: string | null;
                            order_items: {
                                order_item_id: number;
                                product_id: number;
                                product_name: string;
                                product_image: string;
                                /** @enum {string} */
                                product_type: "Physical" | "Service" | "Digital" | "Subscription" | "Bundled" | "Packaged Service" | "API Product";
                                vendor_id: number;
                                vendor_name: string;
                                quantity: number;
                                final_price: number;
                                line_total: number;
                                /** @enum {string} */
                                item_type: "standard_item" | "request_item" | "free_item";
                                /** @enum {string} */
                                payment_mode: "online_payment" | "pay_on_delivery";
                                /** @enum {string} */
                                status: "Received" | "InProgress" | "Fulfilled" | "Cancelled" | "Return" | "Refund" | "Rejected";
                                slot: {
                                    slot_id: string;
                                    date: string;
                                    start_time: string;
                                    end_time: string;
                                } | null;
                                policies: {
                                    return_allowed: boolean;
                                    return_days: number;
                                    replacement_allowed: boolean;
                                    replacement_days: number;
                                    cancellation_allowed: boolean;
                                    cancellation_charge: number;
                                    refund_cancellation_allowed: boolean;
                                    refund_cancellation_days: number;
                                } | null;
                                actions: {
                                    can_cancel: boolean;
                                    cancel_deadline: string | null;
                                    cancellation_charge: number;
                                    cancel_refund: number;
                                    cancel_refund_deadline: string | null;
                                    can_return: boolean;
                                    return_deadline: string | null;
                                    can_replace: boolean;
                                    replace_deadline: string | null;
                                    can_withdraw_return: boolean;
                                    can_review: boolean;
                                };
                                history: {
                                    from: string;
                                    to: string;
                                    /** @enum {string} */
                                    actor: "customer" | "vendor" | "system";
                                    note: string;
                                    created_at: string;
                                }[];
                                return_request: {
                                    request_id: number;
                                    /** @enum {string} */
                                    kind: "return" | "replacement";
                                    reason: string;
                                    images: string[];
                                    /** @enum {string} */
                                    status: "open" | "approved" | "refused" | "withdrawn";
                                    created_at: string;
                                } | null;
                                review: {
                                    rating: number;
                                    title: string;
                                    body: string;
                                    created_at: string;
                                } | null;
                            }[];
                            payments: {
                                payment_id: number;
                                provider: string;
                                status: string;
                                amount: number;
                                created_at: string;
                            }[];
                            refunds: {
                                refund_id: number;
                                order_item_id: number;
                                amount: number;
                                /** @enum {string} */
                                status: "owed" | "pending" | "completed" | "failed";
                                /** @enum {string} */
                                reason: "cancelled" | "rejected" | "returned";
                                provider: string | null;
                                created_at: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    getInvoice: {
        parameters: {
            query?: {
                "vendor-id"?: number;
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path: {
                orderId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice, a PDF file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    cancelOrderItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderItemId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            order_item_id: number;
                            status: string;
                            actions: {
                                can_cancel: boolean;
                                cancel_deadline: string | null;
                                cancellation_charge: number;
                                cancel_refund: number;
                                cancel_refund_deadline: string | null;
                                can_return: boolean;
                                return_deadline: string | null;
                                can_replace: boolean;
                                replace_deadline: string | null;
                                can_withdraw_return: boolean;
                                can_review: boolean;
                            };
                            refund: {
                                refund_id: number;
                                order_item_id: number;
                                amount: number;
                                /** @enum {string} */
                                status: "owed" | "pending" | "completed" | "failed";
                                /** @enum {string} */
                                reason: "cancelled" | "rejected" | "returned";
                                provider: string | null;
                                created_at: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is over 1 MB, or over the limit of its kind. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    requestReturn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderItemId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                    /** @enum {string} */
                    kind: "return" | "replacement";
                    /** @default [] */
                    images?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            order_item_id: number;
                            status: string;
                            actions: {
                                can_cancel: boolean;
                                cancel_deadline: string | null;
                                cancellation_charge: number;
                                cancel_refund: number;
                                cancel_refund_deadline: string | null;
                                can_return: boolean;
                                return_deadline: string | null;
                                can_replace: boolean;
                                replace_deadline: string | null;
                                can_withdraw_return: boolean;
                                can_review: boolean;
                            };
                            refund: {
                                refund_id: number;
                                order_item_id: number;
                                amount: number;
                                /** @enum {string} */
                                status: "owed" | "pending" | "completed" | "failed";
                                /** @enum {string} */
                                reason: "cancelled" | "rejected" | "returned";
                                provider: string | null;
                                created_at: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is over 1 MB, or over the limit of its kind. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    withdrawReturn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderItemId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            order_item_id: number;
                            status: string;
                            actions: {
                                can_cancel: boolean;
                                cancel_deadline: string | null;
                                cancellation_charge: number;
                                cancel_refund: number;
                                cancel_refund_deadline: string | null;
                                can_return: boolean;
                                return_deadline: string | null;
                                can_replace: boolean;
                                replace_deadline: string | null;
                                can_withdraw_return: boolean;
                                can_review: boolean;
                            };
                            refund: {
                                refund_id: number;
                                order_item_id: number;
                                amount: number;
                                /** @enum {string} */
                                status: "owed" | "pending" | "completed" | "failed";
                                /** @enum {string} */
                                reason: "cancelled" | "rejected" | "returned";
                                provider: string | null;
                                created_at: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    reviewOrderItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderItemId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rating: number;
                    /** @default  */
                    title?: string;
                    /** @default  */
                    body?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            order_item_id: number;
                            status: string;
                            actions: {
                                can_cancel: boolean;
                                cancel_deadline: string | null;
                                cancellation_charge: number;
                                cancel_refund: number;
                                cancel_refund_deadline: string | null;
                                can_return: boolean;
                                return_deadline: string | null;
                                can_replace: boolean;
                                replace_deadline: string | null;
                                can_withdraw_return: boolean;
                                can_review: boolean;
                            };
                            refund: {
                                refund_id: number;
                                order_item_id: number;
                                amount: number;
                                /** @enum {string} */
                                status: "owed" | "pending" | "completed" | "failed";
                                /** @enum {string} */
                                reason: "cancelled" | "rejected" | "returned";
                                provider: string | null;
                                created_at: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is over 1 MB, or over the limit of its kind. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    addProductReview: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    order_item_id: number;
                    rating: number;
                    /** @default  */
                    title?: string;
                    /** @default  */
                    text?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            review_id: number;
                            product_id: number;
                            rating: number;
                            title: string;
                            text: string;
                            author_name: string;
                            created_at: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is over 1 MB, or over the limit of its kind. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    getOrderItemSchedule: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path: {
                orderItemId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            item: {
                                order_id: number;
                                order_item_id: number;
                                product_id: number;
                                product_name: string;
                                product_image: string;
                                /** @enum {string} */
                                product_type: "Physical" | "Service" | "Digital" | "Subscription" | "Bundled" | "Packaged Service" | "API Product";
                                quantity: number;
                                /** @enum {string} */
                                status: "Received" | "InProgress" | "Fulfilled" | "Cancelled" | "Return" | "Refund" | "Rejected";
                            };
                            vendor: {
                                vendor_id: number;
                                vendor_name: string;
                                contact: {
                                    phone: string | null;
                                    email: string | null;
                                } | null;
                            };
                            slot: {
                                slot_id: string;
                                date: string;
                                start_time: string;
                                end_time: string;
                            };
                            time_zone: string;
                            place: ({
                                /** @enum {string} */
                                kind: "customer_address";
                                address: {
                                    [key: string]: string;
                                } | null;
                            } | {
                                /** @enum {string} */
                                kind: "vendor_address";
                                address: string | null;
                                city: string;
                            } | {
                                /** @enum {string} */
                                kind: "online";
                                meeting_link: string;
                            }) | null;
                            rules: {
                                reschedule_allowed: boolean;
                                notice_hours: number;
                                max_reschedules: number;
                            };
                            actions: {
                                can_reschedule: boolean;
                                reschedule_deadline: string | null;
                                reschedule_deadline_local: {
                                    date: string;
                                    time: string;
                                } | null;
                                reschedules_left: number;
                                reason: ("not_allowed" | "item_status" | "notice_passed" | "limit_reached") | null;
                            };
                            reschedules: {
                                from: {
                                    slot_id: string;
                                    date: string;
                                    start_time: string;
                                    end_time: string;
                                };
                                to: {
                                    slot_id: string;
                                    date: string;
                                    start_time: string;
                                    end_time: string;
                                };
                                /** @enum {string} */
                                actor: "customer" | "vendor" | "system";
                                created_at: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    listRescheduleSlots: {
        parameters: {
            query?: {
                date?: string;
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path: {
                orderItemId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            product_id: number;
                            date: string;
                            slots: {
                                slot_id: string;
                                product_id: number;
                                date: string;
                                start_time: string;
                                end_time: string;
                                capacity: number;
                                remaining: number;
                                available: boolean;
                            }[];
                            days: {
                                date: string;
                                free: boolean;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    rescheduleOrderItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderItemId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    slot_id: string;
                    date: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            item: {
                                order_id: number;
                                order_item_id: number;
                                product_id: number;
                                product_name: string;
                                product_image: string;
                                /** @enum {string} */
                                product_type: "Physical" | "Service" | "Digital" | "Subscription" | "Bundled" | "Packaged Service" | "API Product";
                                quantity: number;
                                /** @enum {string} */
                                status: "Received" | "InProgress" | "Fulfilled" | "Cancelled" | "Return" | "Refund" | "Rejected";
                            };
                            vendor: {
                                vendor_id: number;
                                vendor_name: string;
                                contact: {
                                    phone: string | null;
                                    email: string | null;
                                } | null;
                            };
                            slot: {
                                slot_id: string;
                                date: string;
                                start_time: string;
                                end_time: string;
                            };
                            time_zone: string;
                            place: ({
                                /** @enum {string} */
                                kind: "customer_address";
                                address: {
                                    [key: string]: string;
                                } | null;
                            } | {
                                /** @enum {string} */
                                kind: "vendor_address";
                                address: string | null;
                                city: string;
                            } | {
                                /** @enum {string} */
                                kind: "online";
                                meeting_link: string;
                            }) | null;
                            rules: {
                                reschedule_allowed: boolean;
                                notice_hours: number;
                                max_reschedules: number;
                            };
                            actions: {
                                can_reschedule: boolean;
                                reschedule_deadline: string | null;
                                reschedule_deadline_local: {
                                    date: string;
                                    time: string;
                                } | null;
                                reschedules_left: number;
                                reason: ("not_allowed" | "item_status" | "notice_passed" | "limit_reached") | null;
                            };
                            reschedules: {
                                from: {
                                    slot_id: string;
                                    date: string;
                                    start_time: string;
                                    end_time: string;
                                };
                                to: {
                                    slot_id: string;
                                    date: string;
                                    start_time: string;
                                    end_time: string;
                                };
                                /** @enum {string} */
                                actor: "customer" | "vendor" | "system";
                                created_at: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is over 1 MB, or over the limit of its kind. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    sendVendorOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    identifier: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            expires_in: number;
                            resend_after: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is over 1 MB, or over the limit of its kind. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    vendorSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    identifier: string;
                    otp: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            access_token: string;
                            expires_in: number;
                            /** @enum {string} */
                            token_type: "Bearer";
                            vendor_id: number;
                            vendor_name: string;
                            user_name: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            attempts_left: number;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is over 1 MB, or over the limit of its kind. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    listVendorOrderItems: {
        parameters: {
            query?: {
                "page-limit"?: number;
                "page-number"?: number;
                status?: "Received" | "InProgress" | "Fulfilled" | "Cancelled" | "Return" | "Refund" | "Rejected";
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            order_items: {
                                order_item_id: number;
                                order_id: number;
                                placed_at: string;
                                customer_name: string;
                                deliver_to: string | null;
                                product_id: number;
                                product_name: string;
                                product_image: string;
                                /** @enum {string} */
                                item_type: "standard_item" | "request_item" | "free_item";
                                quantity: number;
                                line_total: number;
                                currency: {
                                    symbol: string;
                                    iso_code: string;
                                    number_to_basic: number;
                                };
                                /** @enum {string} */
                                payment_mode: "online_payment" | "pay_on_delivery";
                                /** @enum {string} */
                                payment_status: "Created" | "Placed" | "Failed" | "Completed";
                                /** @enum {string} */
                                status: "Received" | "InProgress" | "Fulfilled" | "Cancelled" | "Return" | "Refund" | "Rejected";
                                slot: {
                                    slot_id: string;
                                    date: string;
                                    start_time: string;
                                    end_time: string;
                                } | null;
                                return_request: {
                                    request_id: number;
                                    /** @enum {string} */
                                    kind: "return" | "replacement";
                                    reason: string;
                                    images: string[];
                                    /** @enum {string} */
                                    status: "open" | "approved" | "refused" | "withdrawn";
                                    created_at: string;
                                } | null;
                                refund: {
                                    refund_id: number;
                                    order_item_id: number;
                                    amount: number;
                                    /** @enum {string} */
                                    status: "owed" | "pending" | "completed" | "failed";
                                    /** @enum {string} */
                                    reason: "cancelled" | "rejected" | "returned";
                                    provider: string | null;
                                    created_at: string;
                                } | null;
                                next: ("Received" | "InProgress" | "Fulfilled" | "Cancelled" | "Return" | "Refund" | "Rejected")[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    moveVendorOrderItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderItemId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    to: "Received" | "InProgress" | "Fulfilled" | "Cancelled" | "Return" | "Refund" | "Rejected";
                    /** @default  */
                    note?: string;
                    /** @enum {string} */
                    outcome?: "approved" | "refused";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            order_item_id: number;
                            order_id: number;
                            placed_at: string;
                            customer_name: string;
                            deliver_to: string | null;
                            product_id: number;
                            product_name: string;
                            product_image: string;
                            /** @enum {string} */
                            item_type: "standard_item" | "request_item" | "free_item";
                            quantity: number;
                            line_total: number;
                            currency: {
                                symbol: string;
                                iso_code: string;
                                number_to_basic: number;
                            };
                            /** @enum {string} */
                            payment_mode: "online_payment" | "pay_on_delivery";
                            /** @enum {string} */
                            payment_status: "Created" | "Placed" | "Failed" | "Completed";
                            /** @enum {string} */
                            status: "Received" | "InProgress" | "Fulfilled" | "Cancelled" | "Return" | "Refund" | "Rejected";
                            slot: {
                                slot_id: string;
                                date: string;
                                start_time: string;
                                end_time: string;
                            } | null;
                            return_request: {
                                request_id: number;
                                /** @enum {string} */
                                kind: "return" | "replacement";
                                reason: string;
                                images: string[];
                                /** @enum {string} */
                                status: "open" | "approved" | "refused" | "withdrawn";
                                created_at: string;
                            } | null;
                            refund: {
                                refund_id: number;
                                order_item_id: number;
                                amount: number;
                                /** @enum {string} */
                                status: "owed" | "pending" | "completed" | "failed";
                                /** @enum {string} */
                                reason: "cancelled" | "rejected" | "returned";
                                provider: string | null;
                                created_at: string;
                            } | null;
                            next: ("Received" | "InProgress" | "Fulfilled" | "Cancelled" | "Return" | "Refund" | "Rejected")[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is over 1 MB, or over the limit of its kind. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    settleVendorRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderItemId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            order_item_id: number;
                            order_id: number;
                            placed_at: string;
                            customer_name: string;
                            deliver_to: string | null;
                            product_id: number;
                            product_name: string;
                            product_image: string;
                            /** @enum {string} */
                            item_type: "standard_item" | "request_item" | "free_item";
                            quantity: number;
                            line_total: number;
                            currency: {
                                symbol: string;
                                iso_code: string;
                                number_to_basic: number;
                            };
                            /** @enum {string} */
                            payment_mode: "online_payment" | "pay_on_delivery";
                            /** @enum {string} */
                            payment_status: "Created" | "Placed" | "Failed" | "Completed";
                            /** @enum {string} */
                            status: "Received" | "InProgress" | "Fulfilled" | "Cancelled" | "Return" | "Refund" | "Rejected";
                            slot: {
                                slot_id: string;
                                date: string;
                                start_time: string;
                                end_time: string;
                            } | null;
                            return_request: {
                                request_id: number;
                                /** @enum {string} */
                                kind: "return" | "replacement";
                                reason: string;
                                images: string[];
                                /** @enum {string} */
                                status: "open" | "approved" | "refused" | "withdrawn";
                                created_at: string;
                            } | null;
                            refund: {
                                refund_id: number;
                                order_item_id: number;
                                amount: number;
                                /** @enum {string} */
                                status: "owed" | "pending" | "completed" | "failed";
                                /** @enum {string} */
                                reason: "cancelled" | "rejected" | "returned";
                                provider: string | null;
                                created_at: string;
                            } | null;
                            next: ("Received" | "InProgress" | "Fulfilled" | "Cancelled" | "Return" | "Refund" | "Rejected")[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is over 1 MB, or over the limit of its kind. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    listReturnImages: {
        parameters: {
            query: {
                path: string;
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path: {
                orderItemId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The photo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    getTranslations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                language: string;
                namespace: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The namespace: keys to text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Unchanged since the ETag sent in If-None-Match. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No translations for that language and namespace. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    getPublicFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The storage path; it may hold slashes. */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The picture, or a placeholder SVG (x-placeholder: true) when there is none at the path. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/*": string;
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    uploadFile: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description One file in the field `file`; for a custom form field, its id in `attribute_id` as well. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The photo or document, at most 5 MB. */
                    file: string;
                    /** @description The custom form field the file answers; left out for a return photo. */
                    attribute_id?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            path: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    getUploadedImage: {
        parameters: {
            query: {
                "image-path": string;
                attribute_id?: number;
                product_id?: number;
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    listEnquiries: {
        parameters: {
            query?: {
                "enquiry-id"?: number;
                "page-number"?: number;
                "page-limit"?: number;
                "enquiry-status"?: number;
                reveal?: "true" | "false";
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            enquiries: {
                                id: number;
                                enquiry_status: number;
                                enquiry_status_display_name: string;
                                created_at: string;
                                enquiry_feedback: string | null;
                                enquiry_details: {
                                    attribute_values: {
                                        attribute_id: number;
                                        attribute_name: string;
                                        datatype_id: number;
                                        value: string;
                                        sensitive: boolean;
                                        masked: boolean;
                                        option_names: string[];
                                        supported_extensions: string[];
                                    }[];
                                };
                                product_details: {
                                    product_id: number;
                                    product_name: string;
                                    vendor_name: string;
                                };
                                unread: number;
                            }[];
                            total: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    createEnquiry: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    product_id: number;
                    /** @default [] */
                    attribute_values?: {
                        attribute_id: number;
                        value?: string | string[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            enquiry_id: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is over 1 MB, or over the limit of its kind. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    getRequestForm: {
        parameters: {
            query: {
                "order-item-id": number;
                reveal?: "true" | "false";
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            order_item_id: number;
                            form_title_display_name: string;
                            attributes: {
                                attribute_id: number;
                                attribute_name: string;
                                datatype_id: number;
                                required: boolean;
                                sensitive: boolean;
                                option_names: string[];
                                supported_extension: string[];
                                input_config: {
                                    [key: string]: unknown;
                                };
                                value: string;
                                masked: boolean;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    listChatMessages: {
        parameters: {
            query: {
                "room-type": number;
                "order-item-id"?: number;
                "enquiry-id"?: number;
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            messages: {
                                id: number;
                                message: string;
                                sender: boolean;
                                sent_at: string;
                            }[];
                            unread: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    sendChatMessage: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                    enquiry_id?: number;
                    order_item_id?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            id: number;
                            message: string;
                            sender: boolean;
                            sent_at: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is over 1 MB, or over the limit of its kind. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    listChatRooms: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            rooms: {
                                room_type: 1 | 2;
                                enquiry_id: number | null;
                                order_item_id: number | null;
                                product_name: string;
                                last_message: string;
                                last_sent_at: string;
                                unread: number;
                            }[];
                            total_unread: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    streamChatEvents: {
        parameters: {
            query: {
                "room-type": number;
                "order-item-id"?: number;
                "enquiry-id"?: number;
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Server-sent events of the conversation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    listVendorChatMessages: {
        parameters: {
            query: {
                "room-type": number;
                "order-item-id"?: number;
                "enquiry-id"?: number;
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            messages: {
                                id: number;
                                message: string;
                                sender: boolean;
                                sent_at: string;
                            }[];
                            unread: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    sendVendorChatMessage: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                    enquiry_id?: number;
                    order_item_id?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            id: number;
                            message: string;
                            sender: boolean;
                            sent_at: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is over 1 MB, or over the limit of its kind. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    listVendorChatRooms: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            rooms: {
                                room_type: 1 | 2;
                                enquiry_id: number | null;
                                order_item_id: number | null;
                                product_name: string;
                                last_message: string;
                                last_sent_at: string;
                                unread: number;
                            }[];
                            total_unread: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    streamVendorChatEvents: {
        parameters: {
            query: {
                "room-type": number;
                "order-item-id"?: number;
                "enquiry-id"?: number;
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Server-sent events of the conversation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    getEnquiryForm: {
        parameters: {
            query: {
                /** @example 44 */
                "product-id": number;
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            product_id: number;
                            form_title_display_name: string;
                            attributes: {
                                attribute_id: number;
                                attribute_name: string;
                                datatype_id: number;
                                required: boolean;
                                sensitive: boolean;
                                option_names: string[];
                                supported_extension: string[];
                                input_config: {
                                    [key: string]: unknown;
                                };
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    answerRequestForm: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    order_item_id: number;
                    /** @default [] */
                    attribute_values?: {
                        attribute_id: number;
                        value?: string | string[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            order_item_id: number;
                            form_title_display_name: string;
                            attributes: {
                                attribute_id: number;
                                attribute_name: string;
                                datatype_id: number;
                                required: boolean;
                                sensitive: boolean;
                                option_names: string[];
                                supported_extension: string[];
                                input_config: {
                                    [key: string]: unknown;
                                };
                                value: string;
                                masked: boolean;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is over 1 MB, or over the limit of its kind. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    getUploadedDocument: {
        parameters: {
            query: {
                "document-path": string;
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/msword": string;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                    "application/yaml": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    downloadProductDocument: {
        parameters: {
            query: {
                "document-path": string;
                "document-type": "product";
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/msword": string;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                    "application/yaml": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is over 1 MB, or over the limit of its kind. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    listVendorEnquiries: {
        parameters: {
            query?: {
                "enquiry-id"?: number;
                "page-number"?: number;
                "page-limit"?: number;
                "enquiry-status"?: number;
                reveal?: "true" | "false";
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            enquiries: {
                                id: number;
                                enquiry_status: number;
                                enquiry_status_display_name: string;
                                created_at: string;
                                enquiry_feedback: string | null;
                                enquiry_details: {
                                    attribute_values: {
                                        attribute_id: number;
                                        attribute_name: string;
                                        datatype_id: number;
                                        value: string;
                                        sensitive: boolean;
                                        masked: boolean;
                                        option_names: string[];
                                        supported_extensions: string[];
                                    }[];
                                };
                                product_details: {
                                    product_id: number;
                                    product_name: string;
                                    vendor_name: string;
                                };
                                unread: number;
                                customer_name: string;
                            }[];
                            total: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    setEnquiryStatus: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path: {
                enquiryId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enquiry_status: 2 | 3 | 4;
                    feedback?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            id: number;
                            enquiry_status: number;
                            enquiry_status_display_name: string;
                            created_at: string;
                            enquiry_feedback: string | null;
                            enquiry_details: {
                                attribute_values: {
                                    attribute_id: number;
                                    attribute_name: string;
                                    datatype_id: number;
                                    value: string;
                                    sensitive: boolean;
                                    masked: boolean;
                                    option_names: string[];
                                    supported_extensions: string[];
                                }[];
                            };
                            product_details: {
                                product_id: number;
                                product_name: string;
                                vendor_name: string;
                            };
                            unread: number;
                            customer_name: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is over 1 MB, or over the limit of its kind. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    getEnquiryFile: {
        parameters: {
            query: {
                path: string;
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path: {
                enquiryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The photo (inline) or the document (an attachment named after the field) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                    "application/pdf": string;
                    "application/octet-stream": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    getOrderItemFormFile: {
        parameters: {
            query: {
                path: string;
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path: {
                orderItemId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The photo (inline) or the document (an attachment named after the field) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                    "application/pdf": string;
                    "application/octet-stream": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    getVendorRequestForm: {
        parameters: {
            query: {
                "order-item-id": number;
                reveal?: "true" | "false";
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            order_item_id: number;
                            form_title_display_name: string;
                            attributes: {
                                attribute_id: number;
                                attribute_name: string;
                                datatype_id: number;
                                required: boolean;
                                sensitive: boolean;
                                option_names: string[];
                                supported_extension: string[];
                                input_config: {
                                    [key: string]: unknown;
                                };
                                value: string;
                                masked: boolean;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    listOffers: {
        parameters: {
            query: {
                "enquiry-id": number;
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            offers: {
                                id: number;
                                enquiry_id: number;
                                product_id: number;
                                product_name: string;
                                unit_price: number;
                                quantity: number;
                                total: number;
                                currency: {
                                    symbol: string;
                                    iso_code: string;
                                    number_to_basic: number;
                                };
                                valid_until: string;
                                /** @enum {string} */
                                status: "open" | "accepted" | "ordered" | "withdrawn" | "expired";
                                created_at: string;
                                order_id: number | null;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    acceptOffer: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path: {
                offerId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            offer: {
                                id: number;
                                enquiry_id: number;
                                product_id: number;
                                product_name: string;
                                unit_price: number;
                                quantity: number;
                                total: number;
                                currency: {
                                    symbol: string;
                                    iso_code: string;
                                    number_to_basic: number;
                                };
                                valid_until: string;
                                /** @enum {string} */
                                status: "open" | "accepted" | "ordered" | "withdrawn" | "expired";
                                created_at: string;
                                order_id: number | null;
                            };
                            cart_item_id: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is over 1 MB, or over the limit of its kind. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    listVendorOffers: {
        parameters: {
            query: {
                "enquiry-id": number;
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            offers: {
                                id: number;
                                enquiry_id: number;
                                product_id: number;
                                product_name: string;
                                unit_price: number;
                                quantity: number;
                                total: number;
                                currency: {
                                    symbol: string;
                                    iso_code: string;
                                    number_to_basic: number;
                                };
                                valid_until: string;
                                /** @enum {string} */
                                status: "open" | "accepted" | "ordered" | "withdrawn" | "expired";
                                created_at: string;
                                order_id: number | null;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    makeOffer: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path: {
                enquiryId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    unit_price: number;
                    quantity: number;
                    /** Format: date-time */
                    valid_until: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            id: number;
                            enquiry_id: number;
                            product_id: number;
                            product_name: string;
                            unit_price: number;
                            quantity: number;
                            total: number;
                            currency: {
                                symbol: string;
                                iso_code: string;
                                number_to_basic: number;
                            };
                            valid_until: string;
                            /** @enum {string} */
                            status: "open" | "accepted" | "ordered" | "withdrawn" | "expired";
                            created_at: string;
                            order_id: number | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is over 1 MB, or over the limit of its kind. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    withdrawOffer: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path: {
                enquiryId: number;
                offerId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            id: number;
                            enquiry_id: number;
                            product_id: number;
                            product_name: string;
                            unit_price: number;
                            quantity: number;
                            total: number;
                            currency: {
                                symbol: string;
                                iso_code: string;
                                number_to_basic: number;
                            };
                            valid_until: string;
                            /** @enum {string} */
                            status: "open" | "accepted" | "ordered" | "withdrawn" | "expired";
                            created_at: string;
                            order_id: number | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    askAi: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                    conversation_id?: number;
                    action_id?: string;
                };
            };
        };
        responses: {
            /** @description Server-sent events (delta, products, action, then done or error). */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is over 1 MB, or over the limit of its kind. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    listAssistantConversations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            conversations: {
                                conversation_id: number;
                                title: string;
                                message_count: number;
                                created_at: string;
                                updated_at: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    getAssistantConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            conversation: {
                                conversation_id: number;
                                title: string;
                                message_count: number;
                                created_at: string;
                                updated_at: string;
                            };
                            messages: {
                                message_id: number;
                                /** @enum {string} */
                                role: "customer" | "assistant";
                                text: string;
                                products: {
                                    product_id: number;
                                    product_name: string;
                                    final_price: number | null;
                                    product_image: string;
                                }[];
                                action: {
                                    action_id: string;
                                    /** @enum {string} */
                                    kind: "add_to_cart" | "start_return";
                                    label: string;
                                    product_id?: number;
                                    quantity?: number;
                                    order_item_id?: number;
                                    product_name?: string;
                                    vendor_name?: string;
                                    /** @enum {string} */
                                    status: "offered" | "done" | "expired";
                                } | null;
                                created_at: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    deleteAssistantConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    listPaymentTypes: {
        parameters: {
            query?: {
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            payment_types: {
                                id: number;
                                /** @enum {string} */
                                payment_type: "COD" | "ONLINE";
                                is_payment_gateway: boolean;
                                /** @enum {string} */
                                provider: "cod" | "cashfree" | "stripe" | "amazon_pay";
                                provider_label: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    checkOrderStatus: {
        parameters: {
            query?: {
                returned?: "true" | "false";
                "language-code"?: "en" | "en_US" | "en_IN" | "hi" | "ar" | "fr";
            };
            header?: never;
            path: {
                orderId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            message: string;
                            order_id: number;
                            /** @enum {string} */
                            payment_status: "Created" | "Placed" | "Failed" | "Completed";
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is over 1 MB, or over the limit of its kind. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    receiveCashfreeWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Cashfree's webhook payload, read byte for byte to check x-webhook-signature. */
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            order_id: number;
                            /** @enum {string} */
                            payment_status: "Created" | "Placed" | "Failed" | "Completed";
                            changed: boolean;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is over 1 MB, or over the limit of its kind. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    receiveStripeWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Stripe's event, read byte for byte to check Stripe-Signature. */
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            order_id: number;
                            /** @enum {string} */
                            payment_status: "Created" | "Placed" | "Failed" | "Completed";
                            changed: boolean;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is over 1 MB, or over the limit of its kind. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    receiveAmazonPayNotification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Amazon Payment Services' notification fields with their signature (JSON is read as well). */
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    [key: string]: string;
                };
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            order_id: number;
                            /** @enum {string} */
                            payment_status: "Created" | "Placed" | "Failed" | "Completed";
                            changed: boolean;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is over 1 MB, or over the limit of its kind. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    returnFromAmazonPay: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The result fields Amazon Payment Services posts through the shopper's browser, with their signature. */
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    [key: string]: string;
                };
            };
        };
        responses: {
            /** @description Sends the browser on to the order's status page. */
            303: {
                headers: {
                    /** @description The order status page. */
                    location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is over 1 MB, or over the limit of its kind. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The body is of a type this call does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
    listOutboxMessages: {
        parameters: {
            query: {
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: {
                            messages: {
                                id: number;
                                to: string;
                                /** @enum {string} */
                                channel: "sms" | "email";
                                subject: string;
                                body: string;
                                created_at: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description The address or headers are too long (e.g. a very long search). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Something failed on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
            /** @description Any other status: a failure, in the envelope. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_code: number;
                        response_message: string;
                        response_body: null;
                    };
                };
            };
        };
    };
}

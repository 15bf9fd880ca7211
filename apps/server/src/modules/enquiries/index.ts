/**
 * Enquiries and custom request forms (issue #13): products' custom forms, customers' enquiries
 * with their answers, and the answers of request-based order items. Owns the tables of
 * db/schema/enquiries.ts.
 */
export { enquiryRoutes } from './enquiries.routes';
export { formAttributeUploadRule } from './form.queries';
export { chatRoutes, vendorChatRoutes } from './chat.routes';
export { formRoutes } from './forms.routes';
export { documentRoutes } from './document.routes';
export { vendorEnquiryRoutes } from './vendor-enquiries.routes';
export { vendorFileRoutes } from './vendor-files.routes';
export { offerRoutes, vendorOfferRoutes } from './offers.routes';
export { claimOffers, offerTermsOf, type OfferClaim, type OfferOwner, type OfferTerms } from './offer-checkout';
export { offerLineProblem } from './offer-rules';
export { withdrawLiveOffers } from './offer.service';
export { listEnquiries } from './enquiry.queries';

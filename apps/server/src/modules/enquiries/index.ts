/**
 * Enquiries and custom request forms (issue #13): products' custom forms, customers' enquiries
 * with their answers, and the answers of request-based order items. Owns the tables of
 * db/schema/enquiries.ts.
 */
export { enquiryRoutes } from './enquiries.routes';
export { formAttributeUploadRule } from './form.queries';
export { chatRoutes, vendorChatRoutes } from './chat.routes';

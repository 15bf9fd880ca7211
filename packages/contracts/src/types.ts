import type { z } from 'zod';
import type { AddressInput, AddressUpdateBody, ProfileUpdateBody } from './account';
import type { CategoryListResponse, ProductListQuery, ProductListResponse, SuggestionsResponse, VendorListResponse } from './catalogue';
import type { SlotListResponse } from './delivery';
import type { OtpSendBody, OtpSendResponse, PasswordResetBody, SignupBody } from './identity';

/**
 * Request and response shapes, inferred from their schemas, for schemas that have no type of
 * the same name. Type-only: the web imports these with `import type`, which is erased, so zod
 * stays out of its bundle.
 */

/* ---- identity ---- */
export type OtpSendInput = z.input<typeof OtpSendBody>;
export type OtpSent = z.output<typeof OtpSendResponse>['response_body'];
export type SignupInput = z.input<typeof SignupBody>;
export type PasswordResetInput = z.input<typeof PasswordResetBody>;

/* ---- catalogue ---- */
/** The product list query as the web sends it: numbers, not the strings the server parses. */
export type ProductListParams = Partial<ProductListQuery>;
export type ProductList = z.output<typeof ProductListResponse>['response_body'];
export type CategoryList = z.output<typeof CategoryListResponse>['response_body'];
export type VendorList = z.output<typeof VendorListResponse>['response_body'];
/** One search suggestion: a product or a category matching the text (schema `Suggestion`). */
export type SearchSuggestion = z.output<typeof SuggestionsResponse>['response_body']['suggestions'][number];

/* ---- delivery ---- */
export type SlotList = z.output<typeof SlotListResponse>['response_body'];

/* ---- account ---- */
/** A new address as the customer fills it in: line2, landmark and is_default may be left out. */
export type NewAddress = z.input<typeof AddressInput>;
/** The fields of an address being changed; at least one. */
export type AddressUpdate = z.input<typeof AddressUpdateBody>;
/** The profile fields being changed; email, phone and date of birth may be cleared with null. */
export type ProfileUpdate = z.input<typeof ProfileUpdateBody>;

/**
 * What other modules may use of identity: signed-in request contexts, the customer-row lock and
 * one-time codes. Everything else in this folder is internal (the lint rules enforce it).
 */
export { lockCustomer, publicContext, requireCustomer, type CustomerContext } from '../../plugins/auth';
export { sendOtp, verifyOtp, type OtpDeps, type SendOtpInput } from './otp.service';
export type { KeyRing } from './signing-keys';

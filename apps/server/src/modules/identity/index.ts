/**
 * What other modules may use of identity: signed-in request contexts, the customer-row lock,
 * one-time codes and the token keys. Everything else in this folder is internal (the lint rules
 * enforce it).
 */
export { bearerToken, customerContact, lockCustomer, publicContext, requireCustomer, type CustomerContext } from './customer-context';
export { identityRoutes } from './identity.routes';
export { loadKeyMaterial } from './key-material';
export { checkOtp, sendOtp, verifyOtp, wrongCode, type OtpDeps, type SendOtpInput } from './otp.service';
export { sessionRoutes } from './sessions.routes';
export { buildKeyRing, newKeyMaterial, TOKEN_ALG, type KeyRing } from './signing-keys';
export { issueTokenSet, issueVendorToken, ISSUER, newRefreshToken, VENDOR_TOKEN_SECONDS, verifyVendorToken, type VendorClaims } from './tokens';

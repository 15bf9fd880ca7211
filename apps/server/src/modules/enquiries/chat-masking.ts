/**
 * Contact details in chat (issue #13): until a customer has ordered from a vendor, phone numbers
 * and e-mail addresses in their messages are replaced, as marketplaces do to keep the deal on the
 * platform. A store turns it off with `stores.chat_masks_contacts`.
 */

export const PHONE_HIDDEN = '[phone hidden]';
export const EMAIL_HIDDEN = '[email hidden]';

const EMAIL = /[^\s@<>()]+@[^\s@<>()]+\.[a-z]{2,}/gi;
// A run of digits with the separators people type in numbers: +91 98765-43210, (080) 2345 6789.
const PHONE_LIKE = /\+?\(?\d[\d\s().-]{5,}\d/g;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Eight to fifteen digits is a phone number (E.164 allows fifteen); a yyyy-mm-dd day is not. */
const isPhone = (text: string) => {
  const digits = text.replace(/\D/g, '').length;
  return digits >= 8 && digits <= 15 && !ISO_DAY.test(text.trim());
};

export function maskContacts(text: string): string {
  return text.replace(EMAIL, EMAIL_HIDDEN).replace(PHONE_LIKE, (run) => (isPhone(run) ? PHONE_HIDDEN : run));
}

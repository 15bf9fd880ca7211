/** How every phone number input of the account pages behaves: the phone's keypad, autofill, left to right. */
export const PHONE_INPUT = {
  type: 'tel',
  inputMode: 'tel',
  autoComplete: 'tel',
  dir: 'ltr',
  placeholder: '+91 98765 43210',
} as const;

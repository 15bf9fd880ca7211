import type { Envelope, WrongCodeBody } from '@bazaar/contracts';
import { ApiError } from '@/lib/api-client';

/** The tries a wrong one-time code has left, from the 401 that refused it (WrongCodeBody); null for any other failure. */
export function attemptsLeft(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 401) return null;
  const body = (error.body as Partial<Envelope<Partial<WrongCodeBody> | null>> | null)?.response_body;
  const left = body?.attempts_left;
  return typeof left === 'number' && Number.isInteger(left) && left >= 0 ? left : null;
}

/**
 * What went wrong, for the form's alert: a wrong code says in the page's language how many tries
 * it has left (or that only a new code will do); otherwise the server's response_message when it
 * sent one, or a general "something went wrong".
 */
export function errorMessage(error: unknown, t: (key: string, options?: { count: number }) => string): string {
  const left = attemptsLeft(error);
  if (left !== null) return left > 0 ? t('common:otp_wrong_tries_left', { count: left }) : t('common:otp_wrong_no_tries_left');
  return error instanceof ApiError ? error.message : t('common:something_went_wrong');
}

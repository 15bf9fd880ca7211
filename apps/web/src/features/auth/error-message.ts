import { ApiError } from '@/lib/api-client';

/** The server's response_message when it sent one; otherwise a general "something went wrong". */
export function errorMessage(error: unknown, t: (key: string) => string): string {
  return error instanceof ApiError ? error.message : t('common:something_went_wrong');
}

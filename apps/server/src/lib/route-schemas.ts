import { z } from 'zod';
import { ErrorEnvelope, LanguageCode } from '@bazaar/contracts';

/** Pieces every route schema repeats: the optional language of messages, and the usual errors. */
export const languageQuery = z.object({ 'language-code': LanguageCode.optional() });
export const commonErrors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope };

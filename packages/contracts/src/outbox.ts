import { z } from 'zod';
import { envelope } from './envelope';
import { TextSchema } from './fields';

export const OutboxQuery = z.object({
  to: TextSchema('to').trim().min(3, 'to must name a phone number or an email').max(254),
});
export const OutboxMessage = z.object({
  id: z.number().int(),
  to: z.string(),
  channel: z.enum(['sms', 'email']),
  subject: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;
export const OutboxResponse = envelope(z.object({ messages: z.array(OutboxMessage) }));

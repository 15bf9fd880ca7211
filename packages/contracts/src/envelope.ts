import { z } from 'zod';

/** Every JSON response, success or error, travels in this envelope (DESIGN §2). */
export const envelope = <T extends z.ZodType>(body: T) =>
  z.object({
    response_code: z.number().int(),
    response_message: z.string(),
    response_body: body,
  });

export const ErrorEnvelope = envelope(z.null());
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

export type Envelope<T> = {
  response_code: number;
  response_message: string;
  response_body: T;
};

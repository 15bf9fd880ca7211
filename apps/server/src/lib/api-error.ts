/** An error a client can act on: its message is shown to the person as it is. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** What the client needs besides the message (the route's error schema for this status must allow it); null for most errors. */
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const notFound = (message: string) => new ApiError(404, message);

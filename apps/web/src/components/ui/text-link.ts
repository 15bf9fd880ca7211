/** Inline text actions: links, and buttons that read like links ("Resend code"). */
export const textLinkClassName =
  'rounded font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none disabled:cursor-not-allowed disabled:text-muted-fg disabled:no-underline';

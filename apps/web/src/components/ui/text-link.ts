/** Inline text actions: links, and buttons that read like links ("Resend code"). */
export const textLinkClassName =
  'rounded font-medium text-primary underline-offset-4 hover:underline focus-visible:focus-ring disabled:cursor-not-allowed disabled:text-muted-fg disabled:no-underline';

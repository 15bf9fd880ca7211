import { useEffect, useMemo } from 'react';

/**
 * A `blob:` URL for a Blob while the component shows it, revoked when the Blob changes or the
 * component goes, so the browser can free the bytes. For files fetched with the session (an
 * <img src> cannot send the Authorization header) and files the person has just picked.
 * Made during render so the first paint has it; a render React throws away would leave its URL
 * until the page unloads, which Preact (the app's React) never does.
 */
export function useObjectUrl(blob: Blob | undefined | null): string | undefined {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : undefined), [blob]);
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

// Binary megabytes (MiB), which is what upload size limits are measured in.
const BYTES_PER_MB = 1_048_576;

export function bytesToMb(bytes: number): number {
  return bytes / BYTES_PER_MB;
}

/** '5.00 MB'. Non-finite input gives '' so a broken size never reads as a real one. */
export function formatMb(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes)) return '';
  // toFixed throws a RangeError outside 0..100.
  const digits = Number.isFinite(decimals) ? Math.min(100, Math.max(0, Math.trunc(decimals))) : 2;
  return `${bytesToMb(bytes).toFixed(digits)} MB`;
}

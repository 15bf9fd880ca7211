import { storage } from '@/lib/storage';
import { Spinner } from '@/components/ui/spinner';

export const DEFAULT_SPINNER_COLOUR = '#9ca3af';

/** Spec §2: the full-screen spinner uses the stored primary colour, grey by default. */
export function FullScreenSpinner() {
  const colour = storage.get('primary') || DEFAULT_SPINNER_COLOUR;
  return <Spinner fullScreen color={colour} />;
}

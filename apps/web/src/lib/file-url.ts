/** Stored file paths (product images, logos) are served from the public files route. */
export const fileUrl = (path: string) => `/files/${path.replace(/^\/+/, '')}`;

/** Product images travel as one comma-separated string; the first one is the cover. */
export function imageList(paths: string): string[] {
  return paths
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
}

/** The cover picture's URL, or null when the product has no picture. */
export function coverUrl(paths: string): string | null {
  const first = imageList(paths)[0];
  return first ? fileUrl(first) : null;
}

import sharp from 'sharp';
import type { FileStorage } from '../files';
import { isPngOrJpeg } from './invoice-pdf';

/**
 * The store's logo as pdfkit can draw it. pdfkit takes PNG and JPEG only and the stores' logos are
 * SVG, so an SVG is drawn to a PNG with sharp (librsvg) at print resolution: 3× the 48-point
 * height the invoice gives it. A PNG or JPEG passes through as it is. Anything else, a missing
 * file or one sharp cannot read leaves the invoice without a logo rather than failing it.
 *
 * Logos change seldom and are drawn the same for every invoice, so the answer is kept per path
 * (a new logo is uploaded under a new path); the cache holds a bounded number of stores.
 */

const HEIGHT_PX = 144;
const CACHED_STORES = 64;

export async function logoForPrint(data: Buffer): Promise<Buffer | null> {
  if (isPngOrJpeg(data)) return data;
  if (!/<svg[\s>]/i.test(data.subarray(0, 4096).toString('utf8'))) return null;
  try {
    return await sharp(data, { density: 288 }).resize({ height: HEIGHT_PX, fit: 'inside', withoutEnlargement: false }).png().toBuffer();
  } catch {
    return null;
  }
}

export type InvoiceLogos = (path: string | null) => Promise<Buffer | null>;

export function invoiceLogos(storage: FileStorage): InvoiceLogos {
  const cache = new Map<string, Promise<Buffer | null>>();
  return (path) => {
    if (!path) return Promise.resolve(null);
    let logo = cache.get(path);
    if (!logo) {
      logo = storage.read(path).then((data) => (data ? logoForPrint(data) : null));
      // A read that failed for a passing reason (storage down) is not kept.
      logo.catch(() => cache.delete(path));
      if (cache.size >= CACHED_STORES) cache.delete(cache.keys().next().value!);
      cache.set(path, logo);
    }
    return logo.catch(() => null);
  };
}

import { z } from 'zod';
import { envelope } from './envelope';
import { intParam } from './params';

/**
 * Customers' uploads (issue #12): POST /cfs/rest/v3/files (multipart, field `file`) answers the
 * stored path, which a return request then names in `images`. The photos are private: the
 * customer reads them back through the protected image call, the item's vendor through the
 * vendor console's call.
 */

export const UploadedFile = z.object({ path: z.string() });
export type UploadedFile = z.infer<typeof UploadedFile>;
export const UploadResponse = envelope(UploadedFile);

const storagePath = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(300, `${name} must be at most 300 characters`);

/** GET /cfs/rest/v3/cfs-images/absolute (spec §7): `attribute_id` and `product_id` are accepted for the later form uploads. */
export const ProtectedImageQuery = z.object({
  'image-path': storagePath('image-path'),
  attribute_id: intParam('attribute_id', { min: 1 }).optional(),
  product_id: intParam('product_id', { min: 1 }).optional(),
});

/** GET /vms/rest/v3/order-items/{id}/return-images: one path of the item's return request. */
export const ReturnImageQuery = z.object({ path: storagePath('path') });

/** An image answered as its bytes, with its own content type. */
export const ImageBytes = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array, 'an image is its bytes')
  .meta({ type: 'string', format: 'binary', description: 'The image' });

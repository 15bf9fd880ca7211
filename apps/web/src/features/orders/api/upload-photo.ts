import { useMutation } from '@tanstack/react-query';
import { UPLOAD_IMAGE_EXTENSIONS, UPLOAD_MAX_BYTES } from '@bazaar/contracts/constants';
import { api, bodyOf, formBody } from '@/lib/api';

/** The largest photo in MB, as the copy says it. */
export const PHOTO_MAX_MB = UPLOAD_MAX_BYTES / 1024 / 1024;
/** The image types as the copy names them: format names, the same in every language. */
export const PHOTO_TYPES = 'PNG, JPEG, WebP, GIF, AVIF, TIFF';

/**
 * The file picker's accept list: the extensions the server takes and their media types. HEIC is
 * left out on purpose: iPhones then hand the page a JPEG copy, which the server can read.
 */
export const PHOTO_ACCEPT = [
  ...UPLOAD_IMAGE_EXTENSIONS.map((extension) => `.${extension}`),
  ...['png', 'jpeg', 'webp', 'gif', 'avif', 'tiff'].map((type) => `image/${type}`),
].join(',');

/** Why a picked file cannot be sent, before it is sent; null when it may go. The server checks the bytes too. */
export function photoFileProblem(file: File): 'type' | 'size' | null {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!(UPLOAD_IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return 'type';
  if (file.size > UPLOAD_MAX_BYTES) return 'size';
  return null;
}

/** Uploads one photo (multipart, field `file`); the answer is its stored path, to name in the request. */
export async function uploadPhoto({ file, signal }: { file: File; signal?: AbortSignal }): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return (await bodyOf(api.POST('/cfs/rest/v3/files', { ...formBody(form), signal }))).path;
}

export const useUploadPhoto = () => useMutation({ mutationFn: uploadPhoto });

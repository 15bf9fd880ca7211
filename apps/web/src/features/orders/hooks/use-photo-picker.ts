import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { PHOTO_MAX_MB, PHOTO_TYPES, photoFileProblem, useUploadPhoto } from '../api/upload-photo';

/** A picked photo: uploading, or uploaded with the path the server gave it. */
export type PickedPhoto = { key: number; file: File; path: string | null };
/** Why a picked file was not taken: a translation key of the order namespace and its values (file names, the server's words). */
export type PhotoProblem = { key: string; values: Record<string, string> };

export interface PhotoPicker {
  photos: PickedPhoto[];
  /** Why the last picked files were not all taken, one line each (the server's words when it refused). */
  problems: PhotoProblem[];
  /** Paths of the uploaded photos, in the order they were picked: what the request sends. */
  paths: string[];
  uploading: boolean;
  pick: (files: File[]) => void;
  remove: (key: number) => void;
}

let nextKey = 0;

/**
 * Photos for a return request: each picked file is checked, then uploaded at once; a refused one
 * is dropped with the reason. Removing a photo still uploading abandons its upload.
 */
export function usePhotoPicker(max: number): PhotoPicker {
  const { t } = useTranslation('order');
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [problems, setProblems] = useState<PhotoProblem[]>([]);
  const uploads = useRef(new Map<number, AbortController>());

  // Leaving the form abandons what is still on its way.
  useEffect(() => {
    const pending = uploads.current;
    return () => pending.forEach((controller) => controller.abort());
  }, []);

  // mutateAsync, not mutate: several uploads run at once, and mutate's callbacks follow only the latest.
  const { mutateAsync } = useUploadPhoto();
  const start = useCallback(
    async (photo: PickedPhoto) => {
      const controller = new AbortController();
      uploads.current.set(photo.key, controller);
      try {
        const path = await mutateAsync({ file: photo.file, signal: controller.signal });
        setPhotos((all) => all.map((p) => (p.key === photo.key ? { ...p, path } : p)));
      } catch (error) {
        if (controller.signal.aborted) return;
        setPhotos((all) => all.filter((p) => p.key !== photo.key));
        const reason = error instanceof ApiError ? error.message : t('common:something_went_wrong');
        setProblems((all) => [...all, { key: 'order:photo_failed', values: { name: photo.file.name, reason } }]);
      } finally {
        uploads.current.delete(photo.key);
      }
    },
    [mutateAsync, t],
  );

  const pick = (files: File[]) => {
    const found: PhotoProblem[] = [];
    const room = max - photos.length;
    if (files.length > room) found.push({ key: 'order:photos_too_many', values: { max: String(max) } });
    const taken: PickedPhoto[] = [];
    for (const file of files.slice(0, Math.max(room, 0))) {
      const problem = photoFileProblem(file);
      if (problem === 'type') found.push({ key: 'order:photo_type_invalid', values: { name: file.name, types: PHOTO_TYPES } });
      else if (problem === 'size') found.push({ key: 'order:photo_too_large', values: { name: file.name, size: String(PHOTO_MAX_MB) } });
      else taken.push({ key: ++nextKey, file, path: null });
    }
    setProblems(found);
    setPhotos((all) => [...all, ...taken]);
    for (const photo of taken) void start(photo);
  };

  const remove = (key: number) => {
    uploads.current.get(key)?.abort();
    setPhotos((all) => all.filter((p) => p.key !== key));
  };

  const paths = photos.flatMap((p) => (p.path ? [p.path] : []));
  return { photos, problems, paths, uploading: paths.length < photos.length, pick, remove };
}

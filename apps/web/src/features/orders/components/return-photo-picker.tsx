import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isolatedValues } from '@/components/ui/isolated-values';
import { useObjectUrl } from '@/lib/use-object-url';
import { PHOTO_ACCEPT, PHOTO_MAX_MB, PHOTO_TYPES } from '../api/upload-photo';
import type { PhotoPicker, PickedPhoto } from '../hooks/use-photo-picker';

const CROSS = 'M6 6l12 12M18 6L6 18';
const PLUS = 'M12 5v14M5 12h14';

function Glyph({ path, className = 'size-4' }: { path: string; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="2">
      <path d={path} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A picked photo, shown from the file itself (no round trip); its name when the browser cannot draw it (TIFF). */
function Thumb({ photo, index, total, onRemove }: { photo: PickedPhoto; index: number; total: number; onRemove: () => void }) {
  const { t } = useTranslation('order');
  const url = useObjectUrl(photo.file);
  const [drawable, setDrawable] = useState(true);
  const uploading = photo.path === null;
  return (
    <li className="relative size-25 shrink-0 overflow-hidden rounded-md border border-line bg-muted" aria-busy={uploading || undefined}>
      {url && drawable ? (
        <img src={url} alt={t('order:photo_alt', { n: index + 1, total })} className="size-full object-cover" onError={() => setDrawable(false)} />
      ) : (
        <span className="flex size-full items-center justify-center p-2 text-center text-xs break-all text-muted-fg">
          <bdi>{photo.file.name}</bdi>
        </span>
      )}
      {uploading && (
        <span className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-page/80 text-xs font-medium">
          <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className="size-5 animate-spin text-primary motion-reduce:animate-[spin_2s_linear_infinite]">
            <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" className="opacity-25" />
            <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
          </svg>
          {t('order:photo_uploading')}
        </span>
      )}
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('order:photo_remove', { n: index + 1 })}
        className="absolute end-1 top-1 rounded-full bg-page/90 p-1.5 text-page-fg shadow hover:bg-page focus-visible:focus-ring"
      >
        <Glyph path={CROSS} />
      </button>
    </li>
  );
}

/**
 * Up to `max` photos for a return request: a labelled file input (reached and opened by keyboard
 * like a button), square thumbnails with a remove button each, and what went wrong, in the
 * server's words when it refused a file.
 */
export function ReturnPhotoPicker({ picker, max }: { picker: PhotoPicker; max: number }) {
  const { t } = useTranslation('order');
  const inputId = useId();
  const hintId = useId();
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { photos, problems } = picker;

  function onChosen(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same file again still counts as a change.
    event.target.value = '';
    if (files.length) picker.pick(files);
  }

  function remove(key: number) {
    picker.remove(key);
    // The button pressed is gone; the picker is the next thing to do.
    input.current?.focus();
  }

  return (
    <div className="flex flex-col gap-2" role="group" aria-labelledby={headingId}>
      <span id={headingId} className="text-sm font-medium">
        {t('order:photos_label')}
      </span>
      <p id={hintId} className="text-xs text-muted-fg">
        {isolatedValues(t, 'order:photos_hint', { max: String(max), size: String(PHOTO_MAX_MB), types: PHOTO_TYPES })}
      </p>
      {photos.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('order:photos_count', { n: photos.length, max })}>
          {photos.map((photo, index) => (
            <Thumb key={photo.key} photo={photo} index={index} total={photos.length} onRemove={() => remove(photo.key)} />
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <input ref={input} id={inputId} type="file" multiple accept={PHOTO_ACCEPT} onChange={onChosen} className="peer sr-only" aria-describedby={hintId} />
        <label
          htmlFor={inputId}
          className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-dashed border-line px-3 py-2 text-sm font-medium hover:border-primary peer-focus-visible:focus-ring"
        >
          <Glyph path={PLUS} />
          {t('order:photos_add')}
        </label>
        <span className="text-xs text-muted-fg" aria-live="polite">
          {picker.uploading ? t('order:photos_wait') : photos.length > 0 && t('order:photos_count', { n: photos.length, max })}
        </span>
      </div>
      {problems.length > 0 && (
        <div role="alert">
          <ul className="flex flex-col gap-1 text-sm text-red-700 dark:text-red-400">
            {problems.map((problem, index) => (
              <li key={index}>{isolatedValues(t, problem.key, problem.values)}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

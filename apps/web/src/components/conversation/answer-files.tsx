import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FetchedPhoto } from '@/components/ui/fetched-photo';
import { EYE, Icon } from '@/components/ui/image-preview';
import { isolatedValues } from '@/components/ui/isolated-values';
import { answerImageQueryOptions, downloadName, saveFile, useAnswerFiles } from '@/lib/answer-files';

const linkClass = 'text-start text-sm text-primary underline underline-offset-4 hover:no-underline focus-visible:focus-ring disabled:opacity-60';

function LoadedPhoto({ path, attributeId, alt }: { path: string; attributeId: number; alt: string }) {
  const { t } = useTranslation('chat');
  const files = useAnswerFiles();
  const photo = useQuery(answerImageQueryOptions(path, attributeId, files));
  return <FetchedPhoto blob={photo.data} failed={photo.isError} alt={alt} unavailable={t('chat:image_unavailable')} />;
}

/**
 * A private photo (spec §2 "protected image reveal happens on click"): a 6.25rem tile that fetches
 * the picture only when pressed, then the thumbnail that opens the full-screen preview. With
 * `loaded` (a sensitive answer the customer has just revealed) it is fetched at once.
 */
function ProtectedPhoto({ path, attributeId, alt, loaded }: { path: string; attributeId: number; alt: string; loaded: boolean }) {
  const { t } = useTranslation('chat');
  const [wanted, setWanted] = useState(loaded);
  if (wanted) return <LoadedPhoto path={path} attributeId={attributeId} alt={alt} />;
  return (
    <button
      type="button"
      onClick={() => setWanted(true)}
      className="flex size-25 shrink-0 flex-col items-center justify-center gap-1 rounded-md border border-line bg-muted p-2 text-center text-xs text-muted-fg hover:text-page-fg focus-visible:focus-ring"
    >
      <Icon path={EYE} />
      <span aria-hidden="true">{t('chat:show_image')}</span>
      <span className="sr-only">{t('chat:show_image_of', { name: alt })}</span>
    </button>
  );
}

/** An image answer: one tile per photo. */
export function AnswerPhotos({ paths, attributeId, name, loaded = false }: { paths: string[]; attributeId: number; name: string; loaded?: boolean }) {
  const { t } = useTranslation('chat');
  return (
    <ul className="flex flex-wrap gap-2" aria-label={name}>
      {paths.map((path, index) => (
        <li key={path}>
          <ProtectedPhoto path={path} attributeId={attributeId} loaded={loaded} alt={t('chat:image_alt', { name, n: index + 1, total: paths.length })} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A document or PDF answer: one download per file, saved under the field's name plus the file's
 * extension (spec §7). A failed download is only logged (spec §8 "file download failure: silent or console only").
 */
export function AnswerDocuments({ paths, name }: { paths: string[]; name: string }) {
  const { t } = useTranslation('chat');
  const files = useAnswerFiles();
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (path: string, fileName: string) => {
    setBusy(path);
    try {
      saveFile(await files.document(path), fileName);
    } catch (error) {
      console.error('The file could not be downloaded', error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <ul className="flex flex-col items-start gap-1">
      {paths.map((path, index) => {
        const fileName = downloadName(name, path, index, paths.length);
        return (
          <li key={path}>
            <button
              type="button"
              className={linkClass}
              disabled={busy === path}
              aria-busy={busy === path || undefined}
              onClick={() => void download(path, fileName)}
            >
              {isolatedValues(t, 'chat:download_file', { name: fileName })}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

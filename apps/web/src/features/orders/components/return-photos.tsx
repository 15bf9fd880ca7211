import { useTranslation } from 'react-i18next';
import { FetchedPhoto } from '@/components/ui/fetched-photo';
import { useReturnPhoto } from '../api/get-return-photo';

function Photo({ path, alt }: { path: string; alt: string }) {
  const { t } = useTranslation('order');
  const photo = useReturnPhoto(path);
  return <FetchedPhoto blob={photo.data} failed={photo.isError} alt={alt} unavailable={t('order:photo_unavailable')} />;
}

/** The photos the customer attached to a return or replacement request, fetched with their session. */
export function ReturnPhotos({ images }: { images: string[] }) {
  const { t } = useTranslation('order');
  if (images.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2 pt-1" aria-label={t('order:request_photos')}>
      {images.map((path, index) => (
        <li key={path}>
          <Photo path={path} alt={t('order:photo_alt', { n: index + 1, total: images.length })} />
        </li>
      ))}
    </ul>
  );
}

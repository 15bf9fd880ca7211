import { useTranslation } from 'react-i18next';
import { FetchedPhoto } from '@/components/ui/fetched-photo';
import { useReturnPhoto } from '../api/get-return-photo';
import { useVendorSession } from '../vendor-session';

function Photo({ vendorId, itemId, path, alt }: { vendorId: number; itemId: number; path: string; alt: string }) {
  const { t } = useTranslation('vendor');
  const photo = useReturnPhoto(vendorId, itemId, path);
  return <FetchedPhoto blob={photo.data} failed={photo.isError} alt={alt} unavailable={t('vendor:photo_unavailable')} />;
}

/** The photos the customer sent with a return or replacement request, fetched with the vendor token. */
export function ReturnPhotos({ itemId, images }: { itemId: number; images: string[] }) {
  const { t } = useTranslation('vendor');
  const vendorId = useVendorSession()?.vendorId;
  if (images.length === 0 || vendorId === undefined) return null;
  return (
    <ul className="flex flex-wrap gap-2 pt-1" aria-label={t('vendor:request_photos')}>
      {images.map((path, index) => (
        <li key={path}>
          <Photo vendorId={vendorId} itemId={itemId} path={path} alt={t('vendor:photo_alt', { n: index + 1, total: images.length })} />
        </li>
      ))}
    </ul>
  );
}

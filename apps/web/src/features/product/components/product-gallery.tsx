import { useState } from 'react';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { ImagePreview } from '@/components/ui/image-preview';
import { fileUrl } from '@/lib/file-url';

/** Product pictures are square (400 × 400), as the boxes that show them. */
const IMAGE_SIZE = 400;
const THUMB_SIZE = 64;

/**
 * The chosen image large (opens full screen), the others as thumbnails to choose from. The large
 * one is the largest paint of the page on a phone, so it is fetched first.
 */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation('product_details');
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  if (!current) return <div className="aspect-square w-full rounded-md border border-line bg-muted" aria-hidden="true" />;
  return (
    <div className="flex flex-col gap-3">
      <ImagePreview src={fileUrl(current)} alt={name} width={IMAGE_SIZE} height={IMAGE_SIZE} priority className="aspect-square w-full" />
      {images.length > 1 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('product_details:gallery')}>
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                aria-label={t('product_details:show_image', { number: index + 1 })}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
                className={clsx('size-16 overflow-hidden rounded-md border-2 focus-visible:focus-ring', index === selected ? 'border-primary' : 'border-line')}
              >
                <img src={fileUrl(image)} alt="" width={THUMB_SIZE} height={THUMB_SIZE} decoding="async" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

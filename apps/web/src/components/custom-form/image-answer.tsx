import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { allowedExtensions, fileCount } from '@bazaar/contracts/form-fields';
import { Button } from '@/components/ui/button';
import { ImagePreview } from '@/components/ui/image-preview';
import { isolatedValues } from '@/components/ui/isolated-values';
import { answerImageQueryOptions } from '@/lib/answer-files';
import { useObjectUrl } from '@/lib/use-object-url';
import { FieldGroup } from './field-group';
import { FileProblems, PickButton, Spinner } from './file-picker';
import { asFormField, maxFileBytes, megabytes, type AnswerProps, type CustomFormField } from './form-answers';
import { useFileAnswer, type AnswerFile } from './use-file-answer';

const THUMB = 'size-25 shrink-0';

/** An image given before the form was opened again: fetched with the session. */
function StoredImage({ path, field, alt, onRemove }: { path: string; field: CustomFormField; alt: string; onRemove: () => void }) {
  const { t } = useTranslation('enquiry_form');
  const image = useQuery(answerImageQueryOptions(path, field.attribute_id));
  const url = useObjectUrl(image.data);
  if (url) return <ImagePreview src={url} alt={alt} onDelete={onRemove} className={THUMB} />;
  return (
    <div className={`${THUMB} flex flex-col items-center justify-center gap-1 rounded-md border border-line bg-muted p-2 text-center text-xs text-muted-fg`}>
      {image.isError ? t('enquiry_form:image_unavailable') : <Spinner />}
      {image.isError && (
        <Button size="sm" variant="ghost" onClick={onRemove}>
          {t('enquiry_form:remove')}
        </Button>
      )}
    </div>
  );
}

/** A picked image, shown from the file itself (no round trip), with a spinner over it until it is uploaded. */
function PickedImage({ file, alt, onRemove }: { file: AnswerFile & { file: File }; alt: string; onRemove: () => void }) {
  const { t } = useTranslation('enquiry_form');
  const url = useObjectUrl(file.file);
  const uploading = file.path === null;
  return (
    <div className="relative" aria-busy={uploading || undefined}>
      {url && <ImagePreview src={url} alt={alt} onDelete={onRemove} className={THUMB} />}
      {uploading && (
        // No pointer events: the delete button under it stays usable while the file is on its way.
        <span className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center gap-1 rounded-md bg-page/80 text-xs font-medium">
          <Spinner />
          {t('enquiry_form:uploading')}
        </span>
      )}
    </div>
  );
}

/**
 * An image field: several images within min_image_count and max_image_count, of the field's
 * supported_extensions, each uploaded as it is picked; 6.25rem thumbnails that open in the image
 * preview overlay and can be deleted.
 */
export function ImageAnswer({ field, value, onChange, onBlur, error, onPending }: AnswerProps<string[]> & { onPending: (count: number) => void }) {
  const { t } = useTranslation('enquiry_form');
  const answer = useFileAnswer({ field, initialPaths: value, onChange, onBlur, onPending });
  const { min, max } = fileCount(asFormField(field));
  const values = { min: String(min), max: String(max), types: allowedExtensions(asFormField(field)).join(', '), size: megabytes(maxFileBytes(field)) };
  const hint = isolatedValues(t, min > 0 ? 'enquiry_form:images_hint_min' : 'enquiry_form:images_hint', values);
  const { files } = answer;
  // The button pressed is gone with its image: the picker, shown again if the field was full, is the next thing to do.
  const refocus = useRef(false);
  const focusPicker = (input: HTMLInputElement | null) => {
    if (!input || !refocus.current) return;
    refocus.current = false;
    input.focus();
  };
  const remove = (key: number) => {
    refocus.current = true;
    answer.remove(key);
  };
  const alt = (index: number) => t('enquiry_form:image_alt', { name: field.attribute_name, n: index + 1, total: files.length });

  return (
    <FieldGroup label={<bdi>{field.attribute_name}</bdi>} required={field.required} hint={hint} error={error}>
      {(control) => (
        <>
          {files.length > 0 && (
            <ul className="flex flex-wrap gap-2">
              {files.map((file, index) => (
                <li key={file.key}>
                  {file.file ? (
                    <PickedImage file={{ ...file, file: file.file }} alt={alt(index)} onRemove={() => remove(file.key)} />
                  ) : (
                    <StoredImage path={file.path ?? ''} field={field} alt={alt(index)} onRemove={() => remove(file.key)} />
                  )}
                </li>
              ))}
            </ul>
          )}
          <div className="flex flex-wrap items-center gap-3">
            {files.length < max && (
              <PickButton
                field={field}
                multiple={max - files.length > 1}
                label={t('enquiry_form:add_images')}
                onPick={answer.pick}
                inputRef={focusPicker}
                describedBy={control['aria-describedby']}
                invalid={control['aria-invalid']}
              />
            )}
            <span className="text-xs text-muted-fg" aria-live="polite">
              {answer.uploading ? t('enquiry_form:uploading') : files.length > 0 && t('enquiry_form:images_count', { n: files.length, max })}
            </span>
          </div>
          <FileProblems problems={answer.problems} />
        </>
      )}
    </FieldGroup>
  );
}

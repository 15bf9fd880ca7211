import { useTranslation } from 'react-i18next';
import { allowedExtensions } from '@bazaar/contracts/form-fields';
import { Button } from '@/components/ui/button';
import { isolatedValues } from '@/components/ui/isolated-values';
import { FieldGroup } from './field-group';
import { FileProblems, PickButton, Spinner } from './file-picker';
import { asFormField, maxFileBytes, megabytes, type AnswerProps } from './form-answers';
import { useFileAnswer } from './use-file-answer';

const FILE = 'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5';

/**
 * A docs or PDF field: one file of the field's extensions, uploaded as it is picked, shown by its
 * name with a remove button; picking another replaces it.
 */
export function DocumentAnswer({ field, value, onChange, onBlur, error, onPending }: AnswerProps<string[]> & { onPending: (count: number) => void }) {
  const { t } = useTranslation('enquiry_form');
  const answer = useFileAnswer({ field, initialPaths: value, onChange, onBlur, onPending });
  const hint = isolatedValues(t, 'enquiry_form:file_hint', { types: allowedExtensions(asFormField(field)).join(', '), size: megabytes(maxFileBytes(field)) });
  const file = answer.files[0];

  return (
    <FieldGroup label={<bdi>{field.attribute_name}</bdi>} required={field.required} hint={hint} error={error}>
      {(control) => (
        <>
          {file && (
            <div className="flex min-w-0 items-center gap-2 rounded-md border border-line p-2 text-sm" aria-busy={file.path === null || undefined}>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0 text-muted-fg" fill="none" stroke="currentColor" strokeWidth="2">
                <path d={FILE} strokeLinejoin="round" />
              </svg>
              <bdi className="min-w-0 flex-1 truncate" title={file.name}>
                {file.name}
              </bdi>
              {file.path === null && (
                <span className="inline-flex shrink-0 items-center gap-1 text-xs text-muted-fg">
                  <Spinner className="size-4" />
                  {t('enquiry_form:uploading')}
                </span>
              )}
              <Button size="sm" variant="ghost" aria-label={t('enquiry_form:remove_file', { name: file.name })} onClick={() => answer.remove(file.key)}>
                {t('enquiry_form:remove')}
              </Button>
            </div>
          )}
          <PickButton
            field={field}
            multiple={false}
            label={file ? t('enquiry_form:replace_file') : t('enquiry_form:choose_file')}
            onPick={answer.pick}
            describedBy={control['aria-describedby']}
            invalid={control['aria-invalid']}
          />
          <FileProblems problems={answer.problems} />
        </>
      )}
    </FieldGroup>
  );
}

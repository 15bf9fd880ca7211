import { useId, type ChangeEvent, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { allowedExtensions, DATATYPE } from '@bazaar/contracts/form-fields';
import { isolatedValues } from '@/components/ui/isolated-values';
import { asFormField, type CustomFormField } from './form-answers';
import type { FileProblem } from './use-file-answer';

export function Spinner({ className = 'size-5' }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      className={`${className} animate-spin text-primary motion-reduce:animate-[spin_2s_linear_infinite]`}
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" className="opacity-25" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The picker's accept list: the field's extensions, and for images their media types too (some
 * phones' pickers go by type). HEIC is never offered: iPhones then hand the page a JPEG copy.
 */
export function acceptOf(field: CustomFormField): string {
  const extensions = allowedExtensions(asFormField(field));
  const types = field.datatype_id === DATATYPE.image ? extensions.map((e) => `image/${e === 'jpg' || e === 'jfif' ? 'jpeg' : e === 'tif' ? 'tiff' : e}`) : [];
  return [...extensions.map((e) => `.${e}`), ...new Set(types)].join(',');
}

export interface PickButtonProps {
  field: CustomFormField;
  multiple: boolean;
  label: ReactNode;
  onPick: (files: File[]) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The group's hint and error ids, read with the input. */
  describedBy?: string;
  invalid?: true;
}

/**
 * A labelled file input, reached and opened by keyboard like a button: the input itself is only
 * visually hidden, and its label looks like a button that shows the input's focus ring.
 */
export function PickButton({ field, multiple, label, onPick, inputRef, describedBy, invalid }: PickButtonProps) {
  const id = useId();
  function onChosen(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same file again still counts as a change.
    event.target.value = '';
    if (files.length) onPick(files);
  }
  return (
    <>
      <input
        ref={inputRef}
        id={id}
        type="file"
        multiple={multiple}
        accept={acceptOf(field)}
        onChange={onChosen}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        data-focus-target
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className="inline-flex min-h-10 w-fit cursor-pointer items-center gap-2 rounded-md border border-dashed border-line px-3 py-2 text-sm font-medium hover:border-primary peer-focus-visible:focus-ring"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M12 5v14M5 12h14" strokeLinecap="round" />
        </svg>
        {label}
      </label>
    </>
  );
}

/** What went wrong with the last picked files, read out at once. */
export function FileProblems({ problems }: { problems: FileProblem[] }) {
  const { t } = useTranslation('enquiry_form');
  if (problems.length === 0) return null;
  return (
    <div role="alert">
      <ul className="flex flex-col gap-1 text-sm text-red-700 dark:text-red-400">
        {problems.map((problem, index) => (
          <li key={index}>{isolatedValues(t, problem.key, problem.values)}</li>
        ))}
      </ul>
    </div>
  );
}

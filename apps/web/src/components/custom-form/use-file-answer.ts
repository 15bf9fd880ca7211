import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allowedExtensions, fileCount } from '@bazaar/contracts/form-fields';
import { ApiError } from '@/lib/api-client';
import { uploadAnswerFile } from '@/lib/upload-answer-file';
import { asFormField, fileNameOf, maxFileBytes, megabytes, type CustomFormField } from './form-answers';

/** A file of the answer: one given before (a path, no File), or one picked now, uploading until it has its path. */
export type AnswerFile = { key: number; name: string; file: File | null; path: string | null };
/** Why a picked file was not taken: a translation key and its values (file names, the server's words). */
export type FileProblem = { key: string; values: Record<string, string> };

export interface FileAnswerOptions {
  field: CustomFormField;
  /** The answer's paths when the form opened. */
  initialPaths: string[];
  /** The paths of the uploaded files, each time they change. */
  onChange: (paths: string[]) => void;
  onBlur: () => void;
  /** How many of the field's files are still uploading. */
  onPending: (count: number) => void;
}

let nextKey = 0;
const extensionOf = (name: string) => (/\.([^.]+)$/.exec(name)?.[1] ?? '').toLowerCase();
const pathsOf = (files: AnswerFile[]) => files.flatMap((f) => (f.path ? [f.path] : []));

/**
 * The files of one file field: each picked file is checked (type, size, count) and uploaded at once
 * for the field; a refused one is dropped with the reason, in the server's words when it refused.
 * A field of one file (docs, pdf) swaps the file for a newly picked one. Removing a file still on
 * its way abandons its upload, and so does closing the form.
 */
export function useFileAnswer({ field, initialPaths, onChange, onBlur, onPending }: FileAnswerOptions) {
  const { t } = useTranslation('enquiry_form');
  const [files, setFiles] = useState<AnswerFile[]>(() => initialPaths.map((path) => ({ key: ++nextKey, name: fileNameOf(path), file: null, path })));
  const [problems, setProblems] = useState<FileProblem[]>([]);
  // The latest list and callbacks, for uploads that finish after several renders.
  const current = useRef(files);
  const handlers = useRef({ onChange, onBlur, onPending });
  useEffect(() => {
    handlers.current = { onChange, onBlur, onPending };
  });
  const uploads = useRef(new Map<number, AbortController>());
  useEffect(() => {
    const pending = uploads.current;
    return () => pending.forEach((controller) => controller.abort());
  }, []);

  const commit = useCallback((next: AnswerFile[]) => {
    const before = pathsOf(current.current);
    current.current = next;
    setFiles(next);
    handlers.current.onPending(next.filter((f) => f.path === null).length);
    const after = pathsOf(next);
    if (after.join('\n') !== before.join('\n')) {
      handlers.current.onChange(after);
      // Checked from the first change on, as a field is once left.
      handlers.current.onBlur();
    }
  }, []);

  const start = useCallback(
    async (picked: AnswerFile & { file: File }) => {
      const controller = new AbortController();
      uploads.current.set(picked.key, controller);
      try {
        const path = await uploadAnswerFile({ file: picked.file, attributeId: field.attribute_id, signal: controller.signal });
        commit(current.current.map((f) => (f.key === picked.key ? { ...f, path } : f)));
      } catch (error) {
        if (controller.signal.aborted) return;
        commit(current.current.filter((f) => f.key !== picked.key));
        const reason = error instanceof ApiError ? error.message : t('common:something_went_wrong');
        setProblems((all) => [...all, { key: 'enquiry_form:upload_failed', values: { name: picked.name, reason } }]);
      } finally {
        uploads.current.delete(picked.key);
      }
    },
    [commit, field.attribute_id, t],
  );

  const remove = (key: number) => {
    uploads.current.get(key)?.abort();
    setProblems([]);
    commit(current.current.filter((f) => f.key !== key));
  };

  const pick = (list: File[]) => {
    const form = asFormField(field);
    const { max } = fileCount(form);
    const allowed = allowedExtensions(form);
    const limit = maxFileBytes(field);
    // A field of one file takes the new one in place of the old.
    const kept = max === 1 ? [] : current.current;
    const room = max - kept.length;
    const found: FileProblem[] = [];
    if (list.length > room) found.push({ key: 'enquiry_form:too_many_files', values: { max: String(max) } });
    const taken: (AnswerFile & { file: File })[] = [];
    for (const file of list.slice(0, Math.max(room, 0))) {
      if (!allowed.includes(extensionOf(file.name)))
        found.push({ key: 'enquiry_form:file_type_refused', values: { name: file.name, types: allowed.join(', ') } });
      else if (file.size > limit) found.push({ key: 'enquiry_form:file_too_large', values: { name: file.name, size: megabytes(limit) } });
      else taken.push({ key: ++nextKey, name: file.name, file, path: null });
    }
    setProblems(found);
    if (taken.length === 0) return;
    if (max === 1) current.current.forEach((f) => uploads.current.get(f.key)?.abort());
    commit([...kept, ...taken]);
    for (const file of taken) void start(file);
  };

  return { files, problems, pick, remove, max: fileCount(asFormField(field)).max, uploading: files.some((f) => f.path === null) };
}

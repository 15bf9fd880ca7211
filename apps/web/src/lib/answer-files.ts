import { createContext, useContext } from 'react';
import { queryOptions } from '@tanstack/react-query';
import { api, asFile, envelopeOf } from '@/lib/api';

/**
 * The files of a custom form's answers (an enquiry's or a request item's; spec §7): kept private,
 * so fetched with the session (an <img src> or a plain link cannot send it).
 */

export const getAnswerImage = (path: string, attributeId: number, signal?: AbortSignal) =>
  envelopeOf(
    api.GET('/cfs/rest/v3/cfs-images/absolute', {
      params: { query: { 'image-path': path, attribute_id: attributeId } },
      signal,
      ...asFile('image/*, application/json'),
    }),
  );

export const getAnswerDocument = (path: string) =>
  envelopeOf(
    api.GET('/cfs/rest/v3/document/absolute', {
      params: { query: { 'document-path': path } },
      ...asFile('application/pdf, application/octet-stream, application/json'),
    }),
  );

/**
 * Where an answer's files are fetched from: the customer's own calls (the default), or the vendor
 * console's calls for one enquiry or request item (provided around its details). `key` tells the
 * cached images of one source from another's.
 */
export interface AnswerFileSource {
  key: readonly unknown[];
  image: (path: string, attributeId: number, signal?: AbortSignal) => Promise<Blob>;
  document: (path: string) => Promise<Blob>;
}

export const customerAnswerFiles: AnswerFileSource = { key: [], image: getAnswerImage, document: getAnswerDocument };

const AnswerFilesContext = createContext<AnswerFileSource>(customerAnswerFiles);
export const AnswerFilesProvider = AnswerFilesContext.Provider;
export const useAnswerFiles = () => useContext(AnswerFilesContext);

/** A stored photo never changes (its name is new each upload); signing out clears the whole cache. */
export const answerImageQueryOptions = (path: string, attributeId: number, source: AnswerFileSource = customerAnswerFiles) =>
  queryOptions({
    queryKey: ['answer-image', ...source.key, path] as const,
    queryFn: ({ signal }) => source.image(path, attributeId, signal),
    staleTime: Infinity,
  });

/** Hands a downloaded file to the browser to save under `name`; a blob URL, because the call needs the session. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A download's name: the field's name plus the file's own extension (spec §7), numbered when the answer has several. */
export function downloadName(attributeName: string, path: string, index: number, count: number) {
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1];
  const base = (attributeName.trim() || 'document').replace(/[\\/:*?"<>|]+/g, '-');
  const numbered = count > 1 ? `${base}-${index + 1}` : base;
  return extension ? `${numbered}.${extension.toLowerCase()}` : numbered;
}

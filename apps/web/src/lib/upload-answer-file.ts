import { api, bodyOf, formBody } from './api';

/**
 * Uploads one file of a custom form's answer (issue #13), while the form is being filled: multipart,
 * the file in `file` and its field in `attribute_id`. The server keeps it in the customer's folder
 * for that field and answers its path, which the answer then names; only such a path is taken.
 */
export async function uploadAnswerFile({ file, attributeId, signal }: { file: File; attributeId: number; signal?: AbortSignal }): Promise<string> {
  const form = new FormData();
  form.append('attribute_id', String(attributeId));
  form.append('file', file);
  return (await bodyOf(api.POST('/cfs/rest/v3/files', { ...formBody(form), signal }))).path;
}

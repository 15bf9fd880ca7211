import { fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { ok, type Call, type Reply } from '@/test/mock-api';
import { renderWithShell } from '@/test/render-with-shell';
import { CustomForm } from '../custom-form';
import type { AnsweredField } from '../form-answers';

/** Test helpers of the custom form: fields, uploads the fake server stores, and the form rendered alone. */

/** Signed in, with made-up blob URLs (jsdom has none), for every test of the file. */
export function setUpFormTests(hooks: { beforeEach: (fn: () => void) => void; afterEach: (fn: () => void) => void }) {
  hooks.beforeEach(() => {
    document.cookie = 'access_token=x; path=/';
    Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => `blob:${blob.size}`), revokeObjectURL: vi.fn() });
  });
  hooks.afterEach(() => {
    document.cookie = 'access_token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
    vi.unstubAllGlobals();
  });
}

export const field = (attribute_id: number, datatype_id: number, attribute_name: string, extra: Partial<AnsweredField> = {}): AnsweredField => ({
  attribute_id,
  attribute_name,
  datatype_id,
  option_names: [],
  supported_extension: [],
  input_config: {},
  required: true,
  sensitive: false,
  ...extra,
});

export const uploadedFile = (call: Call) => (call.body as FormData).get('file') as File;
/** Answers each upload with a path in the field's folder, named after the file (an image stored as WebP). */
export const storeUploads = (call: Call): Reply => {
  const form = call.body as FormData;
  const file = uploadedFile(call);
  return ok({ path: `uploads/1/7/a${String(form.get('attribute_id'))}/${file.name}${file.type.startsWith('image/') ? '.webp' : ''}` });
};
export const file = (name: string, type: string, size = 2048) => new File([new Uint8Array(size)], name, { type });

export function renderForm(fields: AnsweredField[], onSubmit = vi.fn(async (_values: unknown) => {})) {
  const view = renderWithShell(<CustomForm fields={fields} onSubmit={onSubmit} submitLabel="Send" pendingLabel="Sending…" onCancel={() => {}} />);
  return { ...view, onSubmit, send: () => view.user.click(screen.getByRole('button', { name: 'Send' })) };
}

/** Types a whole value at once (as a paste) and leaves the field. */
export const typeIn = (value: string) => (control: HTMLElement) => {
  fireEvent.input(control, { target: { value } });
  fireEvent.focusOut(control);
};

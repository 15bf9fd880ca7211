import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DATATYPE } from '@bazaar/contracts/form-fields';
import { ApiError } from '@/lib/api-client';
import { fail, mockApi } from '@/test/mock-api';
import { field, file, renderForm, setUpFormTests, storeUploads, typeIn, uploadedFile } from './testing/render-custom-form';

setUpFormTests({ beforeEach, afterEach });

describe('CustomForm', () => {
  it('shows prefix, suffix and format with the input, and starts an option field on its default_selection', async () => {
    const { onSubmit, send } = renderForm([
      field(1, DATATYPE.text, 'Budget', { input_config: { prefix_displayname: '₹', suffix_displayname: 'per month', format: 'digits only' } }),
      field(2, DATATYPE.radio, 'Sleeve', { option_names: ['Full', 'Half'], input_config: { default_selection: 'Full' } }),
      field(3, DATATYPE.date, 'Occasion date', { required: false, input_config: { format: 'dd-mm-yyyy' } }),
    ]);
    const budget = screen.getByRole('textbox', { name: 'Budget' });
    expect(budget).toHaveAccessibleDescription('₹ per month Format: digits only');
    expect(budget).toHaveAttribute('placeholder', 'digits only');
    expect(screen.getByRole('radio', { name: 'Full' })).toBeChecked();
    typeIn('2026-11-21')(screen.getByLabelText(/^Occasion date/));
    expect(await screen.findByText('Chosen: 21-11-2026')).toBeInTheDocument();
    typeIn('1500')(budget);
    await send();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith([
        { attribute_id: 1, value: '1500' },
        { attribute_id: 2, value: 'Full' },
        { attribute_id: 3, value: '2026-11-21' },
      ]),
    );
  });

  it('hides a sensitive answer like a password until the person shows it', async () => {
    const { user } = renderForm([field(1, DATATYPE.phone, 'Phone', { sensitive: true })]);
    const input = screen.getByLabelText(/^Phone/);
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'off');
    const toggle = screen.getByRole('button', { name: 'Show Phone' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(input).toHaveAttribute('type', 'tel');
  });

  it('focuses the first field in error, in page order, and counts a paragraph as it is typed', async () => {
    const { send } = renderForm([
      field(1, DATATYPE.paragraph, 'Notes', { required: false }),
      field(2, DATATYPE.radio, 'Sleeve', { option_names: ['Full'] }),
      field(3, DATATYPE.text, 'Waist'),
    ]);
    await send();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Full' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Waist' })).toHaveAccessibleDescription('Fill in this field.');
    typeIn('Hand wash')(screen.getByRole('textbox', { name: 'Notes' }));
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveAccessibleDescription('9 of 2000 characters');
  });

  it('uploads images while the form is filled, with a spinner each, and holds the send until they are in', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const api = mockApi({
      'POST /cfs/rest/v3/files': async (call) => {
        if (uploadedFile(call).name === 'slow.png') await held;
        return storeUploads(call);
      },
    });
    const { user, onSubmit, send } = renderForm([field(12, DATATYPE.image, 'Photos', { input_config: { max_image_count: 3, min_image_count: 2 } })]);
    const input = screen.getByLabelText('Add images');
    expect(input).toHaveAccessibleDescription('At least 2 and up to 3 images (png, jpg, jpeg, jfif, webp, gif, avif, tif, tiff), at most 5 MB each.');
    await user.upload(input, [file('front.png', 'image/png'), file('slow.png', 'image/png')]);
    expect(api.callsTo('POST', '/cfs/rest/v3/files').map((c) => [(c.body as FormData).get('attribute_id'), uploadedFile(c).name])).toEqual([
      ['12', 'front.png'],
      ['12', 'slow.png'],
    ]);
    expect(await screen.findAllByText('Uploading…')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByText('Waiting for the files to finish uploading…')).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    expect(screen.getByText('2 of 3 images')).toBeInTheDocument();

    // Deleting one leaves too few: the field says so, and focus goes back to the picker.
    await user.click(screen.getAllByRole('button', { name: 'Delete image' })[0]!);
    expect(await screen.findByText('Add at least 2 images.')).toBeInTheDocument();
    expect(screen.getByLabelText('Add images')).toHaveFocus();
    await user.upload(screen.getByLabelText('Add images'), file('back.jpg', 'image/jpeg'));
    await waitFor(() => expect(screen.queryByText('Add at least 2 images.')).not.toBeInTheDocument());
    await send();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith([{ attribute_id: 12, value: ['uploads/1/7/a12/slow.png.webp', 'uploads/1/7/a12/back.jpg.webp'] }]),
    );
  });

  it('refuses a file of the wrong type or size before sending it, and shows the server’s refusal at the field', async () => {
    const api = mockApi({
      'POST /cfs/rest/v3/files': (call) =>
        uploadedFile(call).name === 'fake.pdf' ? fail(400, 'This file is not a PDF, whatever its name says') : storeUploads(call),
    });
    renderForm([field(19, DATATYPE.pdfFile, 'Floor plan', { input_config: { image_size: '1 MB' } })]);
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Choose a file');
    expect(input).toHaveAttribute('accept', '.pdf');
    await user.upload(input, file('plan.docx', 'application/msword'));
    expect(await screen.findByRole('alert')).toHaveTextContent('plan.docx is not a type this field takes (pdf).');
    await user.upload(input, file('big.pdf', 'application/pdf', 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('big.pdf is larger than 1 MB.');
    expect(api.callsTo('POST', '/cfs/rest/v3/files')).toHaveLength(0);

    await user.upload(input, file('fake.pdf', 'application/pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent('fake.pdf could not be uploaded: This file is not a PDF, whatever its name says');
    expect(screen.queryByTitle('fake.pdf')).not.toBeInTheDocument();

    // A file that goes in is shown by its name, and can be removed.
    await user.upload(input, file('plan.pdf', 'application/pdf'));
    const row = (await screen.findByTitle('plan.pdf')).parentElement!;
    await waitFor(() => expect(within(row).queryByText('Uploading…')).not.toBeInTheDocument());
    await user.click(within(row).getByRole('button', { name: 'Remove plan.pdf' }));
    expect(screen.queryByTitle('plan.pdf')).not.toBeInTheDocument();
  });

  it('shows a server refusal that names a field at that field, and any other above the buttons', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, 'Waist size must be at most 255 characters'))
      .mockRejectedValueOnce(new ApiError(429, 'You have sent a great many enquiries. Please try again in 10 minutes.'));
    const { send } = renderForm([field(1, DATATYPE.text, 'Waist'), field(2, DATATYPE.text, 'Waist size')], onSubmit);
    typeIn('34')(screen.getByRole('textbox', { name: 'Waist' }));
    typeIn('32')(screen.getByRole('textbox', { name: 'Waist size' }));
    await send();
    // The longest name the message starts with: "Waist size", not "Waist".
    const size = screen.getByRole('textbox', { name: 'Waist size' });
    await waitFor(() => expect(size).toHaveAccessibleDescription('Waist size must be at most 255 characters'));
    expect(size).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Waist' })).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('You have sent a great many enquiries. Please try again in 10 minutes.');
    expect(size).not.toHaveAttribute('aria-invalid');
    // Nothing typed is lost.
    expect(size).toHaveValue('32');
    expect(onSubmit).toHaveBeenLastCalledWith([
      { attribute_id: 1, value: '34' },
      { attribute_id: 2, value: '32' },
    ]);
  });
});

import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATATYPE } from '@bazaar/contracts/form-fields';
import { mockApi } from '@/test/mock-api';
import type { Answer, AnsweredField } from './form-answers';
import { field, file, renderForm, setUpFormTests, storeUploads, typeIn } from './testing/render-custom-form';

setUpFormTests({ beforeEach, afterEach });

type User = ReturnType<typeof renderForm>['user'];
type Row = {
  field: AnsweredField;
  control: () => HTMLElement;
  required: string;
  /** Toggle buttons take no aria-invalid: the error is read with each of them. */
  unmarked?: true;
  bad?: { enter: (control: HTMLElement, user: User) => Promise<void> | void; message: string };
  good: (control: HTMLElement, user: User) => Promise<void> | void;
  sent: Answer;
};

const ROWS: [string, Row][] = [
  [
    'text',
    {
      field: field(1, DATATYPE.text, 'Chest', { input_config: { suffix_displayname: 'inches' } }),
      control: () => screen.getByRole('textbox', { name: 'Chest' }),
      required: 'Fill in this field.',
      bad: { enter: typeIn('4'.repeat(256)), message: 'Keep it to 255 characters or fewer.' },
      good: typeIn(' 38 '),
      sent: '38',
    },
  ],
  [
    'paragraph',
    {
      field: field(2, DATATYPE.paragraph, 'Anything else'),
      control: () => screen.getByRole('textbox', { name: 'Anything else' }),
      required: 'Fill in this field.',
      bad: { enter: typeIn('a'.repeat(2001)), message: 'Keep it to 2000 characters or fewer.' },
      good: typeIn('A loose fit,\nplease'),
      sent: 'A loose fit,\nplease',
    },
  ],
  [
    'email',
    {
      field: field(3, DATATYPE.email, 'Work email'),
      control: () => screen.getByRole('textbox', { name: 'Work email' }),
      required: 'Fill in this field.',
      bad: { enter: typeIn('asha@'), message: 'Enter an email address such as name@example.com.' },
      good: typeIn('asha@example.com'),
      sent: 'asha@example.com',
    },
  ],
  [
    'phone number',
    {
      field: field(4, DATATYPE.phone, 'Phone', { input_config: { ext: '+91' } }),
      control: () => screen.getByRole('textbox', { name: 'Phone' }),
      required: 'Fill in this field.',
      bad: { enter: typeIn('12'), message: 'Enter a phone number of 6 to 15 digits, such as +91 98765 43210.' },
      // Written without its country code: sent with the field's ext.
      good: typeIn('98765 43210'),
      sent: '+91 98765 43210',
    },
  ],
  [
    'date',
    {
      field: field(5, DATATYPE.date, 'Occasion date'),
      control: () => screen.getByLabelText(/^Occasion date/),
      required: 'Fill in this field.',
      good: typeIn('2026-11-21'),
      sent: '2026-11-21',
    },
  ],
  [
    'time',
    {
      field: field(6, DATATYPE.time, 'Delivery time'),
      control: () => screen.getByLabelText(/^Delivery time/),
      required: 'Fill in this field.',
      good: typeIn('14:30'),
      sent: '14:30',
    },
  ],
  [
    'date and time',
    {
      field: field(7, DATATYPE.dateTime, 'Preferred visit'),
      control: () => screen.getByLabelText(/^Preferred visit/),
      required: 'Fill in this field.',
      good: typeIn('2026-11-21T09:15'),
      sent: '2026-11-21T09:15',
    },
  ],
  [
    'checkbox group',
    {
      field: field(8, DATATYPE.checkbox, 'Extras', { option_names: ['Side pockets', 'Contrast piping, red'] }),
      control: () => screen.getByRole('checkbox', { name: 'Side pockets' }),
      required: 'Choose an option.',
      good: async (_, user) => {
        await user.click(screen.getByRole('checkbox', { name: 'Contrast piping, red' }));
        await user.click(screen.getByRole('checkbox', { name: 'Side pockets' }));
      },
      sent: ['Contrast piping, red', 'Side pockets'],
    },
  ],
  [
    'radio group',
    {
      field: field(9, DATATYPE.radio, 'Sleeve', { option_names: ['Full', 'Half'] }),
      control: () => screen.getByRole('radio', { name: 'Full' }),
      required: 'Choose an option.',
      good: (_, user) => user.click(screen.getByRole('radio', { name: 'Half' })),
      sent: 'Half',
    },
  ],
  [
    'select',
    {
      field: field(10, DATATYPE.select, 'Fabric', { option_names: ['Cotton', 'Linen'] }),
      control: () => screen.getByRole('combobox', { name: 'Fabric' }),
      required: 'Choose an option.',
      good: (control, user) => user.selectOptions(control, 'Linen'),
      sent: 'Linen',
    },
  ],
  [
    'choice chips',
    {
      field: field(11, DATATYPE.choiceChips, 'Cleaning days', { option_names: ['Mon', 'Wed', 'Fri'] }),
      control: () => screen.getByRole('button', { name: 'Mon' }),
      required: 'Choose an option.',
      unmarked: true,
      good: async (_, user) => {
        // Keyboard: Tab reaches a chip, Space turns it on, and again off.
        screen.getByRole('button', { name: 'Wed' }).focus();
        await user.keyboard(' ');
        expect(screen.getByRole('button', { name: 'Wed' })).toHaveAttribute('aria-pressed', 'true');
        await user.click(screen.getByRole('button', { name: 'Fri' }));
        await user.click(screen.getByRole('button', { name: 'Mon' }));
        await user.click(screen.getByRole('button', { name: 'Mon' }));
      },
      sent: ['Wed', 'Fri'],
    },
  ],
  [
    'image',
    {
      field: field(12, DATATYPE.image, 'A kurta you like', { input_config: { supported_extensions: ['png', 'jpg'], max_image_count: 2 } }),
      control: () => screen.getByLabelText('Add images'),
      required: 'Add at least 1 image.',
      good: async (control, user) => {
        await user.upload(control, file('fit.png', 'image/png'));
        await screen.findByRole('img', { name: 'A kurta you like, image 1 of 1' });
      },
      sent: ['uploads/1/7/a12/fit.png.webp'],
    },
  ],
  [
    'docs file',
    {
      field: field(13, DATATYPE.docsFile, 'Brief', { input_config: { supported_extensions: ['docx'] } }),
      control: () => screen.getByLabelText('Choose a file'),
      required: 'Add a file.',
      good: (control, user) => user.upload(control, file('brief.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')),
      sent: ['uploads/1/7/a13/brief.docx'],
    },
  ],
  [
    'pdf file',
    {
      field: field(14, DATATYPE.pdfFile, 'Floor plan'),
      control: () => screen.getByLabelText('Choose a file'),
      required: 'Add a file.',
      good: (control, user) => user.upload(control, file('plan.pdf', 'application/pdf')),
      sent: ['uploads/1/7/a14/plan.pdf'],
    },
  ],
];

describe('CustomForm: every data type', () => {
  it('covers every data type of spec §3', () => {
    expect(ROWS.map(([, row]) => row.field.datatype_id).sort((a, b) => a - b)).toEqual(Object.values(DATATYPE).sort((a, b) => a - b));
  });

  it.each(ROWS)('renders a %s field and checks it as the server does', async (_, row) => {
    mockApi({ 'POST /cfs/rest/v3/files': storeUploads });
    const { user, onSubmit, send } = renderForm([row.field]);
    expect(screen.getByText('Fields marked * are required.')).toBeInTheDocument();

    // Left empty: not sent; the field says why, its control is described by it and has the focus.
    await send();
    await waitFor(() => expect(row.control()).toHaveAccessibleDescription(expect.stringContaining(row.required)));
    if (!row.unmarked) expect(row.control()).toHaveAttribute('aria-invalid', 'true');
    expect(row.control()).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    if (row.bad) {
      await row.bad.enter(row.control(), user);
      await waitFor(() => expect(row.control()).toHaveAccessibleDescription(expect.stringContaining(row.bad!.message)));
    }

    await row.good(row.control(), user);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    await send();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith([{ attribute_id: row.field.attribute_id, value: row.sent }]));
    expect(screen.queryByText(row.required)).not.toBeInTheDocument();
  });
});

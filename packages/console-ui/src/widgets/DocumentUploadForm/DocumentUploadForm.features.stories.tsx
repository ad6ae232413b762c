import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { pickedFile } from '../fixtures/documents';
import * as layout from '../fixtures/storyLayout.css';
import { UploadFormHarness } from './UploadFormHarness';
import type { DocumentUploadCallbacks } from './useDocumentUploadForm';

const meta = {
  title: 'Widgets/DocumentUploadForm/Features',
  component: UploadFormHarness,
  args: { onUpload: fn(() => Promise.resolve()), onReject: fn() },
  decorators: [
    (Story) => (
      <div className={layout.wide}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UploadFormHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, name: string, file: File, type?: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), name);
  await userEvent.upload(canvas.getByLabelText(/File/), file);
  if (type) {
    await userEvent.click(canvas.getByRole('combobox', { name: /Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: type }));
  }
}

/** A name and a file but no type: the form's one message, nothing uploaded. */
export const MissingType: Story = {
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, 'Maintenance contract', pickedFile('contract.pdf'));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Upload' }));
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Please fill out all fields before uploading.',
    );
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** A file outside the allow-list is refused at once (the picker's filter can be bypassed). */
export const UnsupportedFile: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText(/File/);
    await fireEvent.change(input, {
      target: { files: [pickedFile('installer.exe', 2048, 'application/octet-stream')] },
    });
    await expect(
      within(canvasElement).getByText('Unsupported file type. Please upload a valid document.'),
    ).toBeVisible();
    await expect(args.onReject).toHaveBeenCalledTimes(1);
  },
};

/** Over the one limit of 30,000,000 bytes. */
export const FileTooLarge: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.upload(
      within(canvasElement).getByLabelText(/File/),
      pickedFile('site-survey.pdf', 30_000_001),
    );
    await expect(
      within(canvasElement).getByText(
        'site-survey.pdf is not a valid file. Max file size is 30 MB',
      ),
    ).toBeVisible();
  },
};

/** The upload on its way: progress shown, Upload busy, fields locked. */
export const Uploading: Story = {
  args: {
    onUpload: fn((_submission: unknown, { onProgress }: DocumentUploadCallbacks) => {
      onProgress(0.42);
      return new Promise<void>(() => undefined);
    }),
  },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'Maintenance contract', pickedFile('contract.pdf'), 'Contract');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(canvas.getByRole('progressbar', { name: 'Uploading' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    await expect(canvas.getByRole('button', { name: 'Upload' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toBeDisabled();
  },
};

/** Stored: the form is cleared for the next document. */
export const Uploaded: Story = {
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, 'Maintenance contract', pickedFile('contract.pdf'), 'Contract');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveValue(''));
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Upload' })).toBeDisabled();
  },
};

/** The server refused: what was typed stays for another try. */
export const UploadFailed: Story = {
  args: { onUpload: fn(() => Promise.reject(new Error('Failed to upload the document.'))) },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'Maintenance contract', pickedFile('contract.pdf'), 'Service');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Upload' })).toBeEnabled());
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveValue('Maintenance contract');
  },
};

export const LongText: Story = {
  play: async ({ canvasElement }) => {
    await fill(
      canvasElement,
      'Commissioning protocol of the variable refrigerant flow system, roof west, 2026',
      pickedFile('commissioning-protocol-vrf-system-roof-west-building-b-usce-tower-2026-03.pdf'),
    );
    await expect(within(canvasElement).getByRole('button', { name: 'Upload' })).toBeEnabled();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Upload' })).toBeDisabled();
  },
};

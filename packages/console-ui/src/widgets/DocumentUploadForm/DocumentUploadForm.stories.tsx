import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pickedFile } from '../fixtures/documents';
import * as layout from '../fixtures/storyLayout.css';
import { UploadFormHarness } from './UploadFormHarness';

const meta = {
  title: 'Widgets/DocumentUploadForm',
  component: UploadFormHarness,
  parameters: {
    docs: {
      description: {
        component:
          "The Upload Document form: a document type, a name and a file, with the upload's progress and the domain's messages.\n\n**When to use.** Use `DocumentUploadForm` with `useDocumentUploadForm` to upload a project document with a type and a name; the owner supplies the upload call and its progress.\n\n**When not to use.** Not for images of floors or projects (their dialogs take the image).",
      },
    },
  },
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

/** Upload stays disabled until a name and a file exist. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const upload = canvas.getByRole('button', { name: 'Upload' });
    await expect(upload).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'Maintenance contract');
    await expect(upload).toBeDisabled();
    await userEvent.upload(canvas.getByLabelText(/File/), pickedFile('contract.pdf'));
    await expect(upload).toBeEnabled();
  },
};

export const Playground: Story = {};

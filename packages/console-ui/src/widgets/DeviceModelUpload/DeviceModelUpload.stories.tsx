import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MODEL_FILE, modelFile } from '../fixtures/realDevices';
import * as layout from '../fixtures/storyLayout.css';
import { DeviceModelUpload } from './DeviceModelUpload';

const meta = {
  title: 'Widgets/DeviceModelUpload',
  component: DeviceModelUpload,
  parameters: {
    docs: {
      description: {
        component:
          'A company admin adds a device model from a JSON file. The browser checks the file at once (JSON, the summary fields, layout and parameters); the server checks the register layout. Every problem names the failing field of the file.\n\n**When to use.** On the Device Models page.\n\n**When not to use.** Not for documents (DocumentUploadForm).',
      },
    },
  },
  decorators: [
    (Story) => (
      <div className={layout.medium}>
        <Story />
      </div>
    ),
  ],
  args: { onSubmit: fn(() => Promise.resolve()) },
} satisfies Meta<typeof DeviceModelUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choose a valid file, add it: the form clears. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText(/Model file/), modelFile(MODEL_FILE));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Ready to add');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Device Model' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(MODEL_FILE);
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
  },
};

export const Playground: Story = {};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MODEL_FILE, modelFile } from '../fixtures/realDevices';
import * as layout from '../fixtures/storyLayout.css';
import { DeviceModelUpload } from './DeviceModelUpload';

const meta = {
  title: 'Widgets/DeviceModelUpload/Features',
  component: DeviceModelUpload,
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

/** Ready to add: the model's summary from the file. */
export const ReadyToAdd: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText(/Model file/), modelFile(MODEL_FILE));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Ready to add: Acme VRF 1 A1 (VRF)',
    );
  },
};

/** Not JSON at all: the parser's own reason. */
export const NotJson: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      canvas.getByLabelText(/Model file/),
      modelFile('{"key": ', 'model.json'),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The file is not valid JSON.');
  },
};

/**
 * Fields missing or of the wrong kind: the file is sent, and the server names every failing field at
 * once (a missing summary field does not hide the parameters' problems).
 */
export const FieldProblems: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.reject(
        Object.assign(new Error('Bad Request'), {
          fieldErrors: {
            manufacturer: ['This field is required.'],
            is_single_unit: ['This field must be true or false.'],
            'parameters.general.#2.modbus_type': ['Expected coil or register.'],
          },
        }),
      ),
    ),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const { manufacturer: _omitted, ...rest } = MODEL_FILE;
    await userEvent.upload(
      canvas.getByLabelText(/Model file/),
      modelFile({ ...rest, is_single_unit: 'no' }, 'broken.json'),
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent('Ready to add: broken.json');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Device Model' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('manufacturer: This field is required.');
    await expect(alert).toHaveTextContent(
      'parameters.general.#2.modbus_type: Expected coil or register.',
    );
    await waitFor(() => expect(canvas.getByLabelText(/Model file/)).toHaveFocus());
  },
};

/** The server refused a deep field: its path in the file. */
export const ServerProblems: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.reject(
        Object.assign(new Error('Bad Request'), {
          fieldErrors: {
            'parameters.indoor.2.offset': ['Expected a number.'],
            key: ['A model with this key already exists.'],
          },
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText(/Model file/), modelFile(MODEL_FILE));
    await canvas.findByRole('status');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Device Model' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('parameters.indoor.2.offset: Expected a number.');
    await waitFor(() => expect(canvas.getByLabelText(/Model file/)).toHaveFocus());
  },
};

/** No file chosen: the field says so. */
export const NoFile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Device Model' }));
    await expect(canvas.getByText('Choose a JSON file of the model.')).toBeVisible();
  },
};

export const NarrowScreen: Story = {
  parameters: { testViewport: { width: 320, height: 700 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      canvas.getByLabelText(/Model file/),
      modelFile('{"key": ', 'a-rather-long-model-file-name-for-a-phone.json'),
    );
    await canvas.findByRole('alert');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText(/Model file/), modelFile('[1]', 'x.json'));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

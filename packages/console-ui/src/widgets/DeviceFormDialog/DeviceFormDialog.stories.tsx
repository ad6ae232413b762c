import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button/Button';
import { DEVICE_MODEL_OPTIONS } from '../fixtures/realDevices';
import { DeviceFormDialog } from './DeviceFormDialog';

const meta = {
  title: 'Widgets/DeviceFormDialog',
  component: DeviceFormDialog,
  parameters: {
    docs: {
      description: {
        component:
          'Add or edit a Modbus TCP device: model, Unit ID, connection (host, port 502, Modbus unit 1, poll interval 60 s by default) and, for multi-unit models, its systems and indoor units. Rules are checked as the user types; Check Connection asks for one read before anything is saved; a refused save keeps everything typed and shows the server’s messages on their fields.\n\n**When to use.** Adding a device to a project, or changing one (Edit).\n\n**When not to use.** Not for writing device parameters (WriteParameterDialog).',
      },
    },
  },
  args: {
    models: DEVICE_MODEL_OPTIONS,
    onSubmit: fn(() => Promise.resolve()),
    onCheckConnection: fn(() => Promise.resolve({ ok: true, detail: 'Answered in 12 ms' })),
    trigger: <Button>Add Device</Button>,
  },
} satisfies Meta<typeof DeviceFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, choose a heat pump, fill in the connection, check it, add. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add Device' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Device' });
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: /Model/ }),
      'aquatherm-at-hp-12',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Unit ID/ }), 'HP-1');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Host/ }), '127.0.0.1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check Connection' }));
    await expect(await within(dialog).findByText('Answered in 12 ms')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      unit_id: 'HP-1',
      model: 'aquatherm-at-hp-12',
      connection: { host: '127.0.0.1', port: 502, unit: 1, poll_interval: 60 },
      systems: [],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Playground: Story = { args: { defaultOpen: true } };

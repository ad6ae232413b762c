import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../../components/Button/Button';
import { ALARM_DEVICES } from '../fixtures/projectDetail';
import { AlarmConfigurationDialog } from './AlarmConfigurationDialog';

const meta = {
  title: 'Widgets/AlarmConfigurationDialog/Features',
  component: AlarmConfigurationDialog,
  args: {
    devices: ALARM_DEVICES,
    onSubmit: fn(() => Promise.resolve()),
    trigger: <Button>Add Alarm Configuration</Button>,
    defaultOpen: true,
  },
} satisfies Meta<typeof AlarmConfigurationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const EDITED = {
  device: 1,
  parameter_modbus_type: 'coil',
  parameter_register: 3001,
  alarm_type: 'boolean',
  threshold_value: null,
  boolean_value: true,
} as const;

/** Nothing chosen: 'All fields are required.' and the parameter waits for a device. */
export const ValidationErrors: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Alarm Configuration' }));
    await expect(dialog.getByRole('combobox', { name: /Parameter Name/ })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('All fields are required.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Editing a mapped parameter: a Boolean Value checkbox instead of the threshold. */
export const EditBoolean: Story = {
  args: { initial: EDITED },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Alarm Configuration' }));
    await expect(dialog.getByRole('combobox', { name: /Parameter Name/ })).toHaveValue(
      'Outdoor unit running state',
    );
    await expect(dialog.getByRole('checkbox', { name: 'Boolean Value' })).toBeChecked();
    await expect(dialog.queryByRole('spinbutton')).toBeNull();
  },
};

/** A device without a configuration: the parameter list says so. */
export const Empty: Story = {
  args: { devices: [{ id: 7, unit_id: 'XYZ-000001', parameters: [] }] },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('combobox', { name: /Device/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'XYZ-000001' }));
    await userEvent.click(dialog.getByRole('combobox', { name: /Parameter Name/ }));
    await expect(dialog.getByRole('status')).toHaveTextContent('No parameters');
    await expect(dialog.queryByRole('listbox')).toBeNull();
  },
};

/** The server refused: the failure message, the dialog stays open. */
export const SaveFailed: Story = {
  args: {
    initial: EDITED,
    onSubmit: fn(() => Promise.reject(new Error('500'))),
    describeFailure: () => 'Failed to update alarm configuration.',
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Failed to update alarm configuration.',
    );
  },
};

/** Long parameter names wrap inside the list. */
export const LongText: Story = {
  args: {
    devices: [
      {
        id: 3,
        unit_id: 'DAI-19A2B4',
        parameters: [
          {
            data_meaning:
              'Backup heater leaving water temperature after the domestic hot water booster stage',
            modbus_type: 'register',
            register: 140,
          },
        ],
      },
    ],
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('combobox', { name: /Device/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'DAI-19A2B4' }));
    await userEvent.click(dialog.getByRole('combobox', { name: /Parameter Name/ }));
    await expect(dialog.getByRole('option')).toHaveTextContent(/Backup heater/);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { initial: EDITED },
  play: async () => {
    await expect(await screen.findByRole('dialog')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
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

/**
 * Nothing chosen: 'All fields are required.', each missing field marked with its message, and
 * focus on the first of them (which reads out its message).
 */
export const ValidationErrors: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Alarm Configuration' }));
    await expect(dialog.getByRole('combobox', { name: /Parameter Name/ })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('All fields are required.');
    const device = dialog.getByRole('combobox', { name: /Device/ });
    await expect(device).toHaveAttribute('aria-invalid', 'true');
    await expect(device).toHaveAccessibleDescription('Choose a device.');
    await expect(dialog.getByRole('combobox', { name: /Parameter Name/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(dialog.getByRole('combobox', { name: /Alarm Type/ })).toHaveAccessibleDescription(
      'Choose an alarm type.',
    );
    await waitFor(() => expect(device).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Ends at rest: whether a scripted focus draws the ring varies from run to run.
    device.blur();
  },
};

/**
 * The alarm types follow the parameter: a number offers the comparisons (no Boolean); one that is
 * on or off takes Boolean, chosen at once, with the Boolean Value checkbox.
 */
export const TypesFollowParameter: Story = {
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Alarm Configuration' }));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Device/ }), 'MDV-FAAFC0');
    const parameter = dialog.getByRole('combobox', { name: /Parameter Name/ });
    await userEvent.type(parameter, 'Compressor freq');
    await userEvent.keyboard('{Enter}');
    const alarmType = dialog.getByRole('combobox', { name: /Alarm Type/ });
    const numeric = within(alarmType)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(numeric).toEqual([
      'Choose an alarm type',
      'Lower than',
      'Higher than',
      'Equal to',
      'Lower than or equal to',
      'Higher than or equal to',
    ]);
    await userEvent.clear(parameter);
    await userEvent.type(parameter, 'running');
    await userEvent.keyboard('{Enter}');
    await expect(parameter).toHaveValue('Outdoor unit running state');
    await expect(alarmType).toHaveDisplayValue('Boolean');
    await expect(dialog.getByRole('checkbox', { name: 'Boolean Value' })).toBeVisible();
    await expect(dialog.queryByRole('spinbutton')).toBeNull();
    parameter.blur();
  },
};

/** A project without devices: the dialog says why nothing can be chosen and what to do. */
export const NoDevices: Story = {
  args: { devices: [] },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Alarm Configuration' }));
    const why =
      'This project has no devices yet, so there is no parameter to watch. Add a device to the project first, then add its alarm configurations.';
    await expect(dialog.getByText(why)).toBeVisible();
    // No empty lists to open.
    await expect(dialog.queryByRole('combobox')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(why);
    await expect(dialog.getAllByText(why)).toHaveLength(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Ends at rest: whether a scripted click draws the focus ring varies from run to run.
    dialog.getByRole('button', { name: 'Add' }).blur();
  },
};

/** The highlighted parameter has the ring of the other lists (WCAG 1.4.11), light and dark. */
export const HighlightedOption: Story = {
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Alarm Configuration' }));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Device/ }), 'MDV-FAAFC0');
    await userEvent.click(dialog.getByRole('combobox', { name: /Parameter Name/ }));
    await userEvent.keyboard('{ArrowDown}');
    const highlighted = dialog
      .getAllByRole('option')
      .find((option) => option.hasAttribute('data-highlighted'));
    await expect(highlighted).toBeDefined();
    await expect(getComputedStyle(highlighted as Element).outlineStyle).toBe('solid');
    await expect(getComputedStyle(highlighted as Element).outlineWidth).toBe('2px');
  },
};

export const HighlightedOptionDark: Story = {
  ...HighlightedOption,
  globals: { theme: 'dark' },
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
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Device/ }), 'XYZ-000001');
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
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Device/ }), 'DAI-19A2B4');
    await userEvent.click(dialog.getByRole('combobox', { name: /Parameter Name/ }));
    const suggestions = dialog.getByRole('listbox', { name: /Parameter Name/ });
    await expect(within(suggestions).getByRole('option')).toHaveTextContent(/Backup heater/);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { initial: EDITED },
  play: async () => {
    await expect(await screen.findByRole('dialog')).toBeVisible();
  },
};

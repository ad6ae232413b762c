import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button/Button';
import { ALARM_DEVICES } from '../fixtures/projectDetail';
import { AlarmConfigurationDialog } from './AlarmConfigurationDialog';

const meta = {
  title: 'Widgets/AlarmConfigurationDialog',
  component: AlarmConfigurationDialog,
  parameters: {
    docs: {
      description: {
        component:
          "Add or edit an alarm configuration (projects.md §2): Device, Parameter Name (searchable among the device's own parameters, filtering from 2 characters), a Boolean Value checkbox when the parameter has a read mapping or a numeric Threshold Value otherwise, and Alarm Type; all are required ('All fields are required.').\n\n**When to use.** Use it to add or edit an alarm configuration of a project: the Alarms tab's Add and Edit actions.\n\n**When not to use.** Not for resolving alarm entries (AlarmEntryResolvedCell does that).",
      },
    },
  },
  args: {
    devices: ALARM_DEVICES,
    onSubmit: fn(() => Promise.resolve()),
    trigger: <Button>Add Alarm Configuration</Button>,
    defaultOpen: true,
  },
} satisfies Meta<typeof AlarmConfigurationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Device, a parameter found by typing, a threshold and the type; the payload goes out. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Alarm Configuration' }));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Device/ }), 'MDV-FAAFC0');
    const parameter = dialog.getByRole('combobox', { name: /Parameter Name/ });
    await userEvent.type(parameter, 'C');
    const suggestions = () =>
      within(dialog.getByRole('listbox', { name: /Parameter Name/ })).getAllByRole('option');
    // One character does not filter yet.
    await expect(suggestions()).toHaveLength(5);
    await userEvent.type(parameter, 'om');
    await expect(suggestions()).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(parameter).toHaveValue('Compressor discharge temperature');
    await userEvent.type(dialog.getByRole('spinbutton', { name: /Threshold Value/ }), '95');
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: /Alarm Type/ }),
      'Higher than',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      device: 1,
      parameter_name: 'Compressor discharge temperature',
      parameter_modbus_type: 'register',
      parameter_register: 1005,
      alarm_type: 'higher',
      threshold_value: 95,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Playground: Story = {};

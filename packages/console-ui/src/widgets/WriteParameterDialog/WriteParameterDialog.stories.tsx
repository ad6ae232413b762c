import type { WriteRule } from '@hvac/console-domain';
import { writeRuleOf } from '@hvac/console-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WriteParameterDialog } from './WriteParameterDialog';

const SET_TEMPERATURE = writeRuleOf({
  writable: true,
  min_value: 160,
  max_value: 300,
  scale: 10,
  unit: '°C',
}) as WriteRule;
const OPERATION_MODE = writeRuleOf({
  writable: true,
  min_value: 1,
  max_value: 12,
  read_mapping: { '1': 'Cooling', '2': 'Dehumidifying', '3': 'Fan', '4': 'Heating' },
}) as WriteRule;

const meta = {
  title: 'Widgets/WriteParameterDialog',
  component: WriteParameterDialog,
  parameters: {
    docs: {
      description: {
        component:
          "Writes one device parameter: the current value, an input held to the parameter's rule (a select of names for modes, fan speeds and on/off; a number with its range and step in °C for set temperatures), Send, then the change-log entry's status live: 'In progress.' until the device applies it, 'It was successful.' or 'It has failed.'.\n\n**When to use.** Use it when an operator changes one device parameter: it holds the input to the parameter's rule and follows the write's status live.\n\n**When not to use.** Not for editing several parameters at once or configuration outside the device.",
      },
    },
  },
  args: {
    parameterName: 'Indoor set temperature',
    rule: SET_TEMPERATURE,
    currentRaw: 220,
    onSend: fn((_raw: number): Promise<string | undefined> => Promise.resolve(undefined)),
    defaultOpen: true,
  },
} satisfies Meta<typeof WriteParameterDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A set temperature in °C: out of range stays in the dialog with the rule's message. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Write Indoor set temperature' });
    await expect(within(dialog).getByText('22.0 °C')).toBeVisible();
    const input = within(dialog).getByRole('spinbutton', { name: 'New value (°C)' });
    await userEvent.type(input, '31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(
      await within(dialog).findByText('Enter a value from 16.0 to 30.0 °C.'),
    ).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '23.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith(235);
    // The screenshot shows the dialog at rest: the clicked Send's ring (:focus-visible after a
    // synthetic click) is drawn on some runs and not on others.
    const active = canvasElement.ownerDocument.activeElement;
    if (active instanceof HTMLElement) active.blur();
  },
};

export const Playground: Story = {};

/** Operation mode: a select of names. */
export const ChoiceOfNames: Story = {
  args: { parameterName: 'Operation mode', rule: OPERATION_MODE, currentRaw: 4 },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Write Operation mode' });
    await expect(within(dialog).getByText('Heating', { selector: 'strong' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'New value' }));
    await userEvent.click(await body.findByRole('option', { name: 'Cooling' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith(1);
  },
};

/** The server refused the value: its field message shows and the typed value stays. */
export const RefusedByServer: Story = {
  args: {
    onSend: fn((_raw: number): Promise<string | undefined> =>
      Promise.resolve('Enter a value from 16.0 to 28.0 °C.'),
    ),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    const input = within(dialog).getByRole('spinbutton', { name: 'New value (°C)' });
    await userEvent.type(input, '29');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(
      await within(dialog).findByText('Enter a value from 16.0 to 28.0 °C.'),
    ).toBeVisible();
    await expect(input).toHaveValue(29);
  },
};

export const InProgress: Story = {
  args: { status: 'incomplete' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByText('In progress.')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

export const Successful: Story = {
  args: { status: 'complete', currentRaw: 235 },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('It was successful.');
    await expect(within(dialog).getByText('23.5 °C')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { status: 'failed' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('It has failed.');
  },
};

/** The device refused the write: the reason the server gives, after 'It has failed.'. */
export const FailedWithReason: Story = {
  args: { status: 'failed', failureReason: 'Illegal data value (exception 03)' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      'It has failed.Illegal data value (exception 03)',
    );
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button/Button';
import { systemRowsOf } from '../SystemsEditor/systemRows';
import { DEVICE_MODEL_OPTIONS } from '../fixtures/realDevices';
import { DeviceFormDialog } from './DeviceFormDialog';

const meta = {
  title: 'Widgets/DeviceFormDialog/Features',
  component: DeviceFormDialog,
  args: {
    models: DEVICE_MODEL_OPTIONS,
    onSubmit: fn(() => Promise.resolve()),
    onCheckConnection: fn(() => Promise.resolve({ ok: true, detail: 'Answered in 12 ms' })),
    trigger: <Button>Add Device</Button>,
    defaultOpen: true,
  },
} satisfies Meta<typeof DeviceFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (name = 'Add Device') => screen.findByRole('dialog', { name });
const textbox = (element: HTMLElement, name: RegExp) =>
  within(element).getByRole('textbox', { name });

/** A multi-unit model: two systems and their indoor units, added row by row by keyboard. */
export const SystemsAndIndoorUnits: Story = {
  // The save stays on its way, so the screenshot shows the filled form.
  args: { onSubmit: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ args }) => {
    const form = await dialog();
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: /Model/ }),
      'midea-vrf-v6',
    );
    await userEvent.type(textbox(form, /^Unit ID/), 'GW-7');
    await userEvent.type(textbox(form, /^Host/), 'gateway.site-7.local');
    await userEvent.click(within(form).getByRole('button', { name: 'Add System' }));
    await waitFor(() => expect(textbox(form, /^System number/)).toHaveFocus());
    await userEvent.click(
      within(form).getByRole('button', { name: 'Add Indoor Unit to System 1' }),
    );
    await userEvent.tab();
    await userEvent.keyboard('Reception');
    await userEvent.click(
      within(form).getByRole('button', { name: 'Add Indoor Unit to System 1' }),
    );
    await userEvent.tab();
    await userEvent.keyboard('Meeting room');
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        systems: [
          {
            unit: 1,
            indoor_units: [
              { unit: 1, name: 'Reception', unit_type: 'regular' },
              { unit: 2, name: 'Meeting room', unit_type: 'regular' },
            ],
          },
        ],
      }),
    );
  },
};

/** Every rule at once after a submit: each message on its field, focus on the first. */
export const ValidationErrors: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    const port = textbox(form, /^Port/);
    await userEvent.clear(port);
    await userEvent.type(port, '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    await expect(within(form).getByText('Model is required.')).toBeVisible();
    await expect(within(form).getByText('Unit ID is required.')).toBeVisible();
    await expect(within(form).getByText('Host is required.')).toBeVisible();
    await expect(
      within(form).getByText('Port must be a whole number from 1 to 65535.'),
    ).toBeVisible();
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: /Model/ })).toHaveFocus(),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused the host and the unit: its messages on those fields, everything kept. */
export const ServerFieldErrors: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.reject(
        Object.assign(new Error('Bad Request'), {
          fieldErrors: {
            'connection.host': ['The server may not connect to this address.'],
            'connection.unit': [
              'Another device already uses this Modbus unit on that host and port.',
            ],
          },
        }),
      ),
    ),
  },
  play: async () => {
    const form = await dialog();
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: /Model/ }),
      'aquatherm-at-hp-12',
    );
    await userEvent.type(textbox(form, /^Unit ID/), 'HP-1');
    await userEvent.type(textbox(form, /^Host/), '10.20.0.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    await expect(
      await within(form).findByText('The server may not connect to this address.'),
    ).toBeVisible();
    await expect(textbox(form, /^Host/)).toHaveValue('10.20.0.5');
    await waitFor(() => expect(textbox(form, /^Host/)).toHaveFocus());
  },
};

/** The device did not answer: the reason, in words and with an icon. */
export const ConnectionFailed: Story = {
  args: {
    onCheckConnection: fn(() => Promise.resolve({ ok: false, detail: 'No answer within 2 s' })),
  },
  play: async () => {
    const form = await dialog();
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: /Model/ }),
      'gree-gmv6',
    );
    await userEvent.type(textbox(form, /^Host/), '127.0.0.9');
    await userEvent.click(within(form).getByRole('button', { name: 'Check Connection' }));
    await expect(await within(form).findByRole('status')).toHaveTextContent('No answer within 2 s');
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Check Connection' })).toHaveFocus(),
    );
  },
};

/** The chosen model's registers were refused: the model the device answers as, with a button that takes it. */
export const AnswersAsAnotherModel: Story = {
  args: {
    onCheckConnection: fn(() =>
      Promise.resolve({
        ok: false,
        detail: 'Illegal data address (exception 02)',
        suggested_model: { key: 'gree-gmv6', name: 'Gree GMV6 GMV-Pro' },
      }),
    ),
  },
  play: async () => {
    const form = await dialog();
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: /Model/ }),
      'midea-vrf-v6',
    );
    await userEvent.type(textbox(form, /^Host/), '127.0.0.1');
    await userEvent.click(within(form).getByRole('button', { name: 'Check Connection' }));
    await expect(
      await within(form).findByText('This device answers as Gree GMV6 GMV-Pro. Use it?'),
    ).toBeVisible();
    await expect(within(form).getByRole('button', { name: 'Use Gree GMV6 GMV-Pro' })).toBeVisible();
  },
};

/** The device reports its systems: the offer to fill them in. */
export const ReportsItsSystems: Story = {
  args: {
    onCheckConnection: fn(() =>
      Promise.resolve({
        ok: true,
        detail: 'Answered in 12 ms',
        layout: {
          systems: [
            { unit: 1, indoor_units: [1, 2, 3, 4] },
            { unit: 2, indoor_units: [5, 6, 7] },
          ],
        },
      }),
    ),
  },
  play: async () => {
    const form = await dialog();
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: /Model/ }),
      'midea-vrf-v6',
    );
    await userEvent.type(textbox(form, /^Host/), '127.0.0.1');
    await userEvent.click(within(form).getByRole('button', { name: 'Check Connection' }));
    await expect(
      await within(form).findByText(
        'The device reports 2 systems with 4 and 3 indoor units. Use these?',
      ),
    ).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: 'Use these' }));
    await waitFor(() =>
      expect(within(form).getAllByRole('textbox', { name: /^System number/ })[0]).toHaveFocus(),
    );
    await expect(within(form).getAllByRole('textbox', { name: /^System number/ })).toHaveLength(2);
  },
};

/** The server refused the host: the message under Host, also announced with the check's result. */
export const HostRefused: Story = {
  args: {
    onCheckConnection: fn(() =>
      Promise.reject(
        Object.assign(new Error('Bad Request'), {
          fieldErrors: {
            'connection.host': [
              'This server may not connect to that network; ask the operator to allow it',
            ],
          },
        }),
      ),
    ),
  },
  play: async () => {
    const form = await dialog();
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: /Model/ }),
      'gree-gmv6',
    );
    await userEvent.type(textbox(form, /^Host/), '10.20.0.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Check Connection' }));
    await expect(await within(form).findByRole('status')).toHaveTextContent(
      'This server may not connect to that network; ask the operator to allow it',
    );
    await expect(textbox(form, /^Host/)).toHaveAccessibleDescription(
      expect.stringContaining('ask the operator to allow it'),
    );
  },
};

/** The check is on its way. */
export const Checking: Story = {
  args: { onCheckConnection: fn(() => new Promise<never>(() => undefined)) },
  play: async () => {
    const form = await dialog();
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: /Model/ }),
      'gree-gmv6',
    );
    await userEvent.type(textbox(form, /^Host/), '127.0.0.1');
    await userEvent.click(within(form).getByRole('button', { name: 'Check Connection' }));
    await expect(await within(form).findByRole('status')).toHaveTextContent(
      'Checking the connection…',
    );
  },
};

/** The models are still loading: Model waits. */
export const ModelsLoading: Story = {
  args: { models: undefined },
  play: async () => {
    const form = await dialog();
    await expect(within(form).getByRole('combobox', { name: /Model/ })).toBeDisabled();
  },
};

/** Edit: the device's values, its systems included; Save keeps the changes. */
export const Edit: Story = {
  args: {
    mode: 'edit',
    trigger: <Button>Edit Device</Button>,
    initialValues: {
      model: 'midea-vrf-v6',
      unit_id: 'BW-VRF-01',
      host: '127.0.0.1',
      port: '502',
      unit: '3',
      poll_interval: '30',
      systems: systemRowsOf([
        {
          unit: 1,
          indoor_units: [
            { unit: 1, name: 'Reception', unit_type: 'regular' },
            { unit: 2, name: 'Conference room', unit_type: 'ducted' },
          ],
        },
      ]),
    },
  },
  play: async () => {
    const form = await dialog('Edit Device');
    await waitFor(() => expect(textbox(form, /^Unit ID/)).toHaveFocus());
    await expect(textbox(form, /^Modbus unit/)).toHaveValue('3');
  },
};

/** 320 px wide: fields stack, nothing scrolls sideways. */
export const NarrowScreen: Story = {
  parameters: { testViewport: { width: 320, height: 900 } },
  play: async () => {
    const form = await dialog();
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: /Model/ }),
      'midea-vrf-v6',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Add System' }));
    await userEvent.click(
      within(form).getByRole('button', { name: 'Add Indoor Unit to System 1' }),
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: {
    onCheckConnection: fn(() => Promise.resolve({ ok: false, detail: 'Connection refused' })),
  },
  play: async () => {
    const form = await dialog();
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: /Model/ }),
      'gree-gmv6',
    );
    await userEvent.type(textbox(form, /^Host/), '127.0.0.1');
    await userEvent.click(within(form).getByRole('button', { name: 'Check Connection' }));
    await expect(await within(form).findByText('Connection refused')).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    await expect(within(form).getByText('Unit ID is required.')).toBeVisible();
  },
};

import { INDOOR_UNIT_TYPES } from '@hvac/console-domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { DEVICE_MODEL_OPTIONS } from '../fixtures/realDevices';
import type { DeviceFormDialogProps } from './DeviceFormDialog';
import { DeviceFormDialog } from './DeviceFormDialog';

function renderDialog(props: Partial<DeviceFormDialogProps> = {}) {
  const onSubmit = vi.fn<DeviceFormDialogProps['onSubmit']>(() => Promise.resolve());
  const onCheckConnection = vi.fn<NonNullable<DeviceFormDialogProps['onCheckConnection']>>(() =>
    Promise.resolve({ ok: true, detail: 'Answered in 12 ms' }),
  );
  render(
    <DeviceFormDialog
      models={DEVICE_MODEL_OPTIONS}
      onSubmit={onSubmit}
      onCheckConnection={onCheckConnection}
      defaultOpen
      {...props}
    />,
  );
  return {
    onSubmit: (props.onSubmit as typeof onSubmit | undefined) ?? onSubmit,
    onCheckConnection:
      (props.onCheckConnection as typeof onCheckConnection | undefined) ?? onCheckConnection,
    dialog: screen.getByRole('dialog', { name: 'Add Device' }),
  };
}

const field = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('textbox', { name });

describe('DeviceFormDialog', { timeout: 30_000 }, () => {
  it('starts at Model, with the connection defaults: port 502, unit 1, poll every 60 s', () => {
    const { dialog } = renderDialog();
    expect(within(dialog).getByRole('combobox', { name: /Model/ })).toHaveFocus();
    expect(field(dialog, /^Port/)).toHaveValue('502');
    expect(field(dialog, /^Modbus unit/)).toHaveValue('1');
    expect(field(dialog, /^Poll interval/)).toHaveValue('60');
  });

  it('checks a field as the user leaves it and clears the message as it becomes valid', async () => {
    const user = userEvent.setup({ delay: null });
    const { dialog } = renderDialog();
    const port = field(dialog, /^Port/);
    await user.clear(port);
    await user.type(port, '70000');
    await user.tab();
    expect(port).toHaveAccessibleDescription('Port must be a whole number from 1 to 65535.');
    await user.clear(port);
    await user.type(port, '1502');
    expect(port).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('adds a multi-unit device with its systems and indoor units, by keyboard', async () => {
    const user = userEvent.setup({ delay: null });
    const { dialog, onSubmit } = renderDialog();
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Model/ }),
      'midea-vrf-v6',
    );
    await user.type(field(dialog, /^Unit ID/), 'GW-7');
    await user.type(field(dialog, /^Host/), '127.0.0.1');
    await user.click(within(dialog).getByRole('button', { name: 'Add System' }));
    // The new system's number takes focus, numbered 1.
    expect(field(dialog, /^System number/)).toHaveFocus();
    expect(field(dialog, /^System number/)).toHaveValue('1');
    await user.click(within(dialog).getByRole('button', { name: 'Add Indoor Unit to System 1' }));
    expect(field(dialog, /^Unit number/)).toHaveFocus();
    await user.tab();
    await user.keyboard('Office');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        unit_id: 'GW-7',
        model: 'midea-vrf-v6',
        connection: { host: '127.0.0.1', port: 502, unit: 1, poll_interval: 60 },
        systems: [{ unit: 1, indoor_units: [{ unit: 1, name: 'Office', unit_type: 'regular' }] }],
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends no systems for a single-unit model and shows no systems editor', async () => {
    const user = userEvent.setup({ delay: null });
    const { dialog, onSubmit } = renderDialog();
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Model/ }),
      'aquatherm-at-hp-12',
    );
    expect(within(dialog).queryByRole('group', { name: 'Systems' })).toBeNull();
    await user.type(field(dialog, /^Unit ID/), 'HP-1');
    await user.type(field(dialog, /^Host/), 'localhost');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].systems).toEqual([]);
  });

  it("shows the server's field messages on their fields and keeps what was typed", async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn(() =>
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
    );
    const { dialog } = renderDialog({ onSubmit });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Model/ }),
      'aquatherm-at-hp-12',
    );
    await user.type(field(dialog, /^Unit ID/), 'HP-1');
    await user.type(field(dialog, /^Host/), '10.0.0.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    const host = field(dialog, /^Host/);
    await waitFor(() =>
      expect(host).toHaveAccessibleDescription(
        expect.stringContaining('The server may not connect to this address.'),
      ),
    );
    expect(field(dialog, /^Modbus unit/)).toHaveAccessibleDescription(
      expect.stringContaining(
        'Another device already uses this Modbus unit on that host and port.',
      ),
    );
    expect(host).toHaveValue('10.0.0.5');
    expect(field(dialog, /^Unit ID/)).toHaveValue('HP-1');
    await waitFor(() => expect(host).toHaveFocus());
    // Changing the field clears the server's message.
    await user.type(host, 'x');
    expect(host).not.toHaveAttribute('aria-invalid', 'true');
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it("refused without field messages: the action's message, everything kept", async () => {
    const user = userEvent.setup({ delay: null });
    const { dialog } = renderDialog({ onSubmit: () => Promise.reject(new Error('Server error')) });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Model/ }),
      'aquatherm-at-hp-12',
    );
    await user.type(field(dialog, /^Unit ID/), 'HP-1');
    await user.type(field(dialog, /^Host/), '127.0.0.1');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to add the device.');
    expect(field(dialog, /^Unit ID/)).toHaveValue('HP-1');
  });

  it('Check Connection asks once with the connection as typed and shows the answer', async () => {
    const user = userEvent.setup({ delay: null });
    const onCheckConnection = vi.fn(() =>
      Promise.resolve({ ok: false, detail: 'No answer within 2 s' }),
    );
    const { dialog } = renderDialog({ onCheckConnection });
    const check = within(dialog).getByRole('button', { name: 'Check Connection' });
    await user.click(check);
    // Nothing to check yet: the rules speak first and no request goes out.
    expect(onCheckConnection).not.toHaveBeenCalled();
    expect(field(dialog, /^Host/)).toHaveAccessibleDescription(
      expect.stringContaining('Host is required.'),
    );
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Model/ }),
      'midea-vrf-v6',
    );
    await user.type(field(dialog, /^Host/), '127.0.0.1');
    await user.click(check);
    expect(onCheckConnection).toHaveBeenCalledWith({
      model: 'midea-vrf-v6',
      connection: { host: '127.0.0.1', port: 502, unit: 1, poll_interval: 60 },
    });
    expect(await within(dialog).findByRole('status')).toHaveTextContent('No answer within 2 s');
    // Another host is another question: the answer goes.
    await user.type(field(dialog, /^Host/), '0');
    expect(within(dialog).getByRole('status')).toHaveTextContent('');
  });

  it(
    'asks before Escape throws away a filled form: Keep editing keeps what was typed, Discard closes',
    { timeout: 120_000 },
    async () => {
      const user = userEvent.setup();
      render(
        <DeviceFormDialog
          models={DEVICE_MODEL_OPTIONS}
          onSubmit={vi.fn(() => Promise.resolve())}
          trigger={<button type="button">Add Device</button>}
        />,
      );
      await user.click(screen.getByRole('button', { name: 'Add Device' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Device' });
      // Nothing typed yet: Escape closes at once.
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      await user.click(screen.getByRole('button', { name: 'Add Device' }));
      const form = await screen.findByRole('dialog', { name: 'Add Device' });
      expect(form).not.toBe(dialog);
      await user.type(field(form, /^Unit ID/), 'HP-9');
      await user.type(field(form, /^Host/), '127.0.0.1');
      await user.keyboard('{Escape}');
      const question = await screen.findByRole('dialog', { name: 'Discard what you typed?' });
      expect(question).toHaveAccessibleDescription(
        'The form has changes that are not saved. Close it and lose them?',
      );
      expect((await axe(document.body)).violations).toEqual([]);
      // Escape again, or Keep editing: back to the form with everything typed.
      await user.keyboard('{Escape}');
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Discard what you typed?' })).toBeNull(),
      );
      expect(screen.getByRole('dialog', { name: 'Add Device' })).toBe(form);
      await user.keyboard('{Escape}');
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Discard what you typed?' })).getByRole(
          'button',
          { name: 'Keep editing' },
        ),
      );
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Discard what you typed?' })).toBeNull(),
      );
      expect(field(form, /^Unit ID/)).toHaveValue('HP-9');
      expect(field(form, /^Host/)).toHaveValue('127.0.0.1');
      expect(form.contains(document.activeElement)).toBe(true);

      // Discard: the form closes and opens empty again.
      await user.keyboard('{Escape}');
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Discard what you typed?' })).getByRole(
          'button',
          { name: 'Discard' },
        ),
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Device' })),
      );
      await user.click(screen.getByRole('button', { name: 'Add Device' }));
      const again = await screen.findByRole('dialog', { name: 'Add Device' });
      expect(field(again, /^Unit ID/)).toHaveValue('');
    },
  );

  it('edits a device from its values', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn(() => Promise.resolve());
    render(
      <DeviceFormDialog
        mode="edit"
        models={DEVICE_MODEL_OPTIONS}
        onSubmit={onSubmit}
        defaultOpen
        initialValues={{
          model: 'aquatherm-at-hp-12',
          unit_id: 'HP-1',
          host: '127.0.0.1',
          port: '502',
          unit: '2',
          poll_interval: '30',
        }}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Device' });
    expect(within(dialog).queryByRole('button', { name: 'Check Connection' })).toBeNull();
    const unitId = field(dialog, /^Unit ID/);
    expect(unitId).toHaveFocus();
    await user.clear(unitId);
    await user.type(unitId, 'HP-2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          unit_id: 'HP-2',
          connection: { host: '127.0.0.1', port: 502, unit: 2, poll_interval: 30 },
        }),
      ),
    );
  });
});

describe('DeviceFormDialog for a first device', { timeout: 30_000 }, () => {
  const fill = async (
    user: ReturnType<typeof userEvent.setup>,
    dialog: HTMLElement,
    model: string,
  ) => {
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Model/ }), model);
    await user.type(field(dialog, /^Host/), '127.0.0.1');
  };

  it('says what Unit ID and Modbus unit are', async () => {
    const { dialog } = renderDialog();
    expect(field(dialog, /^Unit ID/)).toHaveAccessibleDescription(
      'The name you give the device in the console',
    );
    expect(field(dialog, /^Modbus unit/)).toHaveAccessibleDescription(
      "The device's Modbus slave (unit) address, 1–247",
    );
    expect((await axe(dialog)).violations).toEqual([]);
  });

  it('announces a refused host with the check, and shows it under Host', async () => {
    const user = userEvent.setup({ delay: null });
    const refusal = 'This server may not connect to that network; ask the operator to allow it';
    const { dialog } = renderDialog({
      onCheckConnection: () =>
        Promise.reject(
          Object.assign(new Error('Bad Request'), {
            fieldErrors: { 'connection.host': [refusal] },
          }),
        ),
    });
    await fill(user, dialog, 'midea-vrf-v6');
    await user.click(within(dialog).getByRole('button', { name: 'Check Connection' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(refusal);
    expect(field(dialog, /^Host/)).toHaveAccessibleDescription(expect.stringContaining(refusal));
  });

  it('shows a refusal in words (too many checks) as the result', async () => {
    const user = userEvent.setup({ delay: null });
    const detail = 'Too many connection checks. Try again in 42 s.';
    const { dialog } = renderDialog({
      onCheckConnection: () =>
        Promise.reject(
          Object.assign(new Error(detail), { fieldErrors: { non_field_errors: [detail] } }),
        ),
    });
    await fill(user, dialog, 'midea-vrf-v6');
    await user.click(within(dialog).getByRole('button', { name: 'Check Connection' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(detail);
  });

  it('offers the model the device answers as, and picks it', async () => {
    const user = userEvent.setup({ delay: null });
    const { dialog, onCheckConnection } = renderDialog({
      onCheckConnection: vi.fn(() =>
        Promise.resolve({
          ok: false,
          detail: 'Illegal data address (exception 02)',
          suggested_model: { key: 'aquatherm-at-hp-12', name: 'Aquatherm AT-HP 12' },
        }),
      ),
    });
    await fill(user, dialog, 'midea-vrf-v6');
    await user.click(within(dialog).getByRole('button', { name: 'Check Connection' }));
    expect(
      await within(dialog).findByText('This device answers as Aquatherm AT-HP 12. Use it?'),
    ).toBeVisible();
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Illegal data address (exception 02)',
    );
    expect((await axe(dialog)).violations).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Use Aquatherm AT-HP 12' }));
    const model = within(dialog).getByRole('combobox', { name: /Model/ });
    expect(model).toHaveValue('aquatherm-at-hp-12');
    await waitFor(() => expect(model).toHaveFocus());
    expect(within(dialog).queryByText(/This device answers as/)).toBeNull();
    // The next check asks about the model taken.
    await user.click(within(dialog).getByRole('button', { name: 'Check Connection' }));
    expect(onCheckConnection).toHaveBeenLastCalledWith(
      expect.objectContaining({ model: 'aquatherm-at-hp-12' }),
    );
  });

  it('offers to fill the systems in from what the device reports', async () => {
    const user = userEvent.setup({ delay: null });
    const { dialog, onSubmit } = renderDialog({
      onCheckConnection: () =>
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
    });
    await fill(user, dialog, 'midea-vrf-v6');
    await user.type(field(dialog, /^Unit ID/), 'MDV-1');
    await user.click(within(dialog).getByRole('button', { name: 'Check Connection' }));
    expect(
      await within(dialog).findByText(
        'The device reports 2 systems with 4 and 3 indoor units. Use these?',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Use these' }));
    const systemNumbers = within(dialog).getAllByRole('textbox', { name: /^System number/ });
    expect(systemNumbers.map((input) => (input as HTMLInputElement).value)).toEqual(['1', '2']);
    await waitFor(() => expect(systemNumbers[0]).toHaveFocus());
    expect(within(dialog).queryByRole('button', { name: 'Use these' })).toBeNull();
    expect((await axe(dialog)).violations).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const submitted = onSubmit.mock.calls[0][0];
    expect(submitted.systems).toEqual([
      {
        unit: 1,
        indoor_units: [1, 2, 3, 4].map((unit) => ({
          unit,
          name: `Indoor unit ${unit}`,
          unit_type: INDOOR_UNIT_TYPES[0].value,
        })),
      },
      {
        unit: 2,
        indoor_units: [5, 6, 7].map((unit) => ({
          unit,
          name: `Indoor unit ${unit}`,
          unit_type: INDOOR_UNIT_TYPES[0].value,
        })),
      },
    ]);
  });

  it('makes no offer of systems for a single-unit model', async () => {
    const user = userEvent.setup({ delay: null });
    const { dialog } = renderDialog({
      onCheckConnection: () =>
        Promise.resolve({
          ok: true,
          detail: 'Answered in 12 ms',
          layout: { systems: [{ unit: 1, indoor_units: [1] }] },
        }),
    });
    await fill(user, dialog, 'aquatherm-at-hp-12');
    await user.click(within(dialog).getByRole('button', { name: 'Check Connection' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Answered in 12 ms');
    expect(within(dialog).queryByRole('button', { name: 'Use these' })).toBeNull();
  });
});

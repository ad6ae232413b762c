import type { WriteRule } from '@hvac/console-domain';
import { writeRuleOf } from '@hvac/console-domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import type { WriteParameterDialogProps } from './WriteParameterDialog';
import { WriteParameterDialog } from './WriteParameterDialog';

const SET_TEMPERATURE = writeRuleOf({
  writable: true,
  min_value: 160,
  max_value: 300,
  scale: 10,
  unit: '°C',
}) as WriteRule;

/** Operation mode: named codes 1–4, of which the device accepts only 1 and 4. */
const OPERATION_MODE = writeRuleOf({
  writable: true,
  min_value: 1,
  max_value: 12,
  allowed_values: [1, 4],
  read_mapping: { '1': 'Cooling', '2': 'Dehumidifying', '3': 'Fan', '4': 'Heating' },
}) as WriteRule;

function open(props: Partial<WriteParameterDialogProps> = {}) {
  const onSend = vi.fn<WriteParameterDialogProps['onSend']>(() => Promise.resolve(undefined));
  const view = render(
    <WriteParameterDialog
      parameterName="Indoor set temperature"
      rule={SET_TEMPERATURE}
      currentRaw={220}
      onSend={onSend}
      defaultOpen
      {...props}
    />,
  );
  const dialog = screen.getByRole('dialog', {
    name: `Write ${props.parameterName ?? 'Indoor set temperature'}`,
  });
  return { ...view, dialog, onSend: props.onSend ? vi.mocked(props.onSend) : onSend };
}

const send = (dialog: HTMLElement) =>
  userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

describe('WriteParameterDialog', () => {
  it('opens with focus in the value field, not on Close (WCAG 2.4.3)', async () => {
    const user = userEvent.setup();
    render(
      <WriteParameterDialog
        parameterName="Indoor set temperature"
        rule={SET_TEMPERATURE}
        currentRaw={220}
        onSend={() => Promise.resolve(undefined)}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Write Indoor set temperature' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write Indoor set temperature' });
    await waitFor(() =>
      expect(within(dialog).getByRole('spinbutton', { name: 'New value (°C)' })).toHaveFocus(),
    );
  });

  it('opens a choice with focus on its select', async () => {
    const { dialog } = open({ parameterName: 'Operation mode', rule: OPERATION_MODE });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'New value' })).toHaveFocus(),
    );
  });

  it('shows the current value and an input held to the range and step, in °C', async () => {
    const { dialog, baseElement } = open();
    expect(within(dialog).getByText('22.0 °C')).toBeVisible();
    const input = within(dialog).getByRole('spinbutton', { name: 'New value (°C)' });
    expect(input).toHaveAttribute('min', '16');
    expect(input).toHaveAttribute('max', '30');
    expect(input).toHaveAttribute('step', '0.1');
    expect(within(dialog).getByText('16.0–30.0 °C')).toBeVisible();
    expect(await axe(baseElement)).toHaveNoViolations();
  }, 20_000);

  it('refuses an empty value, one out of range and one finer than the step, without sending', async () => {
    const { dialog, onSend } = open();
    const input = within(dialog).getByRole('spinbutton', { name: 'New value (°C)' });
    await send(dialog);
    expect(within(dialog).getByText('Enter a value.')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Enter a value.'));

    await userEvent.type(input, '31');
    // Typing clears the message until the next Send.
    expect(within(dialog).queryByText('Enter a value.')).toBeNull();
    await send(dialog);
    expect(within(dialog).getByText('Enter a value from 16.0 to 30.0 °C.')).toBeVisible();
    // Focus goes from Send to the refused field, which reads out its message.
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Enter a value from 16.0 to 30.0 °C.'),
    );

    await userEvent.clear(input);
    await userEvent.type(input, '15.9');
    await send(dialog);
    expect(within(dialog).getByText('Enter a value from 16.0 to 30.0 °C.')).toBeVisible();

    await userEvent.clear(input);
    await userEvent.type(input, '23.55');
    await send(dialog);
    // In range but finer than one raw step: the message says the step, not the range.
    expect(
      within(dialog).getByText('Enter a value in steps of 0.1 °C, such as 23.5 or 23.6.'),
    ).toBeVisible();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends the raw value of the °C entered, at both ends of the range', async () => {
    const { dialog, onSend } = open();
    const input = within(dialog).getByRole('spinbutton', { name: 'New value (°C)' });
    await userEvent.type(input, '23.5');
    await send(dialog);
    expect(onSend).toHaveBeenLastCalledWith(235);
    await userEvent.clear(input);
    await userEvent.type(input, '16');
    await send(dialog);
    expect(onSend).toHaveBeenLastCalledWith(160);
    await userEvent.clear(input);
    await userEvent.type(input, '30');
    await send(dialog);
    expect(onSend).toHaveBeenLastCalledWith(300);
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('is busy while the write is on its way, then shows what the server refused with the value kept', async () => {
    let answer: (message: string | undefined) => void = () => undefined;
    const onSend = vi.fn(
      () =>
        new Promise<string | undefined>((resolve) => {
          answer = resolve;
        }),
    );
    const { dialog } = open({ onSend });
    const input = within(dialog).getByRole('spinbutton', { name: 'New value (°C)' });
    await userEvent.type(input, '29');
    await send(dialog);
    const button = within(dialog).getByRole('button', { name: 'Send' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');

    answer('Enter a value from 16.0 to 28.0 °C.');
    expect(await within(dialog).findByText('Enter a value from 16.0 to 28.0 °C.')).toBeVisible();
    expect(input).toHaveValue(29);
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('says the write failed when the request fails, keeping what was typed', async () => {
    const { dialog } = open({ onSend: vi.fn(() => Promise.reject(new Error('network'))) });
    const input = within(dialog).getByRole('spinbutton', { name: 'New value (°C)' });
    await userEvent.type(input, '24');
    await send(dialog);
    expect(await within(dialog).findByText('Failed to write the parameter.')).toBeVisible();
    expect(input).toHaveValue(24);
  });

  it.each([
    ['incomplete', 'In progress.'],
    ['complete', 'It was successful.'],
    ['failed', 'It has failed.'],
  ] as const)('reads the change-log status %s as “%s”', (status, text) => {
    const { dialog } = open({ status });
    expect(within(dialog).getByRole('status')).toHaveTextContent(text);
    // A write in progress cannot be sent again.
    expect(within(dialog).getByRole('button', { name: 'Send' })).toHaveProperty(
      'disabled',
      status === 'incomplete',
    );
  });

  it('offers only the allowed codes by name and sends the chosen code', async () => {
    // Choosing a value must not switch the select from uncontrolled to controlled (a warning).
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { dialog, onSend } = open({
      parameterName: 'Operation mode',
      rule: OPERATION_MODE,
      currentRaw: 4,
    });
    expect(within(dialog).getByText('Heating', { selector: 'strong' })).toBeVisible();
    await send(dialog);
    expect(within(dialog).getByText('Enter a value.')).toBeVisible();
    expect(onSend).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('combobox', { name: 'New value' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Cooling', 'Heating']);
    await user.click(screen.getByRole('option', { name: 'Cooling' }));
    await send(dialog);
    expect(onSend).toHaveBeenCalledWith(1);
    const said = [...warn.mock.calls, ...error.mock.calls].map((call) => String(call[0]));
    warn.mockRestore();
    error.mockRestore();
    expect(said.filter((message) => /uncontrolled|controlled/.test(message))).toEqual([]);
  });
});

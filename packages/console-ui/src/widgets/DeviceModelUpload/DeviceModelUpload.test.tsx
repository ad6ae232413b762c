import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { MODEL_FILE } from '../fixtures/realDevices';
import { DeviceModelUpload } from './DeviceModelUpload';

const file = (content: string, name = 'model.json') =>
  new File([content], name, { type: 'application/json' });

describe('DeviceModelUpload', { timeout: 20_000 }, () => {
  it('refuses a file that is not JSON at once, without sending it', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn(() => Promise.resolve());
    const { container } = render(<DeviceModelUpload onSubmit={onSubmit} />);
    await user.upload(screen.getByLabelText(/Model file/), file('{"key": ', 'broken.json'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Problems in the file broken.json');
    expect(alert).toHaveTextContent('The file is not valid JSON.');
    await user.click(screen.getByRole('button', { name: 'Add Device Model' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Model file/)).toHaveFocus();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('sends a file with missing fields, and shows every problem the server answers at once', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn(() =>
      Promise.reject(
        Object.assign(new Error('Bad Request'), {
          fieldErrors: {
            manufacturer: ['This field is required.'],
            is_single_unit: ['This field must be true or false.'],
            'parameters.general.#2.modbus_type': ['Expected coil or register.'],
          },
        }),
      ),
    );
    render(<DeviceModelUpload onSubmit={onSubmit} />);
    const { manufacturer: _omitted, ...rest } = MODEL_FILE;
    const broken = { ...rest, is_single_unit: 'no' };
    await user.upload(
      screen.getByLabelText(/Model file/),
      file(JSON.stringify(broken), 'broken.json'),
    );
    // No summary to show yet: the file's name.
    expect(await screen.findByRole('status')).toHaveTextContent('Ready to add: broken.json');
    await user.click(screen.getByRole('button', { name: 'Add Device Model' }));
    expect(onSubmit).toHaveBeenCalledWith(broken);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('manufacturer: This field is required.');
    expect(alert).toHaveTextContent('is_single_unit: This field must be true or false.');
    expect(alert).toHaveTextContent(
      'parameters.general.#2.modbus_type: Expected coil or register.',
    );
    await waitFor(() => expect(screen.getByLabelText(/Model file/)).toHaveFocus());
  });

  it("sends a valid file and lists the server's messages with their paths", async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn(() =>
      Promise.reject(
        Object.assign(new Error('Bad Request'), {
          fieldErrors: { 'parameters.indoor.2.offset': ['Expected a number.'] },
        }),
      ),
    );
    render(<DeviceModelUpload onSubmit={onSubmit} />);
    await user.upload(screen.getByLabelText(/Model file/), file(JSON.stringify(MODEL_FILE)));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Ready to add: Acme VRF 1 A1 (VRF)',
    );
    await user.click(screen.getByRole('button', { name: 'Add Device Model' }));
    expect(onSubmit).toHaveBeenCalledWith(MODEL_FILE);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'parameters.indoor.2.offset: Expected a number.',
    );
  });

  it('asks for a file, and clears after a model was added', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<DeviceModelUpload onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Add Device Model' }));
    expect(screen.getByLabelText(/Model file/)).toHaveAccessibleDescription(
      expect.stringContaining('Choose a JSON file of the model.'),
    );
    await user.upload(screen.getByLabelText(/Model file/), file(JSON.stringify(MODEL_FILE)));
    await screen.findByRole('status');
    await user.click(screen.getByRole('button', { name: 'Add Device Model' }));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

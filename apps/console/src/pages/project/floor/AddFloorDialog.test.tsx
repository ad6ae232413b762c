import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AddFloorDialogProps } from './AddFloorDialog';
import { AddFloorDialog } from './AddFloorDialog';

afterEach(cleanup);

// The picker's `accept` is only a hint (a user may choose "All files"): the dialog checks the name too.
const user = () => userEvent.setup({ applyAccept: false });

async function openDialog(
  onAdd = vi.fn<AddFloorDialogProps['onAdd']>(() => Promise.resolve(undefined)),
) {
  render(<AddFloorDialog nextOrder={2} onAdd={onAdd} />);
  await user().click(screen.getByRole('button', { name: 'Add Floor' }));
  return { dialog: within(await screen.findByRole('dialog', { name: 'Add Floor' })), onAdd };
}

describe('AddFloorDialog', () => {
  it('refuses a file that is not a .jpeg, .jpg or .png image as it is chosen', async () => {
    const { dialog, onAdd } = await openDialog();
    const input = dialog.getByLabelText(/Floor image/);
    expect(input).toHaveAttribute('accept', '.jpeg,.jpg,.png');
    await user().upload(input, new File(['MZ'], 'notes.exe'));
    expect(dialog.getByText('Rejected files: notes.exe')).toBeVisible();
    await user().type(dialog.getByRole('textbox', { name: /Floor name/ }), 'Ground');
    await user().click(dialog.getByRole('button', { name: 'Add' }));
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('moves focus to the first invalid field after a refused submit, so its message is read', async () => {
    const { dialog } = await openDialog();
    await user().click(dialog.getByRole('button', { name: 'Add' }));
    const name = dialog.getByRole('textbox', { name: /Floor name/ });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription('Floor name is required.');
  });

  it('moves focus to the field the server refused', async () => {
    const onAdd = vi.fn<AddFloorDialogProps['onAdd']>(() =>
      Promise.resolve({ order: 'A floor with this order exists.' }),
    );
    const { dialog } = await openDialog(onAdd);
    await user().type(dialog.getByRole('textbox', { name: /Floor name/ }), 'Ground');
    await user().upload(dialog.getByLabelText(/Floor image/), new File(['png'], 'ground.png'));
    await user().click(dialog.getByRole('button', { name: 'Add' }));
    const order = dialog.getByRole('spinbutton', { name: /Order/ });
    await waitFor(() => expect(order).toHaveFocus());
    expect(order).toHaveAccessibleDescription('A floor with this order exists.');
  });
});

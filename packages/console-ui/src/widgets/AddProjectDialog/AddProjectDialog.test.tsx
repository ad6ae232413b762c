import { TEXT_MESSAGES } from '@hvac/console-domain';
import type { BoundFunctions, queries } from '@testing-library/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddProjectDialog } from './AddProjectDialog';

function open() {
  const onSubmit = vi.fn(() => Promise.resolve());
  render(<AddProjectDialog onSubmit={onSubmit} defaultOpen />);
  const dialog = screen.getByRole('dialog', { name: 'Add Project' });
  return { dialog: within(dialog), onSubmit };
}

// The picker's `accept` is only a hint (a user may choose "All files"): the form checks the name too.
const user = () => userEvent.setup({ applyAccept: false });

async function fillIn(dialog: BoundFunctions<typeof queries>) {
  const typist = user();
  await typist.type(dialog.getByRole('textbox', { name: /Project Name/ }), 'Subotica City Hall');
  await typist.type(dialog.getByRole('textbox', { name: /City/ }), 'Subotica');
  await typist.type(dialog.getByRole('textbox', { name: /Street/ }), 'Trg slobode 1');
  await typist.type(dialog.getByRole('textbox', { name: /Zip Code/ }), '24000');
}

describe('AddProjectDialog image (DECISIONS.md: .jpeg, .jpg and .png only)', () => {
  it('refuses another file as it is chosen, on the field, and never sends it', async () => {
    const { dialog, onSubmit } = open();
    await fillIn(dialog);
    const input = dialog.getByLabelText('Image (optional)');
    expect(input).toHaveAttribute('accept', '.jpeg,.jpg,.png');
    await user().upload(input, new File(['MZ'], 'notes.exe', { type: 'application/x-msdownload' }));
    expect(dialog.getByText('Rejected files: notes.exe')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user().click(dialog.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]).toEqual([
      expect.objectContaining({ image: null }),
      expect.any(Function),
    ]);
  });

  it('takes a PNG, clearing an earlier refusal', async () => {
    const { dialog, onSubmit } = open();
    await fillIn(dialog);
    const input = dialog.getByLabelText('Image (optional)');
    await user().upload(input, new File(['GIF89a'], 'plan.gif', { type: 'image/gif' }));
    expect(dialog.getByText('Rejected files: plan.gif')).toBeVisible();
    const png = new File(['png'], 'plan.png', { type: 'image/png' });
    await user().upload(input, png);
    expect(dialog.queryByText(/Rejected files/)).toBeNull();
    await user().click(dialog.getByRole('button', { name: 'Create' }));
    expect(onSubmit.mock.calls[0]).toEqual([
      expect.objectContaining({ image: png }),
      expect.any(Function),
    ]);
  });
});

describe(
  'AddProjectDialog names (console-domain hasControlCharacters)',
  { timeout: 20_000 },
  () => {
    it('shows the control-character message on the name field and sends nothing', async () => {
      const { dialog, onSubmit } = open();
      await fillIn(dialog);
      const name = dialog.getByRole('textbox', { name: /Project Name/ });
      await user().type(name, '\u200b\u2028');
      await user().click(dialog.getByRole('button', { name: 'Create' }));
      expect(dialog.getByText(TEXT_MESSAGES.CONTROL_CHARACTERS)).toBeVisible();
      expect(name).toHaveAttribute('aria-invalid', 'true');
      expect(onSubmit).not.toHaveBeenCalled();
    });
  },
);

import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { AddAreaDialog } from './AddAreaDialog';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// jsdom lacks what Radix Select calls while its list opens.
beforeAll(() => {
  const element = Element.prototype as unknown as Record<string, unknown>;
  element.hasPointerCapture ??= () => false;
  element.releasePointerCapture ??= () => undefined;
  element.scrollIntoView ??= () => undefined;
});

const options = [
  { value: '1', label: 'System 1 · Unit 1 · Director office 1 · BW-VRF-01' },
  { value: '7', label: 'System 1 · Unit 1 · Director office 1 · BW-VRF-02' },
];

describe('AddAreaDialog', () => {
  it('keeps the unit list controlled from the start (no uncontrolled-to-controlled warning)', async () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const onAdd = vi.fn(() => Promise.resolve('area-1'));
    const user = userEvent.setup();
    render(<AddAreaDialog unitOptions={options} onAdd={onAdd} />);
    await user.click(screen.getByRole('button', { name: 'Add New Area' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add New Area' }));
    await user.type(dialog.getByRole('textbox', { name: /Label/ }), 'Lobby');
    await user.click(dialog.getByRole('combobox', { name: /Unit number/ }));
    await user.click(
      await screen.findByRole('option', {
        name: 'System 1 · Unit 1 · Director office 1 · BW-VRF-02',
      }),
    );
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(onAdd).toHaveBeenCalledWith({ label: 'Lobby', indoorUnitId: 7, unitType: 'kasetna' }),
    );
    const switched = [...warn.mock.calls, ...error.mock.calls].filter((call) =>
      String(call[0]).includes('uncontrolled to controlled'),
    );
    expect(switched).toEqual([]);
  });

  it('says why a project without indoor units has nothing to place, and offers no Add', async () => {
    const user = userEvent.setup();
    render(<AddAreaDialog unitOptions={[]} onAdd={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Add New Area' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add New Area' }));
    expect(dialog.getByText(/no devices with indoor units/)).toBeVisible();
    expect(dialog.queryByRole('button', { name: 'Add' })).toBeNull();
  });
});

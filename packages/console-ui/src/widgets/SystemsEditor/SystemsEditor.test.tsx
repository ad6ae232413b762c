import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { SystemsEditor } from './SystemsEditor';
import type { SystemRowValue } from './systemRows';
import { systemRowsOf } from './systemRows';

function Harness({
  initial = [],
  errors,
}: {
  initial?: SystemRowValue[];
  errors?: Record<string, string>;
}) {
  const [systems, setSystems] = useState(initial);
  return (
    <>
      <SystemsEditor systems={systems} onChange={setSystems} errors={errors} />
      <output data-testid="value">
        {JSON.stringify(
          systems.map((system) => [system.unit, system.indoor_units.map((unit) => unit.unit)]),
        )}
      </output>
    </>
  );
}

const value = () => JSON.parse(screen.getByTestId('value').textContent ?? '[]') as unknown;

describe('SystemsEditor', { timeout: 20_000 }, () => {
  it('numbers new systems and indoor units after the others (indoor numbers device-wide)', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <Harness
        initial={systemRowsOf([
          { unit: 1, indoor_units: [{ unit: 4, name: 'Hall', unit_type: 'regular' }] },
        ])}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Add System' }));
    expect(screen.getAllByRole('textbox', { name: /System number/ })[1]).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Add Indoor Unit to System 2' }));
    expect(value()).toEqual([
      ['1', ['4']],
      ['2', ['5']],
    ]);
  });

  it('moves focus to the add button of the list a row left, never to the page', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <Harness
        initial={systemRowsOf([
          {
            unit: 1,
            indoor_units: [
              { unit: 1, name: 'Hall', unit_type: 'regular' },
              { unit: 2, name: 'Office', unit_type: 'ducted' },
            ],
          },
        ])}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Remove indoor unit 1 of System 1' }));
    expect(value()).toEqual([['1', ['2']]]);
    expect(screen.getByRole('button', { name: 'Add Indoor Unit to System 1' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove System 1' }));
    expect(value()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Add System' })).toHaveFocus();
  });

  it('shows messages on their rows and passes axe', async () => {
    const { container } = render(
      <Harness
        initial={systemRowsOf([
          { unit: 1, indoor_units: [{ unit: 1, name: '', unit_type: 'regular' }] },
        ])}
        errors={{
          'systems.0.indoor_units.0.name': 'Name is required',
          systems: 'Add at least one system.',
        }}
      />,
    );
    const list = screen.getByRole('list', { name: 'Indoor units, System 1' });
    expect(within(list).getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription(
      'Name is required',
    );
    expect(screen.getByRole('group', { name: 'Systems' })).toHaveAccessibleDescription(
      'Add at least one system.',
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { DEBUG_PARAMETERS, DEBUG_VALUES } from '../fixtures/debug';
import { DebugParameterTable } from './DebugParameterTable';

describe('DebugParameterTable', () => {
  it('lists every coil and register with its unit, formula and raw value', () => {
    render(<DebugParameterTable parameters={DEBUG_PARAMETERS} values={DEBUG_VALUES} />);
    const table = screen.getByRole('table');
    expect(within(table).getByText('3 coils and 4 registers')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    expect(rows[0]).toHaveTextContent('DeviceOutdoor ambient temperaturestatusregister100100187');
    expect(rows[2]).toHaveTextContent('Outdoor unit 1Compressor frequency');
    expect(rows[2]).toHaveTextContent('1000 + (j - 1) * 16 + 0');
    expect(rows[5]).toHaveTextContent('Indoor unit 2Set temperature');
    expect(rows[5]).toHaveTextContent('2000 + (i - 1) * 16 + 3');
    // Not reported: the dash, never 'null' or an empty cell.
    expect(within(rows[5]).getAllByRole('cell').at(-1)).toHaveTextContent('—');
    expect(within(rows[6]).getAllByRole('cell').at(-1)).toHaveTextContent('0');
  });

  it('shows loading, empty and failed states, and reads again', async () => {
    const onRead = vi.fn();
    const { rerender } = render(<DebugParameterTable parameters={[]} values={undefined} loading />);
    expect(screen.getByRole('region', { name: 'Coils and registers' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    rerender(<DebugParameterTable parameters={[]} values={undefined} />);
    expect(screen.getByText('No coils or registers configured')).toBeInTheDocument();
    rerender(
      <DebugParameterTable
        parameters={DEBUG_PARAMETERS}
        values={undefined}
        errorMessage="Failed to load real-time parameters. Server error"
        onRead={onRead}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to load real-time parameters. Server error',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Read again' }));
    expect(onRead).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <DebugParameterTable parameters={DEBUG_PARAMETERS} values={DEBUG_VALUES} onRead={vi.fn()} />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { INDOOR_COOLING, INDOOR_FAULT } from '../fixtures/devices';
import { IndoorUnitCard } from './IndoorUnitCard';

function valueOf(label: string): string | null {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

describe('IndoorUnitCard', () => {
  it('shows unit, name, status, mode, fan speed and both temperatures', () => {
    render(<IndoorUnitCard unit={3} name="Meeting room" summary={INDOOR_COOLING} />);
    expect(screen.getByRole('region', { name: '3 · Meeting room' })).toBeInTheDocument();
    expect(valueOf('Unit')).toBe('3');
    expect(valueOf('Name')).toBe('Meeting room');
    expect(valueOf('Status')).toBe('On');
    expect(valueOf('Operation Mode')).toBe('Cooling');
    expect(valueOf('Fan Speed')).toBe('Medium');
    expect(valueOf('Ambient Temp')).toBe('24.3 °C');
    expect(valueOf('Set Temp')).toBe('22.0 °C');
  });

  it('reads the temperatures at the model’s scales (an uploaded model in hundredths)', () => {
    render(
      <IndoorUnitCard
        unit={3}
        summary={{ ...INDOOR_COOLING, indoor_set_temp: 2153, indoor_ambient_temp: 2430 }}
        scales={{ indoor_set_temp: 100, indoor_ambient_temp: 100 }}
      />,
    );
    expect(valueOf('Set Temp')).toBe('21.53 °C');
    expect(valueOf('Ambient Temp')).toBe('24.30 °C');
  });

  it('reads hex codes, shows Off and highlights a unit in error', () => {
    render(<IndoorUnitCard unit={4} name="Lobby" summary={INDOOR_FAULT} />);
    expect(valueOf('Status')).toBe('Off');
    expect(valueOf('Operation Mode')).toBe('Auto Dehumidifying');
    expect(valueOf('Fan Speed')).toBe('Quiet R3');
    const card = screen.getByRole('region', { name: '4 · Lobby' });
    expect(card).toHaveAttribute('data-error');
    expect(within(card).getByRole('img', { name: 'Error Status: Error' })).toBeInTheDocument();
  });

  it('shows unknown codes raw and missing values as a dash', () => {
    render(
      <IndoorUnitCard unit={5} summary={{ power: 170, operation_mode: 77, fan_speed: null }} />,
    );
    expect(valueOf('Operation Mode')).toBe('77');
    expect(valueOf('Fan Speed')).toBe('—');
    expect(valueOf('Ambient Temp')).toBe('—');
    expect(valueOf('Name')).toBe('—');
  });

  it('offers the two dialogs when asked to', async () => {
    const user = userEvent.setup();
    const onOpenLatestStats = vi.fn();
    const onOpenHistoricalStats = vi.fn();
    render(
      <IndoorUnitCard
        unit={3}
        name="Office"
        summary={INDOOR_COOLING}
        onOpenLatestStats={onOpenLatestStats}
        onOpenHistoricalStats={onOpenHistoricalStats}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Latest stats, 3 · Office' }));
    await user.click(screen.getByRole('button', { name: 'Historical stats, 3 · Office' }));
    expect(onOpenLatestStats).toHaveBeenCalledTimes(1);
    expect(onOpenHistoricalStats).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        <IndoorUnitCard unit={3} name="Office" summary={INDOOR_COOLING} />
        <IndoorUnitCard unit={4} name="Lobby" summary={INDOOR_FAULT} loading />
      </div>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});

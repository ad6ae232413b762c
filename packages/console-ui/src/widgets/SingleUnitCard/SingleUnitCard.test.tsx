import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import {
  INTERVAL_MS,
  NOW,
  SINGLE_UNIT_HEATING,
  STALE_UPDATED_AT,
  UPDATED_AT,
} from '../fixtures/devices';
import { SingleUnitCard } from './SingleUnitCard';

const handlers = () => ({ onOpenLatestStats: vi.fn(), onOpenHistoricalStats: vi.fn() });

function valueOf(label: string): string | null {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

describe('SingleUnitCard', () => {
  it("shows every field of the specification under the title 'Single Unit'", () => {
    render(<SingleUnitCard summary={SINGLE_UNIT_HEATING} {...handlers()} />);
    expect(screen.getByRole('region', { name: 'Single Unit' })).toBeInTheDocument();
    expect(valueOf('Mode')).toBe('Heating');
    expect(valueOf('Outdoor Temp')).toBe('5.2 °C');
    expect(valueOf('Leaving Water Temp Cool')).toBe('7.0 °C');
    expect(valueOf('Leaving Water Temp Heat')).toBe('45.5 °C');
    expect(valueOf('Water Temp Set Point')).toBe('50.0 °C');
    expect(valueOf('E-Heater Leaving Water Temp')).toBe('46.2 °C');
    expect(valueOf('Entering Water Temp Sensor')).toBe('40.1 °C');
    expect(valueOf('Water Tank Temp Sensor Two')).toBe('47.8 °C');
    expect(screen.getByRole('img', { name: 'Error Status: No Error' })).toBeInTheDocument();
    expect(screen.getByText('No Error', { selector: 'span' })).toBeInTheDocument();
  });

  it('reads the temperatures at the model’s scales (an uploaded model in hundredths)', () => {
    render(
      <SingleUnitCard
        summary={{ ...SINGLE_UNIT_HEATING, outdoor_ambient_temp: 523, wot_heat: 4550 }}
        scales={{ outdoor_ambient_temp: 100, wot_heat: 100 }}
        {...handlers()}
      />,
    );
    expect(valueOf('Outdoor Temp')).toBe('5.23 °C');
    expect(valueOf('Leaving Water Temp Heat')).toBe('45.50 °C');
    // A value whose answer gives no scale reads in the specification's tenths.
    expect(valueOf('Leaving Water Temp Cool')).toBe('7.0 °C');
  });

  it.each([['on'], [1], ['E3']])('shows an error when error_led_state is %s', (state) => {
    render(
      <SingleUnitCard
        summary={{ ...SINGLE_UNIT_HEATING, error_led_state: state }}
        {...handlers()}
      />,
    );
    expect(screen.getByRole('img', { name: 'Error Status: Error' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Single Unit' })).toHaveAttribute('data-error');
  });

  it.each([['off'], [0], [null]])('shows no error when error_led_state is %s', (state) => {
    render(
      <SingleUnitCard
        summary={{ ...SINGLE_UNIT_HEATING, error_led_state: state }}
        {...handlers()}
      />,
    );
    expect(screen.getByRole('img', { name: 'Error Status: No Error' })).toBeInTheDocument();
  });

  it('titles itself at the heading level the page asks for', () => {
    const { rerender } = render(<SingleUnitCard summary={SINGLE_UNIT_HEATING} {...handlers()} />);
    expect(screen.getByRole('heading', { name: 'Single Unit', level: 3 })).toBeInTheDocument();
    rerender(<SingleUnitCard summary={SINGLE_UNIT_HEATING} headingLevel={2} {...handlers()} />);
    expect(screen.getByRole('heading', { name: 'Single Unit', level: 2 })).toBeInTheDocument();
  });

  it('opens both dialogs and shows the value age, stale after two intervals', async () => {
    const user = userEvent.setup();
    const callbacks = handlers();
    const { rerender } = render(
      <SingleUnitCard
        summary={SINGLE_UNIT_HEATING}
        now={NOW}
        updatedAt={UPDATED_AT}
        intervalMs={INTERVAL_MS}
        {...callbacks}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Latest stats, Single Unit' }));
    await user.click(screen.getByRole('button', { name: 'Historical stats, Single Unit' }));
    expect(callbacks.onOpenLatestStats).toHaveBeenCalledTimes(1);
    expect(callbacks.onOpenHistoricalStats).toHaveBeenCalledTimes(1);
    expect(screen.getByText('updated 12 s ago')).toBeInTheDocument();
    expect(screen.queryByText('Stale')).toBeNull();
    rerender(
      <SingleUnitCard
        summary={SINGLE_UNIT_HEATING}
        now={NOW}
        updatedAt={STALE_UPDATED_AT}
        intervalMs={INTERVAL_MS}
        {...callbacks}
      />,
    );
    expect(screen.getByText('Stale')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <SingleUnitCard
        summary={{ ...SINGLE_UNIT_HEATING, error_led_state: 'on' }}
        now={NOW}
        updatedAt={STALE_UPDATED_AT}
        intervalMs={INTERVAL_MS}
        {...handlers()}
      />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});

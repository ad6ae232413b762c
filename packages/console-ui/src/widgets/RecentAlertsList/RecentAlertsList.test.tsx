import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { ALERTS } from '../fixtures/dashboard';
import { RecentAlertsList } from './RecentAlertsList';

describe('RecentAlertsList', () => {
  it('shows up to five unresolved alerts with unit id, parameter, value and time', () => {
    render(<RecentAlertsList alerts={ALERTS} onOpenProject={vi.fn()} timeZone="UTC" />);
    const items = within(screen.getByRole('list')).getAllByRole('button');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('VRF-0001 · Compressor error');
    expect(items[0]).toHaveTextContent('1 · March 14, 2026 at 09:12');
    expect(screen.queryByText(/Outdoor ambient temperature/)).toBeNull();
    expect(screen.queryByText(/Suction pressure/)).toBeNull();
  });

  it('opens the alert’s project by click and by keyboard', async () => {
    const user = userEvent.setup();
    const onOpenProject = vi.fn();
    render(<RecentAlertsList alerts={ALERTS} onOpenProject={onOpenProject} timeZone="UTC" />);
    await user.click(screen.getByRole('button', { name: /Water tank temperature/ }));
    expect(onOpenProject).toHaveBeenLastCalledWith(ALERTS[2]);
    screen.getByRole('button', { name: /Fan motor error/ }).focus();
    await user.keyboard('{Enter}');
    expect(onOpenProject).toHaveBeenLastCalledWith(ALERTS[3]);
  });

  it("shows 'No alerts' when nothing is unresolved", () => {
    render(<RecentAlertsList alerts={[{ ...ALERTS[1] }]} onOpenProject={vi.fn()} timeZone="UTC" />);
    expect(screen.getByText('No alerts')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows loading and error states', () => {
    const { rerender } = render(
      <RecentAlertsList alerts={undefined} onOpenProject={vi.fn()} loading />,
    );
    expect(screen.getByRole('region', { name: 'Recent Alerts' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.queryByText('No alerts')).toBeNull();
    rerender(
      <RecentAlertsList
        alerts={undefined}
        onOpenProject={vi.fn()}
        errorMessage="Failed to fetch alarm entries."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch alarm entries.');
  });

  it("reads 'Invalid date' and '—' for broken entries instead of failing", () => {
    render(
      <RecentAlertsList
        alerts={[{ id: 9, device: null, alarm_configuration: null, triggered_at: 'nope' }]}
        onOpenProject={vi.fn()}
      />,
    );
    expect(screen.getByRole('button')).toHaveTextContent('— · —');
    expect(screen.getByRole('button')).toHaveTextContent('Invalid date');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <RecentAlertsList alerts={ALERTS} onOpenProject={vi.fn()} timeZone="UTC" />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});

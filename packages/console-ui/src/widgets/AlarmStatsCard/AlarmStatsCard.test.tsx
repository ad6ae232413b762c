import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { ALARM_COUNTS } from '../fixtures/dashboard';
import { AlarmStatsCard } from './AlarmStatsCard';

function valueOf(label: string) {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('AlarmStatsCard', () => {
  it("shows the three periods as '{n} alarms'", () => {
    render(<AlarmStatsCard counts={ALARM_COUNTS} />);
    expect(screen.getByRole('region', { name: 'Alarm Entry Stats' })).toBeInTheDocument();
    expect(valueOf('Last 7 days')).toBe('3 alarms');
    expect(valueOf('Last 30 days')).toBe('12 alarms');
    expect(valueOf('Last 90 days')).toBe('41 alarms');
  });

  it('shows 0 where a count is missing', () => {
    render(<AlarmStatsCard counts={{ 30: 2, 90: null }} />);
    expect(valueOf('Last 7 days')).toBe('0 alarms');
    expect(valueOf('Last 30 days')).toBe('2 alarms');
    expect(valueOf('Last 90 days')).toBe('0 alarms');
  });

  it('shows placeholders while loading and the message on failure', () => {
    const { rerender } = render(<AlarmStatsCard counts={undefined} loading />);
    expect(screen.getByRole('region')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(/alarms/)).toBeNull();
    rerender(<AlarmStatsCard counts={undefined} errorMessage="Server error" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Server error');
  });

  it('has no axe violations', async () => {
    const { container } = render(<AlarmStatsCard counts={ALARM_COUNTS} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

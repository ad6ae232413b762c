import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import {
  INTERVAL_MS,
  NOW,
  OUTDOOR_FAULT,
  OUTDOOR_OFF,
  OUTDOOR_RUNNING,
  STALE_UPDATED_AT,
  UPDATED_AT,
} from '../fixtures/devices';
import { OutdoorSystemCard } from './OutdoorSystemCard';

const callbacks = () => ({ onOpenLatestStats: vi.fn(), onOpenHistoricalStats: vi.fn() });

describe('OutdoorSystemCard', () => {
  it('shows the title, power, outdoor temperature and both error states in words', () => {
    render(<OutdoorSystemCard unit={2} summary={OUTDOOR_RUNNING} {...callbacks()} />);
    expect(screen.getByRole('region', { name: 'System 2' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Power: On' })).toBeInTheDocument();
    expect(screen.getByText('Outdoor Temp')).toBeInTheDocument();
    expect(screen.getByText('18.5 °C')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Outdoor: No Error' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Indoor: No Error' })).toBeInTheDocument();
    // The state is written out next to the tick, not only 'Outdoor error' beside a green icon.
    expect(screen.getByText('Outdoor: No Error', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('Indoor: No Error', { selector: 'span' })).toBeInTheDocument();
  });

  it('shows power off and an active error with their own status', () => {
    const { rerender } = render(
      <OutdoorSystemCard unit={1} summary={OUTDOOR_OFF} {...callbacks()} />,
    );
    const status = (name: string) =>
      screen.getByRole('img', { name }).closest('[data-status]')?.getAttribute('data-status');
    expect(status('Power: Off')).toBe('off');
    rerender(<OutdoorSystemCard unit={1} summary={OUTDOOR_FAULT} {...callbacks()} />);
    expect(status('Power: On')).toBe('on');
    expect(status('Outdoor: Error')).toBe('error');
    expect(status('Indoor: No Error')).toBe('ok');
  });

  it('toggles the highlight by click on the card and by Enter on the title', async () => {
    const user = userEvent.setup();
    const onHighlightedChange = vi.fn();
    render(
      <OutdoorSystemCard
        unit={3}
        summary={OUTDOOR_RUNNING}
        onHighlightedChange={onHighlightedChange}
        {...callbacks()}
      />,
    );
    const card = screen.getByRole('region', { name: 'System 3' });
    const toggle = screen.getByRole('button', { name: 'System 3' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByText('18.5 °C'));
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(card).toHaveAttribute('data-highlighted');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(card).not.toHaveAttribute('data-highlighted');
    expect(onHighlightedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('starts highlighted when the system has an error', () => {
    render(<OutdoorSystemCard unit={4} summary={OUTDOOR_FAULT} {...callbacks()} />);
    expect(screen.getByRole('button', { name: 'System 4' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('region', { name: 'System 4' })).toHaveAttribute('data-error');
  });

  it('opens the two dialogs without toggling the highlight', async () => {
    const user = userEvent.setup();
    const handlers = callbacks();
    render(<OutdoorSystemCard unit={5} summary={OUTDOOR_RUNNING} {...handlers} />);
    await user.click(screen.getByRole('button', { name: 'Latest stats, System 5' }));
    await user.click(screen.getByRole('button', { name: 'Historical stats, System 5' }));
    expect(handlers.onOpenLatestStats).toHaveBeenCalledTimes(1);
    expect(handlers.onOpenHistoricalStats).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'System 5' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('shows the value age and marks values older than two intervals as stale', () => {
    const { rerender } = render(
      <OutdoorSystemCard
        unit={1}
        summary={OUTDOOR_RUNNING}
        now={NOW}
        updatedAt={UPDATED_AT}
        intervalMs={INTERVAL_MS}
        {...callbacks()}
      />,
    );
    expect(screen.getByText('updated 12 s ago')).toHaveAttribute(
      'datetime',
      '2026-03-14T09:29:48.000Z',
    );
    expect(screen.queryByText('Stale')).toBeNull();
    rerender(
      <OutdoorSystemCard
        unit={1}
        summary={OUTDOOR_RUNNING}
        now={NOW}
        updatedAt={STALE_UPDATED_AT}
        intervalMs={INTERVAL_MS}
        {...callbacks()}
      />,
    );
    expect(screen.getByText('updated 55 s ago')).toBeInTheDocument();
    expect(screen.getByText('Stale')).toBeInTheDocument();
  });

  it('shows placeholders while loading and the message of a failed read', () => {
    render(
      <OutdoorSystemCard
        unit={1}
        summary={undefined}
        loading
        errorMessage="Failed to load real-time parameters. timeout"
        {...callbacks()}
      />,
    );
    expect(screen.getByRole('region', { name: 'System 1' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('—')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to load real-time parameters. timeout',
    );
  });

  it('has no axe violations, plain and highlighted with an error', async () => {
    const { container } = render(
      <div>
        <OutdoorSystemCard unit={1} summary={OUTDOOR_RUNNING} {...callbacks()} />
        <OutdoorSystemCard
          unit={2}
          summary={OUTDOOR_FAULT}
          now={NOW}
          updatedAt={STALE_UPDATED_AT}
          intervalMs={INTERVAL_MS}
          {...callbacks()}
        />
      </div>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});

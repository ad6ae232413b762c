import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { CHANGE_LOG_BY_STATUS, changeLogEntries } from '../fixtures/changeLog';
import { ChangeLogTimeline } from './ChangeLogTimeline';

const idle = { loading: false, hasMore: false, onLoadMore: vi.fn(), timeZone: 'UTC' };

describe('ChangeLogTimeline', () => {
  it('words each entry as projects.md §2 says, coloured by status', () => {
    render(<ChangeLogTimeline {...idle} entries={CHANGE_LOG_BY_STATUS} />);
    expect(screen.getByRole('heading', { name: 'Change Log Entries' })).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(4);

    expect(within(items[0]).getByRole('heading')).toHaveTextContent('register write - complete');
    expect(items[0]).toHaveTextContent(
      'Marko Jovanović sent register write with parameter Indoor set temperature and value 235. It was successful.',
    );
    expect(items[0]).toHaveAttribute('data-tone', 'primary');
    expect(within(items[0]).getByText('March 14, 2026 at 04:30')).toHaveAttribute(
      'datetime',
      '2026-03-14T04:30:00.000Z',
    );

    expect(within(items[1]).getByRole('heading')).toHaveTextContent('register write - failed');
    expect(items[1]).toHaveTextContent('It has failed.');
    expect(items[1]).toHaveAttribute('data-tone', 'negative');
    expect(items[2]).toHaveTextContent('coil write - incomplete');
    expect(items[2]).toHaveTextContent('In progress.');
    expect(items[2]).toHaveAttribute('data-tone', 'secondary');
    expect(items[3]).toHaveTextContent('reset-filter-timer - queued');
    expect(items[3]).toHaveTextContent('sent reset-filter-timer with parameter');
    expect(items[3]).toHaveTextContent('Status unknown.');
    expect(items[3]).toHaveAttribute('data-tone', 'none');
    // Every entry carries the done_all icon, hidden from assistive technology.
    for (const item of items) expect(item.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it("reads 'Invalid date' for a missing time", () => {
    render(
      <ChangeLogTimeline {...idle} entries={[{ ...CHANGE_LOG_BY_STATUS[0], created_at: null }]} />,
    );
    expect(screen.getByText('Invalid date')).toBeInTheDocument();
  });

  it("shows 'No entries yet.' only when empty and not loading", () => {
    const { rerender } = render(<ChangeLogTimeline {...idle} entries={[]} />);
    expect(screen.getByText('No entries yet.')).toBeInTheDocument();
    rerender(<ChangeLogTimeline {...idle} entries={[]} loading hasMore />);
    expect(screen.queryByText('No entries yet.')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading more entries...');
    expect(screen.getByRole('region', { name: 'Change Log Entries' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('shows a failed page with Retry and asks for nothing more', async () => {
    const onRetry = vi.fn();
    const onLoadMore = vi.fn();
    render(
      <ChangeLogTimeline
        {...idle}
        entries={changeLogEntries(20)}
        hasMore
        onLoadMore={onLoadMore}
        errorMessage="Error fetching project change logs"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error fetching project change logs');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <ChangeLogTimeline {...idle} entries={CHANGE_LOG_BY_STATUS} loading hasMore />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});

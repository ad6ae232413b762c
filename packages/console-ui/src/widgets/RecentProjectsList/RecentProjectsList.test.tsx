import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { RECENT_PROJECTS } from '../fixtures/dashboard';
import { RecentProjectsList } from './RecentProjectsList';

describe('RecentProjectsList', () => {
  it("lists the projects from their 'name_id' strings and opens one by id", async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(<RecentProjectsList projects={RECENT_PROJECTS} onOpen={onOpen} />);
    const items = within(screen.getByRole('list')).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      'Usce Tower',
      'Airport_City_Phase_2',
      'Novi Sad Business Centre',
    ]);
    await user.click(items[1]);
    expect(onOpen).toHaveBeenCalledWith('3', { name: 'Airport_City_Phase_2', id: '3' });
  });

  it('skips malformed strings', () => {
    render(<RecentProjectsList projects={['no id', 'Tower_', 'Lab_9']} onOpen={vi.fn()} />);
    expect(within(screen.getByRole('list')).getAllByRole('button')).toHaveLength(1);
  });

  it("shows 'No recent projects available' when empty", () => {
    render(<RecentProjectsList projects={[]} onOpen={vi.fn()} />);
    expect(screen.getByText('No recent projects available')).toBeInTheDocument();
  });

  it('shows loading and error states', () => {
    const { rerender } = render(<RecentProjectsList projects={null} onOpen={vi.fn()} loading />);
    expect(screen.getByRole('region', { name: 'Recent Projects' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    rerender(<RecentProjectsList projects={null} onOpen={vi.fn()} errorMessage="Server error" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Server error');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <RecentProjectsList projects={RECENT_PROJECTS} onOpen={vi.fn()} />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});

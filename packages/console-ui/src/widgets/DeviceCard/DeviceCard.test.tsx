import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { DEVICES } from '../fixtures/devices';
import { OFFLINE_STATUS, ONLINE_STATUS } from '../fixtures/realDevices';
import { DeviceCard } from './DeviceCard';

describe('DeviceCard', () => {
  it('shows the Unit ID and activates on click, Enter and Space', async () => {
    const user = userEvent.setup();
    const onActivate = vi.fn();
    render(<DeviceCard device={DEVICES[1]} onActivate={onActivate} />);
    const card = screen.getByRole('button', { name: /Unit ID HP-0042/ });
    expect(card).toHaveTextContent('Heat pump · Airport City');
    await user.click(card);
    card.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onActivate).toHaveBeenCalledTimes(3);
    expect(onActivate).toHaveBeenCalledWith(DEVICES[1]);
  });

  it('says when a real device last answered and why its last poll failed, in its name', () => {
    const { rerender } = render(
      <DeviceCard device={{ ...DEVICES[0], status: OFFLINE_STATUS }} onActivate={vi.fn()} />,
    );
    const card = screen.getByRole('button', { name: /Unit ID VRF-0001 Offline/ });
    expect(card).toHaveAccessibleName(/Last Seen: \S+.*Last Error: No answer within 2 s$/);
    rerender(<DeviceCard device={{ ...DEVICES[0], status: ONLINE_STATUS }} onActivate={vi.fn()} />);
    expect(screen.getByRole('button')).toHaveAccessibleName(/Last Seen: \S/);
    expect(screen.getByRole('button')).not.toHaveAccessibleName(/Last Error/);
  });

  it('has no axe violations', async () => {
    const { container } = render(<DeviceCard device={DEVICES[0]} onActivate={() => undefined} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { OFFLINE_STATUS, ONLINE_STATUS, UNKNOWN_STATUS } from '../fixtures/realDevices';
import { DeviceStateBadge, DeviceStatusSummary } from './DeviceStateBadge';

describe('DeviceStateBadge', () => {
  it.each([
    [ONLINE_STATUS, 'Online'],
    [OFFLINE_STATUS, 'Offline'],
    [UNKNOWN_STATUS, 'Not yet polled'],
    [undefined, 'Not yet polled'],
  ])('%o reads %s', (status, text) => {
    render(<DeviceStateBadge status={status} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});

describe('DeviceStatusSummary', () => {
  it('says since when and why a device is offline', async () => {
    const { container } = render(<DeviceStatusSummary status={OFFLINE_STATUS} timeZone="UTC" />);
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const details = screen.getAllByRole('definition').map((detail) => detail.textContent);
    expect(terms).toEqual(['State', 'Last seen', 'Last error']);
    expect(details).toEqual(['Offline', 'March 14, 2026 at 07:25', 'No answer within 2 s']);
    expect(await axe(container)).toHaveNoViolations();
  });

  it("hides an online device's old error and reads 'Never' before the first poll", () => {
    const { rerender } = render(
      <DeviceStatusSummary status={{ ...ONLINE_STATUS, last_error: 'Connection refused' }} />,
    );
    expect(screen.queryByText('Connection refused')).toBeNull();
    rerender(<DeviceStatusSummary status={UNKNOWN_STATUS} />);
    expect(screen.getByText('Never')).toBeInTheDocument();
  });
});

import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { OFFLINE_DEVICES } from '../fixtures/realDevices';
import { OfflineDevicesCard } from './OfflineDevicesCard';

describe('OfflineDevicesCard', () => {
  it('counts and links the five silent the longest, never seen first', async () => {
    const { container } = render(
      <OfflineDevicesCard
        count={7}
        devices={OFFLINE_DEVICES}
        deviceHref={(device) => `/devices/${device.id}/`}
        timeZone="UTC"
      />,
    );
    const card = screen.getByRole('region', { name: 'Offline Devices' });
    expect(within(card).getByText('7')).toBeInTheDocument();
    const links = within(card).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/devices/3/',
      '/devices/5/',
      '/devices/2/',
      '/devices/1/',
      '/devices/6/',
    ]);
    expect(links[0]).toHaveTextContent('SA-GW-01 · Sarajevo Library');
    expect(links[0]).toHaveTextContent('Offline');
    expect(links[0]).toHaveTextContent('Last seen Never · Connection refused');
    expect(links[1]).toHaveTextContent('Last seen March 12, 2026 at 18:40');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says when every device answers, and shows loading and failure', () => {
    const { rerender } = render(
      <OfflineDevicesCard count={0} devices={[]} deviceHref={() => '/'} />,
    );
    expect(screen.getByText('Every device is answering.')).toBeInTheDocument();
    rerender(
      <OfflineDevicesCard count={undefined} devices={undefined} deviceHref={() => '/'} loading />,
    );
    expect(screen.getByRole('region', { name: 'Offline Devices' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    rerender(
      <OfflineDevicesCard
        count={undefined}
        devices={undefined}
        deviceHref={() => '/'}
        errorMessage="Failed to load offline devices."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load offline devices.');
  });
});

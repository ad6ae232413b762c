import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DeviceStatusSummary } from './DeviceStateBadge/DeviceStateBadge';
import { OfflineDevicesCard } from './OfflineDevicesCard/OfflineDevicesCard';
import { ValueAgeText } from './ValueAgeText/ValueAgeText';
import { InviteDialog } from './InviteDialog/InviteDialog';
import { OutdoorSystemCard } from './OutdoorSystemCard/OutdoorSystemCard';
import { ParameterTable } from './ParameterTable/ParameterTable';
import { ProjectStatusCard } from './ProjectStatusCard/ProjectStatusCard';
import { RecentAlertsList } from './RecentAlertsList/RecentAlertsList';
import { INTERVAL_MS, NOW, OUTDOOR_RUNNING, STALE_UPDATED_AT } from './fixtures/devices';

// Every widget takes its texts from its own defaults, and a product replaces any of them through
// `labels` (a partial override): the replaced ones show, the others keep their defaults.
describe('widget labels', () => {
  it('OutdoorSystemCard shows replaced texts, in its parts too (stats buttons, value age)', () => {
    render(
      <OutdoorSystemCard
        unit={2}
        summary={OUTDOOR_RUNNING}
        onOpenLatestStats={vi.fn()}
        onOpenHistoricalStats={vi.fn()}
        now={NOW}
        updatedAt={STALE_UPDATED_AT}
        intervalMs={INTERVAL_MS}
        labels={{
          power: 'Leistung',
          on: 'Ein',
          outdoorTemperature: 'Außentemperatur',
          latestStats: 'Aktuelle Werte',
          stale: 'Veraltet',
          updated: (ageMs) => `vor ${Math.round(ageMs / 60_000)} min aktualisiert`,
        }}
      />,
    );
    expect(screen.getByRole('img', { name: 'Leistung: Ein' })).toBeInTheDocument();
    expect(screen.getByText('Außentemperatur')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aktuelle Werte, System 2' })).toBeVisible();
    expect(screen.getByText('Veraltet')).toBeVisible();
    expect(screen.getByText(/^vor \d+ min aktualisiert$/)).toBeVisible();
    // Not replaced: the defaults.
    expect(screen.getByRole('button', { name: 'Historical stats, System 2' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Outdoor: No Error' })).toBeInTheDocument();
    expect(screen.queryByText('Outdoor Temp')).toBeNull();
  });

  it('ProjectStatusCard and RecentAlertsList show replaced headings and rows', () => {
    render(
      <>
        <ProjectStatusCard
          counts={{ active_alarms: 3, seven_days: 4, thirty_days: 6 }}
          labels={{ status: 'Zustand', activeAlarms: 'Aktive Alarme' }}
        />
        <RecentAlertsList
          alerts={[]}
          onOpenProject={vi.fn()}
          labels={{ recentAlerts: 'Letzte Alarme', noAlerts: 'Keine Alarme' }}
        />
      </>,
    );
    const status = screen.getByRole('region', { name: 'Zustand' });
    expect(within(status).getByText('Aktive Alarme')).toBeInTheDocument();
    expect(within(status).getByText('Alarms in last 7 days')).toBeInTheDocument();
    const alerts = screen.getByRole('region', { name: 'Letzte Alarme' });
    expect(within(alerts).getByText('Keine Alarme')).toBeVisible();
  });

  it('ParameterTable names its columns and empty state with the replaced texts', () => {
    render(
      <ParameterTable
        rows={[]}
        unitKind="outdoor"
        aria-label="Parameter"
        labels={{ parameterName: 'Name des Parameters', noParameters: 'Keine Parameter' }}
      />,
    );
    expect(screen.getByRole('columnheader', { name: /Name des Parameters/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Parameter Type/ })).toBeInTheDocument();
    expect(screen.getByText('Keine Parameter')).toBeVisible();
  });

  it('InviteDialog names the dialog, fields and buttons with the replaced texts', async () => {
    render(
      <InviteDialog
        permissionTypes={['company_operator']}
        onSubmit={vi.fn(() => Promise.resolve())}
        defaultOpen
        labels={{
          inviteUser: 'Benutzer einladen',
          email: 'E-Mail-Adresse',
          invite: 'Einladen',
          cancel: 'Abbrechen',
        }}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Benutzer einladen' });
    expect(within(dialog).getByRole('textbox', { name: /E-Mail-Adresse/ })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Einladen' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeVisible();
    expect(within(dialog).getByText('Permission Type')).toBeInTheDocument();
  });

  it('ValueAgeText alone takes the same labels', () => {
    render(
      <ValueAgeText
        now={NOW}
        updatedAt={STALE_UPDATED_AT}
        intervalMs={INTERVAL_MS}
        labels={{ stale: 'Veraltet' }}
      />,
    );
    expect(screen.getByText('Veraltet')).toBeVisible();
    expect(screen.getByText('updated 55 s ago')).toBeVisible();
  });

  it('DeviceStatusSummary and OfflineDevicesCard name states and terms with the replaced texts', () => {
    render(
      <>
        <DeviceStatusSummary
          status={{ state: 'online', last_seen: null }}
          labels={{ state: 'Zustand', online: 'Verbunden' }}
        />
        <OfflineDevicesCard
          count={0}
          devices={[]}
          deviceHref={() => '/devices/1/'}
          labels={{ offlineDevices: 'Getrennte Geräte', noOfflineDevices: 'Alle verbunden' }}
        />
      </>,
    );
    expect(screen.getByText('Zustand')).toBeInTheDocument();
    expect(screen.getByText('Verbunden')).toBeVisible();
    expect(screen.getByText('Last seen')).toBeInTheDocument();
    const offline = screen.getByRole('region', { name: 'Getrennte Geräte' });
    expect(within(offline).getByText('Alle verbunden')).toBeVisible();
  });
});

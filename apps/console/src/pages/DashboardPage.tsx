import type { DeviceListItem, Paged, ProjectMarker } from '@hvac/console-api';
import {
  useAlarmEntries,
  useAlarmStats,
  useOfflineDevices,
  useProjectMap,
  useRecentProjects,
} from '@hvac/console-api/react';
import {
  DASHBOARD_ALERT_COUNT,
  DEVICE_MESSAGES,
  MAP_HEIGHT,
  MESSAGES,
  alarmStatsTotals,
  devicePath,
  deviceState,
  formatRecentProject,
  projectPath,
} from '@hvac/console-domain';
import type { OfflineDeviceLinkProps } from '@hvac/console-ui';
import {
  AlarmStatsCard,
  OfflineDevicesCard,
  RecentAlertsList,
  RecentProjectsList,
  Skeleton,
} from '@hvac/console-ui';
import { lazy, Suspense, useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { loadErrorMessage } from '../app/errors';
import * as styles from '../app/layout.css';
import { SCREEN_TEXT } from '../app/text';
import { PageHeading } from '../app/pageHeading';

// The map (pigeon-maps, supercluster) loads after the cards, in a chunk of its own.
const DashboardMap = lazy(() => import('./dashboard/DashboardMap'));

const NO_PROJECTS: ProjectMarker[] = [];
const UNRESOLVED_ALERTS = {
  is_resolved: false,
  page: 1,
  page_size: DASHBOARD_ALERT_COUNT,
  ordering: '-triggered_at',
} as const;

/**
 * How many devices are offline: the filtered list's count, or, from a server that does not filter
 * by state (it answers devices of every state), the offline ones of its answer.
 */
function offlineCount(page: Paged<DeviceListItem> | undefined): number | undefined {
  if (!page) return undefined;
  const offline = page.results.filter((device) => deviceState(device.status) === 'offline');
  return offline.length === page.results.length ? page.count : offline.length;
}

const routerLink = ({ href, className, children }: OfflineDeviceLinkProps) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);

/**
 * /dashboard/: recent alerts, recent projects, alarm statistics, offline devices and the map of all
 * projects.
 */
export default function DashboardPage() {
  const alerts = useAlarmEntries(UNRESOLVED_ALERTS);
  const recent = useRecentProjects();
  const stats = useAlarmStats();
  // Every project's marker in one answer (GET /projects/map/), however many pages the list has.
  const projects = useProjectMap();
  const offline = useOfflineDevices();
  const totals = useMemo(() => alarmStatsTotals(stats.data, new Date()), [stats.data]);
  const recentNames = useMemo(() => recent.data?.map(formatRecentProject), [recent.data]);
  const navigate = useNavigate();
  const cardsAnswered =
    !alerts.isLoading && !recent.isLoading && !stats.isLoading && !offline.isLoading;
  // Failures of the statistics are only logged (console.md §8), by the data provider's onError;
  // the card then shows zeros.

  return (
    <div className={styles.page}>
      <PageHeading className={styles.heading} title={SCREEN_TEXT.dashboardTitle} />
      <div className={styles.dashboardGrid}>
        <RecentAlertsList
          alerts={alerts.data?.results.slice(0, DASHBOARD_ALERT_COUNT)}
          loading={alerts.isLoading}
          errorMessage={loadErrorMessage(alerts.error, MESSAGES.SERVER_ERROR) ?? undefined}
          onOpenProject={(alert) => {
            if (alert.project) void navigate(projectPath(alert.project.id));
          }}
          headingLevel={2}
          className={styles.recentAlertsCard}
        />
        <RecentProjectsList
          projects={recentNames}
          loading={recent.isLoading}
          errorMessage={loadErrorMessage(recent.error, MESSAGES.SERVER_ERROR) ?? undefined}
          onOpen={(id) => void navigate(projectPath(id))}
          headingLevel={2}
          className={styles.recentProjectsCard}
        />
        <AlarmStatsCard
          counts={totals}
          loading={stats.isLoading}
          headingLevel={2}
          className={styles.alarmStatsCard}
        />
        <OfflineDevicesCard
          count={offlineCount(offline.data)}
          devices={offline.data?.results}
          deviceHref={devicePath}
          renderLink={routerLink}
          loading={offline.isLoading}
          errorMessage={
            loadErrorMessage(offline.error, DEVICE_MESSAGES.FAILED_TO_LOAD_OFFLINE_DEVICES) ??
            undefined
          }
          headingLevel={2}
        />
      </div>
      {/* The map waits below until the cards' answers are in: a card holds the height of one-line
          entries while it loads, and alerts whose names take two lines then moved the map down
          (CLS 0.014 at 1280 px). Its projects are asked for at once all the same. */}
      {cardsAnswered ? (
        <Suspense fallback={<Skeleton height={MAP_HEIGHT} />}>
          <DashboardMap projects={projects.data ?? NO_PROJECTS} />
        </Suspense>
      ) : null}
    </div>
  );
}

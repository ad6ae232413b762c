import type { ProjectDetail } from '@hvac/console-api';
import { useLiveInterval } from '@hvac/console-api/live';
import { useAlarmCounts, useConsoleMutations, useProject } from '@hvac/console-api/react';
import { MESSAGES, ROUTES, devicePath } from '@hvac/console-domain';
import {
  ProjectHero,
  ProjectInfoCards,
  ProjectStatusCard,
  Spinner,
  VerticalTabs,
} from '@hvac/console-ui';
import { Suspense, useCallback, useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';

import { NotFoundState, QueryState } from '../app/QueryState';
import { isNotFound } from '../app/errors';
import * as styles from '../app/layout.css';
import { PROJECT_TEXT } from './project/projectText';
import { usePermissions } from '../app/usePermissions';
import { useRouteId } from '../app/useRouteId';
import { LIVE_REFRESH_MS } from '../config';
import { TAB_COMPONENTS, useProjectTab } from './project/projectTabs';
import { AddDeviceButton, EditDeviceButton, RemoveDeviceButton } from './device/DeviceAdmin';
import { PageHeading, usePageHeading } from '../app/pageHeading';

/**
 * The project is re-read while it is shown (its alarm and error state change): on its events while
 * live updates arrive, else every `interval` ms. A failed read is retried, except a 404: an unknown
 * or other tenant's project stays not found, and polling stops.
 */
function projectPolling(interval: number) {
  return {
    refreshInterval: (latest: ProjectDetail | undefined) => (latest ? interval : 0),
    refreshWhenHidden: false,
    shouldRetryOnError: (error: unknown) => !isNotFound(error),
  };
}

/** Records the visit in Recent Projects once per opened project; a failure is only logged. */
function useRecordVisit(projectId: number | undefined) {
  const { addRecentProject } = useConsoleMutations();
  useEffect(() => {
    if (projectId === undefined) return;
    addRecentProject(projectId).catch((error: unknown) => {
      console.warn('Recording the recent project failed', error);
    });
  }, [projectId, addRecentProject]);
}

/** /projects/{id}/: one project, its cards and its tabs (Alarms first, the tab in the address). */
export default function ProjectDetailPage() {
  const id = useRouteId();
  const project = useProject(id, projectPolling(useLiveInterval(LIVE_REFRESH_MS)));
  const data = project.data;
  useRecordVisit(data?.id);

  // A removed device's actions go with it: focus moves to the next device's Open (the previous
  // one's for the last), or to Add Device when none is left; never to <body> (WCAG 2.4.3). It moves
  // once the project's answer no longer lists the device: the removal re-reads the project, and the
  // cards are rendered anew, so this lives above them.
  const removal = useRef<{ removed: number; neighbour: number | null } | null>(null);
  const devices = data?.devices;
  const onDeviceRemoved = useCallback(
    (removedId: number) => {
      const index = devices?.findIndex((entry) => entry.id === removedId) ?? -1;
      const neighbour = devices?.[index + 1] ?? devices?.[index - 1];
      removal.current = { removed: removedId, neighbour: neighbour?.id ?? null };
    },
    [devices],
  );
  useEffect(() => {
    const pending = removal.current;
    if (!pending || !devices || devices.some((entry) => entry.id === pending.removed)) return;
    removal.current = null;
    const target =
      (pending.neighbour !== null &&
        document.querySelector<HTMLElement>(`[data-device-open="${pending.neighbour}"]`)) ||
      document.querySelector<HTMLElement>('[data-add-device]');
    target?.focus();
  }, [devices]);

  return (
    <div className={styles.page}>
      <QueryState
        loading={!data}
        error={data ? undefined : project.error}
        errorMessage={MESSAGES.FAILED_TO_FETCH_PROJECT_AND_DEVICES}
        onRetry={() => void project.mutate()}
        missing={id === null}
        notFound={
          <>
            <PageHeading className={styles.heading} title={PROJECT_TEXT.projectTitle} />
            <NotFoundState
              title={PROJECT_TEXT.projectNotFound}
              backTo={ROUTES.projects}
              backLabel={PROJECT_TEXT.backToProjects}
            />
          </>
        }
      >
        {data ? <ProjectContent project={data} onDeviceRemoved={onDeviceRemoved} /> : null}
      </QueryState>
    </div>
  );
}

function ProjectContent({
  project,
  onDeviceRemoved,
}: {
  project: ProjectDetail;
  onDeviceRemoved: (id: number) => void;
}) {
  const { user, can } = usePermissions();
  const editor = can('edit_projects');
  const { tabs, tab, setTab } = useProjectTab(user?.is_superuser ?? false);
  // The project's name heads the page; the chosen tab names the document's title first.
  const headingRef = usePageHeading(project.name, tabs.find((item) => item.id === tab)?.label);
  const counts = useAlarmCounts(project.id, {
    refreshInterval: useLiveInterval(LIVE_REFRESH_MS),
    refreshWhenHidden: false,
    // A failed read of the counts is only logged (projects.md §8), by the data provider's onError
    // (app/errors.ts); the card shows '—'.
  });
  const tabsRef = useRef<HTMLDivElement>(null);
  const Tab = TAB_COMPONENTS[tab];

  // 'Errors' / 'No Errors' opens the Alarms tab and moves focus to it.
  const showAlarms = () => {
    setTab('alarms');
    requestAnimationFrame(() => {
      const alarmsTab = tabsRef.current?.querySelector<HTMLElement>('[role="tab"]');
      alarmsTab?.focus();
      alarmsTab?.scrollIntoView({ block: 'start' });
    });
  };

  return (
    <>
      <ProjectHero project={project} onShowErrors={showAlarms} headingRef={headingRef} />
      <ProjectInfoCards
        project={project}
        devicesActions={editor ? <AddDeviceButton projectId={project.id} /> : undefined}
        renderDevice={(item) => {
          const device = project.devices.find((entry) => entry.id === item.id);
          if (!device) return null;
          return (
            <>
              <Link
                className={styles.link}
                to={devicePath(device)}
                aria-label={`${PROJECT_TEXT.openDevice} ${device.unit_id}`}
                data-device-open={device.id}
              >
                {PROJECT_TEXT.openDevice}
              </Link>
              {editor ? (
                <>
                  <EditDeviceButton device={device} />
                  <RemoveDeviceButton
                    device={device}
                    onRemoved={() => onDeviceRemoved(device.id)}
                  />
                </>
              ) : null}
            </>
          );
        }}
      >
        <ProjectStatusCard counts={counts.data} loading={!counts.data && !counts.error} />
      </ProjectInfoCards>
      <div ref={tabsRef}>
        <VerticalTabs
          aria-label={PROJECT_TEXT.projectSections}
          tabs={tabs}
          value={tab}
          onValueChange={setTab}
        >
          <Suspense
            fallback={
              <div className={styles.fallback}>
                <Spinner size="large" />
              </div>
            }
          >
            <Tab project={project} />
          </Suspense>
        </VerticalTabs>
      </div>
    </>
  );
}

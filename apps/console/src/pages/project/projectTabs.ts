import type { ProjectTab } from '@hvac/console-domain';
import { DEFAULT_PROJECT_TAB, isProjectTab, visibleProjectTabs } from '@hvac/console-domain';
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazy } from 'react';
import { useSearchParams } from 'react-router-dom';

import type { ProjectTabProps } from './tabs/types';

type TabComponent = LazyExoticComponent<ComponentType<ProjectTabProps>>;

/** Each tab is a chunk of its own, loaded when it is first opened (the default tab included). */
export const TAB_COMPONENTS: Record<ProjectTab, TabComponent> = {
  alarms: lazy(() => import('./tabs/AlarmsTab')),
  floor_plan: lazy(() => import('./tabs/FloorPlanTab')),
  tree_plan: lazy(() => import('./tabs/TreeViewTab')),
  change_log: lazy(() => import('./tabs/ChangeLogTab')),
  graph: lazy(() => import('./tabs/GraphTab')),
  documentation: lazy(() => import('./tabs/DocumentationTab')),
  debug_mode: lazy(() => import('./tabs/DebugModeTab')),
};

/**
 * The project detail's tab, kept in the address (`?tab=change_log`, DECISIONS.md) so it survives a
 * reload and can be linked. An unknown tab, or one the user may not see (Debug Mode without
 * is_superuser), reads as the default. Other parameters of the address are left alone.
 */
export function useProjectTab(isSuperuser: boolean) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs = visibleProjectTabs(isSuperuser);
  const requested = searchParams.get('tab');
  const tab: ProjectTab =
    isProjectTab(requested) && tabs.some((visible) => visible.id === requested)
      ? requested
      : DEFAULT_PROJECT_TAB;
  const setTab = (next: string) => {
    if (!isProjectTab(next)) return;
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  };
  return { tabs, tab, setTab };
}

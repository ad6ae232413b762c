import type { ProjectDetail } from '@hvac/console-api';

/**
 * What every tab of the project detail receives. Each tab is its own lazily loaded chunk
 * (`React.lazy(() => import('./tabs/XTab'))`), so the default tab alone counts towards the
 * /projects/{id}/ size budget. A tab fetches its own data through @hvac/console-api/react hooks.
 */
export interface ProjectTabProps {
  project: ProjectDetail;
}

import { MESSAGES } from '@hvac/console-domain';

/** The texts of RecentProjectsList: the defaults, and what a product may replace through `labels`. */
export interface RecentProjectsListLabels {
  noRecentProjects: string;
  recentProjects: string;
}

export const DEFAULT_RECENT_PROJECTS_LIST_LABELS: RecentProjectsListLabels = {
  noRecentProjects: MESSAGES.NO_RECENT_PROJECTS,
  recentProjects: 'Recent Projects',
};

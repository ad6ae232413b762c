import { MESSAGES } from '@hvac/console-domain';

/** The texts of ProjectMap: the defaults, and what a product may replace through `labels`. */
export interface ProjectMapLabels {
  /** Accessible name of the map region (the `label` prop, when given, wins). */
  projectsMap: string;
  zoomIn: string;
  zoomOut: string;
  /** The info window's link to the project, and its close button. */
  viewProject: string;
  close: string;
  /** A cluster's name: '3 projects', with the alarm noted so colour is not the only signal. */
  cluster: (count: number, hasActiveAlarm: boolean) => string;
  /** A project marker's name, with the alarm noted so colour is not the only signal. */
  projectMarker: (name: string, hasActiveAlarm: boolean) => string;
}

export const DEFAULT_PROJECT_MAP_LABELS: ProjectMapLabels = {
  projectsMap: 'Projects map',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  viewProject: MESSAGES.VIEW_PROJECT,
  close: 'Close',
  cluster: (count, hasActiveAlarm) =>
    hasActiveAlarm ? `${count} projects, active alarm` : `${count} projects`,
  projectMarker: (name, hasActiveAlarm) => (hasActiveAlarm ? `${name}, active alarm` : name),
};

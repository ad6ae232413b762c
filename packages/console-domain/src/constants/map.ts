/** Initial map centre: Belgrade (DECISIONS.md Display). */
export const MAP_CENTER = { lat: 44.8125, lng: 20.4612 } as const;
export const MAP_ZOOM = 7;
export const MAP_CLUSTER_RADIUS = 60;
export const MAP_VIEWPORT_PADDING = 60;
export const MAP_MAX_ZOOM = 16;
/** Height of the dashboard map in CSS pixels. */
export const MAP_HEIGHT = 800;

/** Marker tone: red when the project has an active alarm, green otherwise. */
export function projectMarkerTone(hasActiveAlarm: boolean | null | undefined): 'alarm' | 'ok' {
  return hasActiveAlarm ? 'alarm' : 'ok';
}

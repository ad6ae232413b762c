import type { LiveEventBody } from '@hvac/console-domain';

/**
 * Whether an event changes what a cache key of the console reads (keys: `[baseUrl, area, ...]`, see
 * react/keys.ts). What a device poll changes is re-read (its live values, summaries, unit stats);
 * lists of devices only when a device's state changes, so that a company with many devices does not
 * re-read its device list on every poll. The change log is an infinite list: `changeLogProjects`.
 */
export function eventTouchesKey(event: LiveEventBody, key: unknown, baseUrl: string): boolean {
  if (!Array.isArray(key) || key[0] !== baseUrl) return false;
  const [, area, first, second] = key as [string, string, unknown, unknown];
  const deviceReads = () =>
    'device' in event &&
    ((area === 'realtime' && first === event.device) ||
      (area === 'devices' &&
        (((first === 'slim' || first === 'status') && second === event.device) ||
          (first === 'projectUnits' && second === event.project) ||
          first === 'stats')));
  const projectReads = () =>
    (area === 'projects' && (first === 'list' || second === event.project)) ||
    area === 'recentProjects';
  switch (event.type) {
    case 'device.polled':
      return deviceReads();
    case 'device.state':
      return (
        deviceReads() ||
        (area === 'devices' &&
          (first === 'slimList' ||
            first === 'list' ||
            (first === 'detail' && second === event.device))) ||
        projectReads()
      );
    case 'change_log.created':
      return false;
    case 'change_log.changed':
      // A write that took changes the device's values at once, before its next poll.
      return event.status === 'complete' && deviceReads();
    case 'alarm.raised':
    case 'alarm.resolved':
      return (
        (area === 'alarmEntries' &&
          (first === 'company' ||
            (first === 'project' && second === event.project) ||
            (first === 'detail' && second === event.entry))) ||
        (area === 'alarmCounts' && first === event.project) ||
        area === 'alarmStats' ||
        (area === 'projects' && (first === 'list' || second === event.project))
      );
    case 'project.error_status':
      return projectReads();
    default:
      return event satisfies never;
  }
}

/** The projects whose change log an event changes. */
export function changeLogProject(event: LiveEventBody): number | undefined {
  return event.type === 'change_log.created' || event.type === 'change_log.changed'
    ? event.project
    : undefined;
}

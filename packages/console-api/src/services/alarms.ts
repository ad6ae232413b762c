import type { HttpClient } from '../http';
import { segment } from '../query';
import type { CallOptions, Paged } from '../types/common';
import type {
  AlarmConfiguration,
  AlarmConfigurationListParams,
  AlarmCounts,
  AlarmEntry,
  AlarmEntryListParams,
  AlarmStatsBucket,
  CreateAlarmConfigurationRequest,
  CreateAlarmEntryRequest,
  UpdateAlarmConfigurationRequest,
  UpdateAlarmEntryRequest,
} from '../types/alarms';

/**
 * The specification gives the same shape to a project's list and an item's detail
 * (`/alerts/configurations/{projectId}/` and `/alerts/configurations/{id}/`); the reference server
 * tells them apart with the paths below (see apps/console-server/ARCHITECTURE.md).
 */
export const ALARM_PATHS = {
  configurationsOfProject: (projectId: number) => `/alerts/configurations/${segment(projectId)}/`,
  configuration: (id: number) => `/alerts/configurations/detail/${segment(id)}/`,
  entries: '/alerts/entries/',
  entriesOfProject: (projectId: number) => `/alerts/entries/${segment(projectId)}/`,
  entry: (id: number) => `/alerts/entries/detail/${segment(id)}/`,
  counts: (projectId: number) => `/alerts/entries/${segment(projectId)}/counts/`,
  stats: '/alerts/entries/stats/',
} as const;

export function createAlarmsService(http: HttpClient) {
  return {
    configurations: {
      list(
        projectId: number,
        params: AlarmConfigurationListParams = {},
        options: CallOptions = {},
      ): Promise<Paged<AlarmConfiguration>> {
        return http.request({
          method: 'GET',
          path: ALARM_PATHS.configurationsOfProject(projectId),
          query: { ...params },
          ...options,
        });
      },
      get(id: number, options: CallOptions = {}): Promise<AlarmConfiguration> {
        return http.request({ method: 'GET', path: ALARM_PATHS.configuration(id), ...options });
      },
      create(
        projectId: number,
        request: CreateAlarmConfigurationRequest,
      ): Promise<AlarmConfiguration> {
        return http.request({
          method: 'POST',
          path: ALARM_PATHS.configurationsOfProject(projectId),
          json: request,
        });
      },
      update(id: number, changes: UpdateAlarmConfigurationRequest): Promise<AlarmConfiguration> {
        return http.request({
          method: 'PATCH',
          path: ALARM_PATHS.configuration(id),
          json: changes,
        });
      },
      remove(id: number): Promise<void> {
        return http.request({ method: 'DELETE', path: ALARM_PATHS.configuration(id) });
      },
    },

    entries: {
      /** Company-wide entries (the dashboard's recent alerts use is_resolved=false). */
      list(
        params: AlarmEntryListParams = {},
        options: CallOptions = {},
      ): Promise<Paged<AlarmEntry>> {
        return http.request({
          method: 'GET',
          path: ALARM_PATHS.entries,
          query: { ...params },
          ...options,
        });
      },
      listForProject(
        projectId: number,
        params: AlarmEntryListParams = {},
        options: CallOptions = {},
      ): Promise<Paged<AlarmEntry>> {
        return http.request({
          method: 'GET',
          path: ALARM_PATHS.entriesOfProject(projectId),
          query: { ...params },
          ...options,
        });
      },
      get(id: number, options: CallOptions = {}): Promise<AlarmEntry> {
        return http.request({ method: 'GET', path: ALARM_PATHS.entry(id), ...options });
      },
      create(projectId: number, request: CreateAlarmEntryRequest): Promise<AlarmEntry> {
        return http.request({
          method: 'POST',
          path: ALARM_PATHS.entriesOfProject(projectId),
          json: request,
        });
      },
      update(id: number, changes: UpdateAlarmEntryRequest): Promise<AlarmEntry> {
        return http.request({ method: 'PATCH', path: ALARM_PATHS.entry(id), json: changes });
      },
      remove(id: number): Promise<void> {
        return http.request({ method: 'DELETE', path: ALARM_PATHS.entry(id) });
      },
      counts(projectId: number, options: CallOptions = {}): Promise<AlarmCounts> {
        return http.request({ method: 'GET', path: ALARM_PATHS.counts(projectId), ...options });
      },
      /** Daily counts of the last 90 days. */
      stats(options: CallOptions = {}): Promise<AlarmStatsBucket[]> {
        return http.request({ method: 'GET', path: ALARM_PATHS.stats, ...options });
      },
    },
  };
}

export type AlarmsService = ReturnType<typeof createAlarmsService>;

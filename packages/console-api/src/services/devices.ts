import { batchRealtimeRead, mergeRealtimeAnswers, REALTIME_BATCH_SIZE } from '@hvac/console-domain';
import { mapWithConcurrency } from '../concurrency';
import type { HttpClient } from '../http';
import { segment } from '../query';
import type { CallOptions, Paged } from '../types/common';
import type {
  ConnectionCheckRequest,
  ConnectionCheckResult,
  DeviceCheckResult,
  CreateDeviceRequest,
  Device,
  DeviceConfiguration,
  DeviceStatus,
  DeviceListItem,
  DeviceListParams,
  DeviceSlim,
  DeviceStatRow,
  GraphHeader,
  GraphParams,
  GraphPoint,
  HistoricalParams,
  HistoricalResponse,
  OutdoorUnit,
  RawReadResponse,
  RawValue,
  RealtimeRequest,
  RealtimeResponse,
  UnitType,
  UpdateDeviceRequest,
  WriteParameterRequest,
} from '../types/devices';
import type { ChangeLogEntry } from '../types/projects';

/** Real-time reads keep at most this many batch requests in flight. */
export const REALTIME_MAX_IN_FLIGHT = 4;

export function createDevicesService(http: HttpClient) {
  const device = (id: number) => `/devices/${segment(id)}`;
  const readInBatches = <Answer>(
    path: string,
    read: Partial<RealtimeRequest>,
    options: CallOptions,
  ): Promise<Answer[]> =>
    mapWithConcurrency(
      batchRealtimeRead<number>(read, REALTIME_BATCH_SIZE),
      REALTIME_MAX_IN_FLIGHT,
      (batch) =>
        http.request<Answer>({ method: 'POST', path, json: batch, signal: options.signal }),
    );
  return {
    list(params: DeviceListParams = {}, options: CallOptions = {}): Promise<Paged<DeviceListItem>> {
      return http.request({ method: 'GET', path: '/devices/', query: { ...params }, ...options });
    },

    /** The device list's call: the same rows, fewer fields. */
    slimList(
      params: DeviceListParams = {},
      options: CallOptions = {},
    ): Promise<Paged<DeviceListItem>> {
      return http.request({
        method: 'GET',
        path: '/devices/slim/',
        query: { ...params },
        ...options,
      });
    },

    get(id: number, options: CallOptions = {}): Promise<Device> {
      return http.request({ method: 'GET', path: `${device(id)}/`, ...options });
    },

    slim(id: number, options: CallOptions = {}): Promise<DeviceSlim> {
      return http.request({ method: 'GET', path: `${device(id)}/slim/`, ...options });
    },

    /** Latest statistics of an outdoor unit, an indoor unit or a single-unit device. */
    statsSlim(
      unitType: UnitType,
      unitId: number,
      options: CallOptions = {},
    ): Promise<DeviceStatRow[]> {
      return http.request({
        method: 'GET',
        path: `/devices/stats/slim/${segment(unitType)}/${segment(unitId)}/`,
        ...options,
      });
    },

    historical(
      unitType: UnitType,
      unitId: number,
      params: HistoricalParams = {},
      options: CallOptions = {},
    ): Promise<HistoricalResponse> {
      return http.request({
        method: 'GET',
        path: `/devices/stats/historical/${segment(unitType)}/${segment(unitId)}/`,
        query: { ...params },
        ...options,
      });
    },

    units(id: number, options: CallOptions = {}): Promise<OutdoorUnit[]> {
      return http.request({ method: 'GET', path: `${device(id)}/units/`, ...options });
    },

    projectUnits(projectId: number, options: CallOptions = {}): Promise<DeviceSlim[]> {
      return http.request({
        method: 'GET',
        path: `/devices/project/${segment(projectId)}/units/`,
        ...options,
      });
    },

    /**
     * Reads any number of coils and registers from the device's last stored poll: split into
     * requests of at most 40 (the domain's rule), at most 4 in flight, answers merged into one map
     * of each kind, with the oldest read time and the device's state of the answers.
     */
    async realtime(
      id: number,
      read: Partial<RealtimeRequest>,
      options: CallOptions = {},
    ): Promise<RealtimeResponse> {
      const answers = await readInBatches<RealtimeResponse>(
        `${device(id)}/device_parameters_realtime/`,
        read,
        options,
      );
      const merged: RealtimeResponse = mergeRealtimeAnswers<RawValue>(answers);
      const timed = answers.filter((answer) => answer.read_at !== undefined);
      if (timed.length > 0) {
        const times = timed.map((answer) => answer.read_at ?? null);
        merged.read_at = times.includes(null)
          ? null
          : times.reduce((oldest, time) =>
              Date.parse(time as string) < Date.parse(oldest as string) ? time : oldest,
            );
      }
      const status = answers.find((answer) => answer.status)?.status;
      if (status) merged.status = status;
      return merged;
    },

    /**
     * Debug Mode's raw read: asks the device itself (superusers), batched as `realtime`; 503 with
     * the reason when the device does not answer.
     */
    async rawRead(
      id: number,
      read: Partial<RealtimeRequest>,
      options: CallOptions = {},
    ): Promise<RawReadResponse> {
      const answers = await readInBatches<RawReadResponse>(
        `${device(id)}/device_parameters_raw/`,
        read,
        options,
      );
      return mergeRealtimeAnswers<RawValue>(answers);
    },

    configuration(id: number, options: CallOptions = {}): Promise<DeviceConfiguration> {
      return http.request({ method: 'GET', path: `${device(id)}/configuration/`, ...options });
    },

    graphHeaders(id: number, options: CallOptions = {}): Promise<GraphHeader[]> {
      return http.request({ method: 'GET', path: `${device(id)}/graph/headers/`, ...options });
    },

    /**
     * Averages per interval over the time range, one series per header. GET by default; `method:
     * 'POST'` sends the same fields as JSON (for header lists too long for a URL).
     */
    graph(
      id: number,
      params: GraphParams,
      options: CallOptions & { method?: 'GET' | 'POST' } = {},
    ): Promise<GraphPoint[]> {
      const fields = {
        headers: params.headers,
        timerange: params.timerange,
        interval: params.interval,
      };
      return http.request({
        method: options.method ?? 'GET',
        path: `${device(id)}/graph/`,
        ...(options.method === 'POST' ? { json: fields } : { query: fields }),
        signal: options.signal,
      });
    },

    /** Adds a device to a project (`edit_projects`); answers the device (201). */
    create(projectId: number, request: CreateDeviceRequest): Promise<Device> {
      return http.request({
        method: 'POST',
        path: `/projects/${segment(projectId)}/devices/`,
        json: request,
      });
    },

    /** Changes any of the create fields (`edit_projects`). */
    update(id: number, changes: UpdateDeviceRequest): Promise<Device> {
      return http.request({ method: 'PATCH', path: `${device(id)}/`, json: changes });
    },

    /** Removes the device with its units, history, alarms and change log (`edit_projects`). */
    remove(id: number): Promise<void> {
      return http.request({ method: 'DELETE', path: `${device(id)}/` });
    },

    /** State, last successful poll and last error. */
    status(id: number, options: CallOptions = {}): Promise<DeviceStatus> {
      return http.request({ method: 'GET', path: `${device(id)}/status/`, ...options });
    },

    /** One read of the model's first register span over the connection, before anything is saved. */
    checkConnection(
      request: ConnectionCheckRequest,
      options: CallOptions = {},
    ): Promise<ConnectionCheckResult> {
      return http.request({
        method: 'POST',
        path: '/devices/check-connection/',
        json: request,
        signal: options.signal,
      });
    },

    /** Check now: polls the device at once, past its reconnect backoff (`edit_projects`). */
    checkNow(id: number, options: CallOptions = {}): Promise<DeviceCheckResult> {
      return http.request({
        method: 'POST',
        path: `${device(id)}/check-now/`,
        signal: options.signal,
      });
    },

    /** Writes one parameter; answers the change-log entry (status 'incomplete' until applied). */
    write(id: number, request: WriteParameterRequest): Promise<ChangeLogEntry> {
      return http.request({ method: 'POST', path: `${device(id)}/write/`, json: request });
    },
  };
}

export type DevicesService = ReturnType<typeof createDevicesService>;

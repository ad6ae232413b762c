import {
  DEFAULT_HISTORICAL_PAGE_SIZE,
  DEFAULT_PAGE_SIZE,
  FIRST_PAGE,
  MAX_PAGE_SIZE,
  POWER_ON_RAW,
  WRITE_ACTIONS,
} from '@hvac/console-domain';
import type {
  AlarmConfiguration,
  AlarmCounts,
  AlarmEntry,
  AlarmStatsBucket,
  Area,
  ChangeLogEntry,
  ConsoleDocument,
  CurrentUser,
  Device,
  DeviceConfiguration,
  DeviceListItem,
  DeviceModelSummary,
  DeviceSlim,
  DeviceStatus,
  DeviceStatRow,
  DeviceWithConfiguration,
  Floor,
  Formula,
  GraphHeader,
  GraphPoint,
  HistoricalResponse,
  IndoorUnitSlim,
  Invite,
  LoginResponse,
  OutdoorUnitSlim,
  Paged,
  ProjectDetail,
  ProjectListItem,
  RealtimeResponse,
  RecentProject,
  User,
} from '../types';

/**
 * Deterministic fixtures: fixed ids, names and dates (all relative to FIXTURE_NOW), so stories,
 * screenshots and tests render the same thing on every run. Each factory takes overrides.
 */
export const FIXTURE_NOW = '2026-03-14T09:30:00Z';
const NOW_MS = Date.parse(FIXTURE_NOW);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** FIXTURE_NOW minus some minutes, as ISO 8601. */
export function minutesBefore(minutes: number): string {
  return new Date(NOW_MS - minutes * MINUTE).toISOString();
}

/** A device that answered its last poll a minute ago. */
export function onlineStatus(overrides: Partial<DeviceStatus> = {}): DeviceStatus {
  return { state: 'online', last_seen: minutesBefore(1), last_error: null, ...overrides };
}

/** A device silent for `minutes` (never seen when null), with the reason of its last failed poll. */
export function offlineStatus(
  minutes: number | null = 125,
  last_error = 'No answer within 2 s',
): DeviceStatus {
  return {
    state: 'offline',
    last_seen: minutes === null ? null : minutesBefore(minutes),
    last_error,
  };
}

/** A device added but not polled yet. */
export function unknownStatus(): DeviceStatus {
  return { state: 'unknown', last_seen: null, last_error: null };
}

/** GET /device-models/: two VRF models and a heat pump (the fixtures' devices use the last two). */
export function makeDeviceModels(): DeviceModelSummary[] {
  return [
    {
      key: 'midea-vrf-v6',
      manufacturer: 'Midea',
      model: 'VRF V6',
      model_type: 'MV6-i',
      device_type: 'VRF',
      is_single_unit: false,
    },
    {
      key: 'climatek-ct-vrf-280',
      manufacturer: 'Climatek',
      model: 'CT-VRF 280',
      model_type: 'Heat recovery',
      device_type: 'VRF',
      is_single_unit: false,
    },
    {
      key: 'aquatherm-at-hp-12',
      manufacturer: 'Aquatherm',
      model: 'AT-HP 12',
      model_type: 'Monoblock',
      device_type: 'Heat pump',
      is_single_unit: true,
    },
  ];
}

/** A device-model file as POST /device-models/ takes it (the server's own model shape). */
export function makeDeviceModelFile(overrides: Record<string, unknown> = {}) {
  return {
    key: 'acme-vrf-1',
    manufacturer: 'Acme',
    model: 'VRF 1',
    model_type: 'A1',
    device_type: 'VRF',
    is_single_unit: false,
    firmware: '1.0.0',
    layout: {
      general: { registerBase: 100, coilBase: 10, stride: 0 },
      outdoor: { registerBase: 1000, coilBase: 3000, stride: 16 },
      indoor: { registerBase: 2000, coilBase: 4000, stride: 16 },
    },
    parameters: { general: [], outdoor: [], indoor: [] },
    ...overrides,
  };
}

export function makeLoginResponse(overrides: Partial<LoginResponse> = {}): LoginResponse {
  return {
    access: 'mock-access-token',
    refresh: 'mock-refresh-token',
    email: 'ana.petrovic@demo-climate.rs',
    first_name: 'Ana',
    last_name: 'Petrović',
    is_superuser: false,
    ...overrides,
  };
}

export function makeCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 1,
    username: 'admin',
    email: 'ana.petrovic@demo-climate.rs',
    first_name: 'Ana',
    last_name: 'Petrović',
    pk: 1,
    is_superuser: false,
    permission_type: 'company_admin',
    is_company_admin: true,
    is_company_manager: false,
    is_company_operator: false,
    is_company_spectator: false,
    is_active: true,
    notifications_muted: false,
    company: 'Demo Climate d.o.o.',
    date_joined: '2025-02-07T09:30:00.000Z',
    ...overrides,
  };
}

const PEOPLE = [
  ['admin', 'Ana', 'Petrović', 'company_admin'],
  ['manager', 'Marko', 'Jovanović', 'company_manager'],
  ['operator', 'Ivana', 'Nikolić', 'company_operator'],
  ['spectator', 'Stefan', 'Ilić', 'company_spectator'],
] as const;

export function makeUser(overrides: Partial<User> = {}): User {
  const permission = overrides.permission_type ?? 'company_operator';
  return {
    id: 3,
    username: 'operator',
    email: 'ivana.nikolic@demo-climate.rs',
    first_name: 'Ivana',
    last_name: 'Nikolić',
    permission_type: permission,
    is_company_admin: permission === 'company_admin',
    is_company_manager: permission === 'company_manager',
    is_company_operator: permission === 'company_operator',
    is_company_spectator: permission === 'company_spectator',
    is_superuser: false,
    is_active: true,
    notifications_muted: false,
    company: 'Demo Climate d.o.o.',
    date_joined: '2025-04-08T09:30:00.000Z',
    ...overrides,
    pk: overrides.pk ?? overrides.id ?? 3,
  };
}

export function makeUsers(): User[] {
  return PEOPLE.map(([username, first, last, permission], index) =>
    makeUser({
      id: index + 1,
      username,
      first_name: first,
      last_name: last,
      email: `${first.toLowerCase()}.${ascii(last).toLowerCase()}@demo-climate.rs`,
      permission_type: permission,
      is_company_admin: permission === 'company_admin',
      is_company_manager: permission === 'company_manager',
      is_company_operator: permission === 'company_operator',
      is_company_spectator: permission === 'company_spectator',
    }),
  );
}

function ascii(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

export function makeInvite(overrides: Partial<Invite> = {}): Invite {
  return {
    id: '6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b',
    email: 'new.operator@demo-climate.rs',
    company: 'Demo Climate d.o.o.',
    permission_type: 'company_operator',
    redeemed: false,
    expired: false,
    last_sent_at: minutesBefore(60 * 24),
    ...overrides,
  };
}

export function makeInvites(): Invite[] {
  return [
    makeInvite(),
    makeInvite({
      id: '7a2b3c4d-5e6f-4a1b-9c2d-3e4f5a6b7c8d',
      email: 'joined.manager@demo-climate.rs',
      permission_type: 'company_manager',
      redeemed: true,
      last_sent_at: minutesBefore(60 * 24 * 10),
    }),
    makeInvite({
      id: '8b3c4d5e-6f7a-4b2c-8d3e-4f5a6b7c8d9e',
      email: 'late.spectator@demo-climate.rs',
      permission_type: 'company_spectator',
      expired: true,
      last_sent_at: minutesBefore(60 * 24 * 30),
    }),
  ];
}

export function makeProject(overrides: Partial<ProjectDetail> = {}): ProjectDetail {
  return {
    id: 1,
    name: 'Belgrade Waterfront Tower',
    address_city: 'Beograd',
    address_street_one: 'Hercegovačka 14',
    address_zip: '11000',
    address_country: 'Serbia',
    image: null,
    investor: 'BW Development',
    description: 'Office tower with a VRF system on every floor.',
    contact_person: 'Marko Jovanović',
    contact_number: '+381 11 123 4567',
    contact_email: 'marko.jovanovic@demo-climate.rs',
    has_active_alarm: true,
    last_intervention: minutesBefore(60 * 24 * 3),
    error_status: true,
    devices: [makeDevice()],
    location: { lat: 44.8076, lon: 20.4489 },
    alarms: 2,
    device_types: ['VRF'],
    ...overrides,
  };
}

export function makeProjects(): ProjectDetail[] {
  return [
    makeProject(),
    makeProject({
      id: 2,
      name: 'Novi Sad Clinic',
      address_city: 'Novi Sad',
      address_street_one: 'Bulevar oslobođenja 30',
      address_zip: '21000',
      investor: 'Zdravlje a.d.',
      contact_person: 'Ivana Nikolić',
      has_active_alarm: false,
      error_status: false,
      devices: [makeDevice({ id: 2, unit_id: 'NS-HP-01', ...singleUnitDevice, project_id: 2 })],
      location: { lat: 45.2671, lon: 19.8335 },
      alarms: 0,
      device_types: ['Heat pump'],
    }),
    makeProject({
      id: 3,
      name: 'Sarajevo Library',
      address_city: 'Sarajevo',
      address_street_one: 'Obala Kulina bana 1',
      address_zip: '71000',
      address_country: 'Bosnia',
      investor: null,
      contact_person: null,
      contact_number: null,
      contact_email: null,
      has_active_alarm: false,
      error_status: false,
      last_intervention: null,
      devices: [],
      location: { lat: 43.8563, lon: 18.4131 },
      alarms: 0,
      device_types: [],
    }),
  ];
}

export function makeRecentProjects(): RecentProject[] {
  return makeProjects().map((project) => ({ id: project.id, name: project.name }));
}

/** A project list row: the detail without its devices. */
/** A row of GET /projects/: the project with a summary of each of its devices. */
export function toProjectListItem(project: ProjectDetail): ProjectListItem {
  return {
    ...project,
    created_at: project.created_at ?? '2025-06-07T09:30:00.000Z',
    devices: project.devices.map((device) => ({
      id: device.id,
      project_id: device.project_id,
      unit_id: device.unit_id,
      device_type: device.device_type,
      is_single_unit: device.is_single_unit,
      firmware: device.firmware,
      version: device.version ?? device.firmware.split('-')[0],
      active: device.active ?? true,
      configuration: device.configuration,
    })),
  };
}

const singleUnitDevice = {
  device_type: 'Heat pump',
  is_single_unit: true,
  firmware: '2.4.1',
  configuration: { manufacturer: 'Aquatherm', model: 'AT-HP 12', model_type: 'Monoblock' },
  units: [],
  model: 'aquatherm-at-hp-12',
  connection: { host: '127.0.0.1', port: 502, unit: 2, poll_interval: 60 },
};

export function makeDevice(overrides: Partial<Device> = {}): Device {
  return {
    id: 1,
    unit_id: 'BW-VRF-01',
    firmware: '5.1.0',
    device_type: 'VRF',
    is_single_unit: false,
    configuration: { manufacturer: 'Climatek', model: 'CT-VRF 280', model_type: 'Heat recovery' },
    units: [
      {
        id: 1,
        unit: 1,
        indoor_units: [
          { id: 1, unit: 1, name: 'Reception', unit_type: 'regular', outdoor_unit: 1 },
          { id: 2, unit: 2, name: 'Meeting room', unit_type: 'regular', outdoor_unit: 1 },
        ],
      },
      {
        id: 2,
        unit: 2,
        indoor_units: [
          { id: 3, unit: 3, name: 'Open space', unit_type: 'cassette', outdoor_unit: 2 },
        ],
      },
    ],
    project_id: 1,
    project: { id: 1, name: 'Belgrade Waterfront Tower' },
    active: true,
    version: '5.1',
    model: 'climatek-ct-vrf-280',
    connection: { host: '127.0.0.1', port: 502, unit: 1, poll_interval: 60 },
    status: onlineStatus(),
    ...overrides,
  };
}

export function makeDeviceListItem(overrides: Partial<DeviceListItem> = {}): DeviceListItem {
  return {
    id: 1,
    unit_id: 'BW-VRF-01',
    active: true,
    device_type: 'VRF',
    project: { id: 1, name: 'Belgrade Waterfront Tower' },
    project_id: 1,
    version: '5.1',
    is_single_unit: false,
    status: onlineStatus(),
    ...overrides,
  };
}

export function makeDeviceListItems(): DeviceListItem[] {
  return [
    makeDeviceListItem(),
    makeDeviceListItem({
      id: 2,
      unit_id: 'NS-HP-01',
      device_type: 'Heat pump',
      project: { id: 2, name: 'Novi Sad Clinic' },
      project_id: 2,
      version: '2.4',
      is_single_unit: true,
    }),
    makeDeviceListItem({
      id: 3,
      unit_id: 'BW-VRF-02',
      active: false,
      version: '4.9',
      status: offlineStatus(),
    }),
  ];
}

function indoorSlim(
  id: number,
  name: string,
  values: Partial<IndoorUnitSlim['summary_data']> = {},
): IndoorUnitSlim {
  return {
    id,
    unit: id,
    name,
    unit_type: 'regular',
    mapped_configuration: [
      { name: 'Set temperature', register: 2000 + id * 10, modbus_type: 'register' },
    ],
    summary_data: {
      power: POWER_ON_RAW,
      operation_mode: 1,
      fan_speed: 5,
      indoor_set_temp: 220,
      indoor_ambient_temp: 234,
      error_status: 0,
      ...values,
    },
    summary_scales: { indoor_set_temp: 10, indoor_ambient_temp: 10 },
  };
}

export function makeDeviceSlim(overrides: Partial<DeviceSlim> = {}): DeviceSlim {
  const systems: OutdoorUnitSlim[] = [
    {
      id: 1,
      unit: 1,
      summary_data: {
        power: POWER_ON_RAW,
        outdoor_ambient_temp: 128,
        outdoor_error_status: 0,
        indoor_error_status: 1,
        all_indoor_units: [
          indoorSlim(1, 'Reception'),
          indoorSlim(2, 'Meeting room', { error_status: 12, operation_mode: 4 }),
        ],
      },
      summary_scales: { outdoor_ambient_temp: 10 },
    },
    {
      id: 2,
      unit: 2,
      summary_data: {
        power: 0,
        outdoor_ambient_temp: 131,
        outdoor_error_status: 0,
        indoor_error_status: 0,
        all_indoor_units: [indoorSlim(3, 'Open space', { power: 0, operation_mode: '0A' })],
      },
      summary_scales: { outdoor_ambient_temp: 10 },
    },
  ];
  return {
    id: 1,
    unit_id: 'BW-VRF-01',
    device_type: 'VRF',
    is_single_unit: false,
    project_id: 1,
    project: { id: 1, name: 'Belgrade Waterfront Tower' },
    configuration: { manufacturer: 'Climatek', model: 'CT-VRF 280', model_type: 'Heat recovery' },
    all_outdoor_units: systems,
    summary_data: null,
    status: onlineStatus(),
    ...overrides,
  };
}

export function makeSingleUnitSlim(overrides: Partial<DeviceSlim> = {}): DeviceSlim {
  return makeDeviceSlim({
    id: 2,
    unit_id: 'NS-HP-01',
    device_type: 'Heat pump',
    is_single_unit: true,
    project_id: 2,
    project: { id: 2, name: 'Novi Sad Clinic' },
    configuration: singleUnitDevice.configuration,
    all_outdoor_units: [],
    summary_data: {
      power: POWER_ON_RAW,
      mode: 4,
      outdoor_ambient_temp: 52,
      wot_cool: 70,
      wot_heat: 450,
      water_tank_temp_set_point: 500,
      e_heater_leaving_water_sensor_temp: 462,
      entering_water_sensor_temp: 398,
      water_tank_temp_sensor_two: 487,
      error_led_state: 0,
    },
    summary_scales: {
      outdoor_ambient_temp: 10,
      wot_cool: 10,
      wot_heat: 10,
      water_tank_temp_set_point: 10,
      e_heater_leaving_water_sensor_temp: 10,
      entering_water_sensor_temp: 10,
      water_tank_temp_sensor_two: 10,
    },
    ...overrides,
  });
}

export function makeStatRows(): DeviceStatRow[] {
  return [
    {
      data_meaning: 'Outdoor ambient temperature',
      type: 'status',
      value: { computed: 12.8, actual: 128 },
      address: '40101',
      register: 100,
      modbus_type: 'register',
      formula: 'j*100+0',
      key: 'outdoor_ambient_temp',
    },
    {
      data_meaning: 'Compressor running',
      type: 'status',
      value: { computed: 'On', actual: 1 },
      address: '00101',
      register: 100,
      modbus_type: 'coil',
      formula: 'j*100+0',
      key: 'compressor_on',
    },
    {
      data_meaning: 'High pressure error',
      type: 'error',
      value: { computed: 1, actual: 1 },
      address: '40120',
      register: 119,
      modbus_type: 'register',
      formula: 'j*100+19',
      key: 'high_pressure_error',
    },
  ];
}

export function makeHistorical(
  page = FIRST_PAGE,
  pageSize = DEFAULT_HISTORICAL_PAGE_SIZE,
): HistoricalResponse {
  const count = 72;
  const data = Array.from(
    { length: Math.max(0, Math.min(pageSize, count - (page - 1) * pageSize)) },
    (_, index) => {
      const step = (page - 1) * pageSize + index;
      return {
        timestamp: minutesBefore(5 * step),
        outdoor_ambient_temp: 120 + (step % 7),
        high_pressure_error: step % 11 === 0 ? 1 : 0,
      };
    },
  );
  return {
    results: {
      header_data: [
        { name: 'Timestamp', header: 'timestamp', type: 'time', unit: null },
        {
          name: 'Outdoor ambient temperature',
          header: 'outdoor_ambient_temp',
          type: 'status',
          unit: '°C',
        },
        { name: 'High pressure error', header: 'high_pressure_error', type: 'error', unit: null },
      ],
      data,
    },
    count,
    pages: { current_page: page, total_pages: Math.ceil(count / pageSize), page_size: pageSize },
  };
}

function formula(
  overrides: Partial<Formula> & Pick<Formula, 'data_meaning' | 'register'>,
): Formula {
  return {
    modbus_type: 'register',
    address: String(40001 + overrides.register),
    read_mapping: null,
    type: 'status',
    ...overrides,
  };
}

export function makeDeviceConfiguration(
  overrides: Partial<DeviceConfiguration> = {},
): DeviceConfiguration {
  return {
    is_single_unit: false,
    manufacturer: 'Climatek',
    model: 'CT-VRF 280',
    model_type: 'Heat recovery',
    general_formulas: [formula({ data_meaning: 'Firmware build', register: 1, key: 'firmware' })],
    general_error_formulas: [],
    outdoor_unit_formulas: [
      formula({ data_meaning: 'Outdoor ambient temperature', register: 100, formula: 'j*100+0' }),
      formula({
        data_meaning: 'Compressor running',
        register: 100,
        modbus_type: 'coil',
        read_mapping: { '0': 'Off', '1': 'On' },
        formula: 'j*100+0',
      }),
    ],
    indoor_unit_formulas: [
      formula({
        data_meaning: 'Set temperature',
        register: 2010,
        formula: 'i*10+2000',
        writable: true,
      }),
      formula({
        data_meaning: 'Operation mode',
        register: 2011,
        formula: 'i*10+2001',
        read_mapping: { '1': 'Cooling', '4': 'Heating' },
        writable: true,
      }),
    ],
    outdoor_unit_error_formulas: [
      formula({
        data_meaning: 'High pressure error',
        register: 119,
        type: 'error',
        formula: 'j*100+19',
      }),
    ],
    indoor_unit_error_formulas: [
      formula({
        data_meaning: 'Indoor error code',
        register: 2019,
        type: 'error',
        formula: 'i*10+2009',
      }),
    ],
    ...overrides,
  };
}

/** Deterministic live values: each register reads a value derived from its number. */
export function makeRealtime(read: { coils?: number[]; registers?: number[] }): RealtimeResponse {
  return {
    coils: Object.fromEntries(
      (read.coils ?? []).map((register) => [String(register), register % 2]),
    ),
    registers: Object.fromEntries(
      (read.registers ?? []).map((register) => [String(register), (register * 37) % 500]),
    ),
  };
}

export function makeGraphHeaders(): GraphHeader[] {
  return [
    {
      name: 'System 1 · Outdoor ambient temperature',
      header: 'outdoor_ambient_temp_1',
      unit: '°C',
    },
    {
      name: 'System 1 · Unit 1 · Reception · Set temperature',
      header: 'indoor_set_temp_1',
      unit: '°C',
    },
    {
      name: 'System 1 · Unit 1 · Reception · Room temperature',
      header: 'indoor_ambient_temp_1',
      unit: '°C',
    },
    { name: 'System 1 · Compressor frequency', header: 'compressor_frequency_1', unit: 'Hz' },
    { name: 'System 1 · High pressure', header: 'high_pressure_1', unit: 'bar' },
  ];
}

/** Level and swing of a header's wave: each unit in its own range, as real readings are. */
const GRAPH_WAVES: Record<string, { base: number; swing: number }> = {
  compressor_frequency_1: { base: 60, swing: 15 },
  high_pressure_1: { base: 5, swing: 0.6 },
};

/** Points every `interval` minutes over `timerange` days, at most 288 per series (a smooth wave). */
export function makeGraphPoints(params: {
  headers: string[];
  timerange: number;
  interval: number;
}): GraphPoint[] {
  const total = Math.min(288, Math.floor((params.timerange * 24 * 60) / params.interval));
  return Array.from({ length: total }, (_, index) => {
    const step = total - 1 - index;
    return {
      timestamp: minutesBefore(step * params.interval),
      data: Object.fromEntries(
        params.headers.map((header, column) => [
          header,
          {
            computed:
              Math.round(
                ((GRAPH_WAVES[header]?.base ?? 20 + column * 3) +
                  (GRAPH_WAVES[header]?.swing ?? 4) * Math.sin(step / 12 + column)) *
                  10,
              ) / 10,
          },
        ]),
      ),
    };
  });
}

export function makeDocument(overrides: Partial<ConsoleDocument> = {}): ConsoleDocument {
  return {
    id: 1,
    name: 'Maintenance contract 2026',
    file: {
      url: '/files/maintenance-contract-2026.pdf',
      size: 248_320,
      name: 'maintenance-contract-2026.pdf',
    },
    file_format: 'PDF',
    file_extension: 'pdf',
    file_type: 'document',
    document_type: 'contract',
    projects: 1,
    created_at: minutesBefore(60 * 24 * 20),
    ...overrides,
  };
}

export function makeDocuments(projectId = 1): ConsoleDocument[] {
  const rows: Array<
    [ConsoleDocument['document_type'], string, string, ConsoleDocument['file_type'], number]
  > = [
    ['contract', 'Maintenance contract 2026', 'pdf', 'document', 248_320],
    ['service', 'Service report March', 'docx', 'document', 51_200],
    ['work_order', 'Work order 117', 'xlsx', 'spreadsheet', 1_572_864],
    ['project', 'Floor plans', 'png', 'image', 3_145_728],
    ['installation', 'Installation checklist', 'txt', 'text', 2048],
    ['other', 'Warranty card', 'jpg', 'image', 716_800],
  ];
  return rows.map(([documentType, name, extension, fileType, size], index) =>
    makeDocument({
      id: index + 1,
      name,
      document_type: documentType,
      file_extension: extension,
      file_type: fileType,
      file_format: extension.toUpperCase(),
      file: {
        url: `/files/document-${index + 1}.${extension}`,
        size,
        name: `${name.toLowerCase().replace(/ /g, '-')}.${extension}`,
      },
      projects: projectId,
      created_at: minutesBefore(60 * 24 * (index + 1)),
    }),
  );
}

export function makeArea(overrides: Partial<Area> = {}): Area {
  return {
    id: 'area-1',
    label: 'Reception',
    unitNumber: 1,
    deviceId: 1,
    indoorUnitId: 1,
    unitType: 'kasetna',
    x: 120,
    y: 80,
    width: 50,
    height: 50,
    extraInfo: null,
    ...overrides,
  };
}

export function makeFloor(overrides: Partial<Floor> = {}): Floor {
  return {
    id: 1,
    name: 'Ground floor',
    order: 1,
    project: 1,
    floor_image: '/files/ground-floor.png',
    device_map: [
      makeArea(),
      makeArea({
        id: 'area-2',
        label: 'Meeting room',
        unitNumber: 2,
        indoorUnitId: 2,
        unitType: 'plafonska',
        x: 320,
        y: 140,
      }),
    ],
    ...overrides,
  };
}

export function makeFloors(projectId = 1): Floor[] {
  return [
    makeFloor({ project: projectId }),
    makeFloor({
      id: 2,
      name: 'First floor',
      order: 2,
      project: projectId,
      floor_image: '/files/first-floor.png',
      device_map: [
        makeArea({
          id: 'area-3',
          label: 'Open space',
          unitNumber: 3,
          indoorUnitId: 3,
          x: 200,
          y: 200,
        }),
      ],
    }),
  ];
}

export function makeAlarmConfiguration(
  overrides: Partial<AlarmConfiguration> = {},
): AlarmConfiguration {
  return {
    id: 1,
    project: 1,
    device: { id: 1, unit_id: 'BW-VRF-01' },
    outdoor_unit: 1,
    indoor_unit: null,
    parameter_name: 'Outdoor ambient temperature',
    parameter_modbus_type: 'register',
    parameter_register: 100,
    threshold_value: 350,
    boolean_value: null,
    alarm_type: 'higher',
    created_at: minutesBefore(60 * 24 * 60),
    is_triggered: false,
    ...overrides,
  };
}

export function makeAlarmConfigurations(): AlarmConfiguration[] {
  return [
    makeAlarmConfiguration(),
    makeAlarmConfiguration({
      id: 2,
      outdoor_unit: 1,
      indoor_unit: 2,
      parameter_name: 'Indoor error code',
      parameter_register: 2019,
      threshold_value: 0,
      alarm_type: 'higher',
      is_triggered: true,
    }),
    makeAlarmConfiguration({
      id: 3,
      parameter_name: 'Compressor running',
      parameter_modbus_type: 'coil',
      parameter_register: 100,
      threshold_value: null,
      boolean_value: false,
      alarm_type: 'boolean',
    }),
  ];
}

export function makeAlarmEntry(overrides: Partial<AlarmEntry> = {}): AlarmEntry {
  return {
    id: 1,
    project: { id: 1, name: 'Belgrade Waterfront Tower' },
    device: { id: 1, unit_id: 'BW-VRF-01' },
    outdoor_unit: 1,
    indoor_unit: 2,
    alarm_configuration: { id: 2, parameter_name: 'Indoor error code', alarm_type: 'higher' },
    triggered_at: minutesBefore(45),
    resolved_at: null,
    triggered_value: 12,
    is_resolved: false,
    ...overrides,
  };
}

/** Eight entries: the three newest unresolved, the rest resolved an hour after they fired. */
export function makeAlarmEntries(): AlarmEntry[] {
  const ages = [
    45,
    180,
    60 * 26,
    60 * 24 * 3,
    60 * 24 * 9,
    60 * 24 * 20,
    60 * 24 * 40,
    60 * 24 * 75,
  ];
  return ages.map((age, index) =>
    makeAlarmEntry({
      id: index + 1,
      triggered_at: minutesBefore(age),
      resolved_at: index < 3 ? null : minutesBefore(age - 60),
      is_resolved: index >= 3,
      triggered_value: index % 2 === 0 ? 12 : 365,
      alarm_configuration:
        index % 2 === 0
          ? { id: 2, parameter_name: 'Indoor error code', alarm_type: 'higher' }
          : { id: 1, parameter_name: 'Outdoor ambient temperature', alarm_type: 'higher' },
      indoor_unit: index % 2 === 0 ? 2 : null,
    }),
  );
}

export function makeAlarmCounts(overrides: Partial<AlarmCounts> = {}): AlarmCounts {
  return { active_alarms: 3, seven_days: 4, thirty_days: 6, ...overrides };
}

/** 90 daily buckets ending on FIXTURE_NOW's day, counts from the fixture entries. */
export function makeAlarmStats(entries: AlarmEntry[] = makeAlarmEntries()): AlarmStatsBucket[] {
  const today = Date.UTC(2026, 2, 14);
  const counts = new Map<string, number>();
  for (const entry of entries) {
    const day = entry.triggered_at.slice(0, 10);
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return Array.from({ length: 90 }, (_, index) => {
    const date = new Date(today - (89 - index) * DAY).toISOString().slice(0, 10);
    return { date, count: counts.get(date) ?? 0 };
  });
}

const ACTIONS = [WRITE_ACTIONS.register, WRITE_ACTIONS.coil] as const;
const STATUSES = ['complete', 'complete', 'failed', 'incomplete'] as const;

export function makeChangeLogEntry(overrides: Partial<ChangeLogEntry> = {}): ChangeLogEntry {
  return {
    id: 1,
    action: WRITE_ACTIONS.register,
    status: 'complete',
    created_at: minutesBefore(15),
    user: { first_name: 'Ivana', last_name: 'Nikolić' },
    param_name: 'Set temperature',
    data: [2010, 220],
    device: 1,
    detail: null,
    ...overrides,
  };
}

/** 25 entries, newest first (two pages of 20). */
export function makeChangeLog(): ChangeLogEntry[] {
  return Array.from({ length: 25 }, (_, index) =>
    makeChangeLogEntry({
      id: 25 - index,
      action: ACTIONS[index % 2],
      status: STATUSES[index % 4],
      created_at: minutesBefore(15 + index * 90),
      param_name: index % 2 === 0 ? 'Set temperature' : 'Power',
      data: index % 2 === 0 ? [2010, 200 + index] : [2000, index % 2],
      detail: STATUSES[index % 4] === 'failed' ? 'Illegal data value (exception 03)' : null,
    }),
  );
}

export function makeDevicesAndConfigurations(): DeviceWithConfiguration[] {
  return [{ device: makeDevice(), configuration: makeDeviceConfiguration() }];
}

/** A paged answer of `items` for a page and page size. */
/**
 * One page of `items` as the server answers it. `next` and `previous` link to the neighbouring pages
 * of `url` (the request's own address, its `page` replaced), as the server's do.
 */
export function paged<Item>(
  items: readonly Item[],
  page = FIRST_PAGE,
  pageSize = DEFAULT_PAGE_SIZE,
  url: string = '/',
): Paged<Item> {
  const start = (page - 1) * pageSize;
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
  const link = (target: number) => {
    const address = new URL(url, 'http://localhost');
    address.searchParams.set('page', String(target));
    return `${address.pathname}${address.search}`;
  };
  return {
    results: items.slice(start, start + pageSize),
    count: items.length,
    pages: { current_page: page, total_pages: totalPages, page_size: pageSize },
    next: page < totalPages ? link(page + 1) : null,
    previous: page > 1 ? link(Math.min(page - 1, totalPages)) : null,
  };
}

/**
 * The page a list request asks for: `page` from 1 on, `page_size` from 1 to the domain's
 * MAX_PAGE_SIZE (`fallbackSize` when absent or not a number). The mocks clamp what the server refuses.
 */
export function pageQuery(
  url: URL,
  fallbackSize: number = DEFAULT_PAGE_SIZE,
): { page: number; pageSize: number } {
  const page = Math.max(
    FIRST_PAGE,
    Number(url.searchParams.get('page') ?? FIRST_PAGE) || FIRST_PAGE,
  );
  const size = Number(url.searchParams.get('page_size') ?? fallbackSize) || fallbackSize;
  return { page, pageSize: Math.min(MAX_PAGE_SIZE, Math.max(1, size)) };
}

import {
  acceptsRawValue,
  evaluateAlarm,
  writeChangeLogData,
  type AlarmType,
} from '@hvac/console-domain';
import {
  findParameter,
  getModel,
  parameterIndex,
  parametersOfUnit,
  writableFormula,
  type IndexedParameter,
} from '../devices/catalog';
import { DAIKIN_ALTHERMA_3, GREE_GMV6, MIDEA_VRF_V6 } from '../devices/models';
import { parameterLabel } from '../devices/views';
import type { DeviceModel, FormulaScope } from '../devices/types';
import { insertRows, type Database, type SqlValue } from '../db';
import { insertConfigurations, setConfigurationsTriggered } from '../alarms/configurations';
import { insertPastEntries, type PastEntry } from '../alarms/entries';
import { insertPastWrites, type PastWrite } from '../devices/changeLog';
import { alarmValue } from '../alarms/evaluate';
import { WRITE_ACTIONS } from '../devices/commands';
import { DAY, MINUTE, hash, random01 } from '../simulator/random';
import { NO_OVERRIDES, overrideKey, type Override } from '../devices/overrides';
import { DeviceSimulation } from '../simulator/signals';
import type { StoredDevice } from '../devices/store';

/** Seeded history reaches this far back (the graph's and the dashboard's longest range). */
const HISTORY_DAYS = 90;
/** Alarm episodes of the past are found by evaluating the rules at this step. */
const EPISODE_STEP = 30 * MINUTE;

const ROOM_NAMES = [
  'Reception',
  'Meeting room',
  'Server room',
  'Kitchen',
  'Lobby',
  'Conference hall',
  'Director office',
  'Archive',
  'Training room',
  'Showroom',
];

/** 'Office 2.14' mostly, named rooms now and then: believable names for the units of one system. */
function indoorUnitName(seed: number, floor: number, index: number): string {
  if (random01(seed, floor, index, 7) < 0.3) {
    const name = ROOM_NAMES[Math.floor(random01(seed, floor, index, 8) * ROOM_NAMES.length)];
    return name === 'Meeting room' ? `${name} ${floor}.${index + 1}` : `${name} ${floor}`;
  }
  return `Office ${floor}.${String(index + 1 + Math.floor(random01(seed, floor, 9) * 10)).padStart(2, '0')}`;
}

interface ProjectRow {
  id: number;
  tenant_id: string;
  name: string;
}

interface RuleTemplate {
  scope: FormulaScope;
  key: string;
  alarmType: AlarmType;
  threshold?: number;
  booleanValue?: boolean;
}

/** Rules an installer would set up: error codes, comfort limits, maintenance reminders. */
const VRF_RULES: RuleTemplate[] = [
  { scope: 'outdoor', key: 'outdoor_error_status', alarmType: 'higher', threshold: 0 },
  { scope: 'indoor', key: 'error_status', alarmType: 'higher', threshold: 0 },
  {
    scope: 'indoor',
    key: 'indoor_ambient_temp',
    alarmType: 'lower_than_or_equal',
    threshold: 16.5,
  },
  { scope: 'indoor', key: 'indoor_ambient_temp', alarmType: 'higher', threshold: 28 },
  { scope: 'indoor', key: 'filter_alarm', alarmType: 'boolean', booleanValue: true },
  { scope: 'outdoor', key: 'discharge_temp', alarmType: 'higher_than_or_equal', threshold: 84 },
];
const SINGLE_RULES: RuleTemplate[] = [
  { scope: 'general', key: 'error_led_state', alarmType: 'boolean', booleanValue: true },
  { scope: 'general', key: 'water_tank_temp_sensor_two', alarmType: 'lower', threshold: 35 },
];

interface SeededConfiguration {
  id: number;
  tenant: string;
  projectId: number;
  device: StoredDevice;
  parameter: IndexedParameter;
  rule: RuleTemplate;
}

function pickModel(seed: number, index: number): DeviceModel {
  const draw = random01(seed, index, 1);
  if (draw < 0.25) return DAIKIN_ALTHERMA_3;
  return draw < 0.65 ? MIDEA_VRF_V6 : GREE_GMV6;
}

function unitIdOf(model: DeviceModel, seed: number, index: number): string {
  const prefix =
    { 'midea-vrf-v6': 'MDV', 'gree-gmv6': 'GMV', 'daikin-altherma-3': 'ALT' }[model.key] ?? 'DEV';
  return `${prefix}-${hash(seed, index, 2).toString(16).toUpperCase().padStart(8, '0').slice(0, 6)}`;
}

/** Where the demo's devices are: the emulator on loopback, one Modbus unit id per device. */
export const DEMO_DEVICE_HOST = '127.0.0.1';
/** The emulator's port when the server is not told another (EMULATOR_PORT). */
export const DEFAULT_EMULATOR_PORT = 1502;

interface Connections {
  port: number;
  next: number;
}

async function seedProjectDevices(
  db: Database,
  project: ProjectRow,
  now: Date,
  connections: Connections,
): Promise<StoredDevice[]> {
  const seed = hash(project.id, project.name.length, 0xde71);
  const count = 1 + Math.floor(random01(seed, 0) * 4);
  const devices: StoredDevice[] = [];
  for (let index = 0; index < count; index += 1) {
    const model = pickModel(seed, index);
    const patch = Math.floor(random01(seed, index, 3) * 3);
    const version = model.firmware.replace(/\d+$/, (last) =>
      String(Math.max(0, Number(last) - patch)),
    );
    const active = random01(seed, index, 4) >= 0.08;
    const created = new Date(
      now.getTime() - (HISTORY_DAYS + 30 + Math.floor(random01(seed, index, 5) * 300)) * DAY,
    );
    const [device] = await insertRows(
      db,
      'devices',
      [
        'tenant_id',
        'project_id',
        'unit_id',
        'device_type',
        'model_key',
        'firmware',
        'version',
        'active',
        'is_single_unit',
        'created_at',
        'host',
        'port',
        'modbus_unit',
      ],
      [
        [
          project.tenant_id,
          project.id,
          unitIdOf(model, seed, index),
          model.device_type,
          model.key,
          `${version}-b${100 + Math.floor(random01(seed, index, 6) * 800)}`,
          version,
          active,
          model.is_single_unit,
          created,
          DEMO_DEVICE_HOST,
          connections.port,
          (connections.next += 1),
        ],
      ],
      'RETURNING id',
    );
    const stored: StoredDevice = {
      id: device.id,
      modelKey: model.key,
      row: {
        id: device.id,
        tenant_id: project.tenant_id,
        project_id: project.id,
        project_name: project.name,
        unit_id: '',
        device_type: model.device_type,
        model_key: model.key,
        firmware: model.firmware,
        version,
        active,
        is_single_unit: model.is_single_unit,
        host: DEMO_DEVICE_HOST,
        port: connections.port,
        modbus_unit: connections.next,
        poll_interval: 60,
        state: 'unknown',
        last_seen: null,
        last_error: null,
      },
      outdoorUnits: [],
      indoorUnits: [],
    };
    if (!model.is_single_unit) {
      const systems = 2 + Math.floor(random01(seed, index, 10) * 3);
      const outdoorIds = await insertRows(
        db,
        'outdoor_units',
        ['tenant_id', 'device_id', 'unit'],
        Array.from({ length: systems }, (_, system) => [project.tenant_id, device.id, system + 1]),
        'RETURNING id',
      );
      let unit = 0;
      const indoorRows: SqlValue[][] = [];
      const pending: { unit: number; outdoorUnitId: number; name: string; unitType: string }[] = [];
      outdoorIds.forEach((outdoor, system) => {
        stored.outdoorUnits.push({ id: outdoor.id, unit: system + 1 });
        const indoors = 3 + Math.floor(random01(seed, index, 20 + system) * 10);
        for (let position = 0; position < indoors; position += 1) {
          unit += 1;
          const name = indoorUnitName(seed ^ index, system + 1, position);
          const unitType =
            name.startsWith('Conference') || name.startsWith('Lobby') ? 'ducted' : 'regular';
          indoorRows.push([project.tenant_id, device.id, outdoor.id, unit, name, unitType]);
          pending.push({ unit, outdoorUnitId: outdoor.id, name, unitType });
        }
      });
      const indoorIds = await insertRows(
        db,
        'indoor_units',
        ['tenant_id', 'device_id', 'outdoor_unit_id', 'unit', 'name', 'unit_type'],
        indoorRows,
        'RETURNING id',
      );
      pending.forEach((indoor, position) =>
        stored.indoorUnits.push({ id: indoorIds[position].id, ...indoor }),
      );
    }
    devices.push(stored);
  }
  return devices;
}

/** Picks a few units of a device for each rule (not every unit gets every rule). */
function rulesFor(
  device: StoredDevice,
  seed: number,
): { rule: RuleTemplate; parameter: IndexedParameter }[] {
  const model = getModel(device.modelKey);
  const chosen: { rule: RuleTemplate; parameter: IndexedParameter }[] = [];
  const add = (rule: RuleTemplate, unit: number) => {
    const parameter = parametersOfUnit(model, rule.scope, unit).find(
      (candidate) => candidate.definition.key === rule.key,
    );
    const indexed =
      parameter && findParameter(device, parameter.definition.modbus_type, parameter.register);
    if (indexed) chosen.push({ rule, parameter: indexed });
  };
  if (model.is_single_unit) {
    for (const rule of SINGLE_RULES) add(rule, 0);
    return chosen;
  }
  VRF_RULES.forEach((rule, ruleIndex) => {
    const units = rule.scope === 'outdoor' ? device.outdoorUnits : device.indoorUnits;
    const picks = rule.scope === 'outdoor' ? units.length : Math.min(units.length, 2);
    for (let pick = 0; pick < picks; pick += 1) {
      const unit = units[Math.floor(random01(seed, ruleIndex, pick) * units.length)];
      if (!chosen.some((entry) => entry.rule === rule && entry.parameter.unit === unit.unit))
        add(rule, unit.unit);
    }
  });
  return chosen;
}

/** A 'remote controller locked' rule on a unit whose controller is locked: an alarm active right now. */
function lockedControllerRule(
  device: StoredDevice,
  now: number,
): { rule: RuleTemplate; parameter: IndexedParameter } | undefined {
  const model = getModel(device.modelKey);
  if (model.is_single_unit) return undefined;
  const simulation = new DeviceSimulation(device);
  for (const indoor of device.indoorUnits) {
    const parameter = parametersOfUnit(model, 'indoor', indoor.unit).find(
      (candidate) => candidate.definition.key === 'remote_lock',
    );
    if (!parameter || simulation.valueAt('coil', parameter.register, now) !== 1) continue;
    const indexed = findParameter(device, 'coil', parameter.register);
    if (indexed)
      return {
        rule: { scope: 'indoor', key: 'remote_lock', alarmType: 'boolean', booleanValue: true },
        parameter: indexed,
      };
  }
  return undefined;
}

interface Episode {
  configuration: SeededConfiguration;
  triggeredAt: number;
  resolvedAt: number | null;
  value: number;
}

/**
 * The entries the rules of one device would have produced over the last 90 days: one per
 * episode, resolved when it ended, the last one open when the rule still holds now. Time is the
 * outer loop so that the rules of a device share each instant's simulated values.
 */
function pastEpisodes(
  simulation: DeviceSimulation,
  configurations: readonly SeededConfiguration[],
  now: number,
): Episode[] {
  const readers = configurations.map((configuration) =>
    simulation.series(
      configuration.parameter.definition.modbus_type,
      configuration.parameter.register,
    ),
  );
  const open: ({ triggeredAt: number; value: number } | undefined)[] = configurations.map(
    () => undefined,
  );
  const episodes: Episode[] = [];
  const start = Math.ceil((now - HISTORY_DAYS * DAY) / EPISODE_STEP) * EPISODE_STEP;
  const times: number[] = [];
  for (let time = start; time < now; time += EPISODE_STEP) times.push(time);
  times.push(now);
  for (const time of times) {
    configurations.forEach((configuration, index) => {
      const read = readers[index];
      if (!read) return;
      const { rule, parameter } = configuration;
      const value = alarmValue(parameter, read(time));
      const holds = evaluateAlarm(
        {
          alarm_type: rule.alarmType,
          threshold_value: rule.threshold ?? null,
          boolean_value: rule.booleanValue ?? null,
        },
        value,
      );
      const current = open[index];
      if (holds && !current) open[index] = { triggeredAt: time, value };
      if (!holds && current) {
        episodes.push({ configuration, ...current, resolvedAt: time });
        open[index] = undefined;
      }
    });
  }
  open.forEach((current, index) => {
    if (current)
      episodes.push({ configuration: configurations[index], ...current, resolvedAt: null });
  });
  return episodes;
}

interface UserRow {
  id: number;
  tenant_id: string;
  permission_type: string;
}

/** Power and modes follow the daily schedules again after a write; the other values stay as written. */
const SCHEDULED_KEYS = new Set(['power', 'operation_mode', 'mode']);

/** A believable value for a write, or one the device refuses (a set point out of its range). */
function writeValue(parameter: IndexedParameter, draw: number, refuse: boolean): number {
  const rule = parameter.definition.write;
  if (!rule) return 0;
  if (rule.allowed) return rule.allowed[Math.floor(draw * rule.allowed.length)];
  if (rule.max <= 1) return draw < 0.5 ? 0 : 1;
  if (refuse) return rule.max + 50;
  const steps = Math.floor((rule.max - rule.min) / 5);
  return rule.min + Math.floor(draw * (steps + 1)) * 5;
}

/** A few weeks of parameter writes by the tenant's users; the latest set points stay in effect. */
async function seedChangeLog(
  db: Database,
  project: ProjectRow,
  devices: StoredDevice[],
  users: UserRow[],
  now: number,
): Promise<void> {
  const writers = users.filter(
    (user) => user.tenant_id === project.tenant_id && user.permission_type !== 'company_spectator',
  );
  if (writers.length === 0 || devices.length === 0) return;
  const seed = hash(project.id, 0xc4a9);
  const count = 12 + Math.floor(random01(seed, 1) * 30);
  const writes: PastWrite[] = [];
  const overrides = new Map<
    string,
    { device: StoredDevice; parameter: IndexedParameter; override: Override }
  >();
  for (let index = 0; index < count; index += 1) {
    const device = devices[Math.floor(random01(seed, index, 2) * devices.length)];
    const writable = [...parameterIndex(device).values()].filter(
      (parameter) => parameter.definition.write,
    );
    if (writable.length === 0) continue;
    const parameter = writable[Math.floor(random01(seed, index, 3) * writable.length)];
    const refuse = random01(seed, index, 4) < 0.1;
    const value = writeValue(parameter, random01(seed, index, 5), refuse);
    const formula = writableFormula(parameter.definition);
    const failed = !acceptsRawValue(formula, value).valid;
    const created = now - Math.floor(random01(seed, index, 6) * HISTORY_DAYS * DAY);
    const writer = writers[Math.floor(random01(seed, index, 7) * writers.length)];
    const modbusType = parameter.definition.modbus_type;
    writes.push({
      tenant: project.tenant_id,
      projectId: project.id,
      deviceId: device.id,
      userId: writer.id,
      action: WRITE_ACTIONS[modbusType],
      status: failed ? 'failed' : 'complete',
      paramName: parameterLabel(device, parameter),
      data: writeChangeLogData(formula, parameter.register, value),
      at: new Date(created),
    });
    if (!failed && !SCHEDULED_KEYS.has(parameter.definition.key)) {
      const target = `${device.id}:${overrideKey(modbusType, parameter.register)}`;
      const previous = overrides.get(target);
      if (!previous || previous.override.since < created) {
        overrides.set(target, { device, parameter, override: { value, since: created + 10_000 } });
      }
    }
  }
  await insertPastWrites(db, writes);
  await insertRows(
    db,
    'register_values',
    ['tenant_id', 'device_id', 'modbus_type', 'register', 'value', 'updated_at'],
    [...overrides.values()].map((entry) => [
      project.tenant_id,
      entry.device.id,
      entry.parameter.definition.modbus_type,
      entry.parameter.register,
      entry.override.value,
      new Date(entry.override.since),
    ]),
  );
}

/**
 * Devices for every seeded project (1–4 each: VRF systems with 2–4 outdoor units and 3–12 indoor
 * units per system, or a heat pump), alarm rules with the entries the simulator's past values would
 * have produced over 90 days, and a change-log history. Deterministic for given projects and `now`.
 */
export async function seedDevices(
  db: Database,
  options: { now: Date; emulatorPort?: number },
): Promise<void> {
  const now = options.now.getTime();
  const connections = { port: options.emulatorPort ?? DEFAULT_EMULATOR_PORT, next: 0 };
  const projects = await db.query<ProjectRow>(
    'SELECT id, tenant_id, name FROM projects ORDER BY tenant_id, id',
  );
  const users = await db.query<UserRow>(
    'SELECT id, tenant_id, permission_type FROM users ORDER BY id',
  );
  const lockedRuleAdded = new Set<string>();
  for (const project of projects) {
    const devices = await seedProjectDevices(db, project, options.now, connections);
    await seedChangeLog(db, project, devices, users, now);
    const configurations: SeededConfiguration[] = [];
    for (const device of devices) {
      const rules = rulesFor(device, hash(device.id, 0xa1a));
      if (!lockedRuleAdded.has(project.tenant_id)) {
        const locked = lockedControllerRule(device, now);
        if (locked) {
          rules.push(locked);
          lockedRuleAdded.add(project.tenant_id);
        }
      }
      const inserted = await insertConfigurations(
        db,
        project.tenant_id,
        project.id,
        rules.map(({ rule, parameter }) => ({
          columns: {
            deviceId: device.id,
            outdoorUnitId: parameter.ref.scope === 'general' ? null : parameter.ref.outdoorUnitId,
            indoorUnitId: parameter.ref.scope === 'indoor' ? parameter.ref.unitId : null,
            parameterName: parameter.definition.data_meaning,
            modbusType: parameter.definition.modbus_type,
            register: parameter.register,
            threshold: rule.threshold ?? null,
            booleanValue: rule.booleanValue ?? null,
            alarmType: rule.alarmType,
          },
          createdAt: new Date(now - (HISTORY_DAYS + 5) * DAY),
        })),
      );
      rules.forEach(({ rule, parameter }, index) =>
        configurations.push({
          id: inserted[index],
          tenant: project.tenant_id,
          projectId: project.id,
          device,
          parameter,
          rule,
        }),
      );
    }
    const overrides = new Map<number, Map<string, Override>>();
    for (const row of await db.query<{
      device_id: number;
      modbus_type: 'coil' | 'register';
      register: number;
      value: number;
      updated_at: Date;
    }>(
      'SELECT device_id, modbus_type, register, value, updated_at FROM register_values WHERE tenant_id = $1',
      [project.tenant_id],
    )) {
      const map = overrides.get(row.device_id) ?? new Map<string, Override>();
      map.set(overrideKey(row.modbus_type, row.register), {
        value: Number(row.value),
        since: new Date(row.updated_at).getTime(),
      });
      overrides.set(row.device_id, map);
    }
    const entries: PastEntry[] = [];
    const stillTriggered: number[] = [];
    for (const device of devices) {
      const simulation = new DeviceSimulation(device, overrides.get(device.id) ?? NO_OVERRIDES);
      const ofDevice = configurations.filter((configuration) => configuration.device === device);
      for (const episode of pastEpisodes(simulation, ofDevice, now)) {
        const { configuration } = episode;
        const { parameter } = configuration;
        entries.push({
          tenant: configuration.tenant,
          projectId: configuration.projectId,
          deviceId: device.id,
          outdoorUnitId: parameter.ref.scope === 'general' ? null : parameter.ref.outdoorUnitId,
          indoorUnitId: parameter.ref.scope === 'indoor' ? parameter.ref.unitId : null,
          configurationId: configuration.id,
          triggeredValue: episode.value,
          triggeredAt: new Date(episode.triggeredAt),
          resolvedAt: episode.resolvedAt === null ? null : new Date(episode.resolvedAt),
        });
        if (episode.resolvedAt === null) stillTriggered.push(configuration.id);
      }
    }
    await insertPastEntries(db, entries);
    await setConfigurationsTriggered(db, stillTriggered, true, options.now);
  }
}

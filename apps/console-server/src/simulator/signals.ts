import { POWER_ON_RAW } from '@hvac/console-domain';
import {
  findParameter,
  getModel,
  parametersOfUnit,
  type DeviceTopology,
  type IndexedParameter,
} from '../devices/catalog';
import { DEVICE_MODELS } from '../devices/models';
import type { DeviceModel, ModbusType, ParameterDefinition, SignalKind } from '../devices/types';
import { dailyMeanTemperature, episodeCode, outdoorTemperature } from './climate';
import {
  DAY,
  HOUR,
  MINUTE,
  dayStart,
  hash,
  localDay,
  minuteOfDay,
  random01,
  smoothNoise,
  weekday,
} from './random';
import { NO_OVERRIDES, overrideKey, type Override, type Overrides } from '../devices/overrides';

/** A raw value as a function of time (UTC ms). */
export type Series = (time: number) => number;

const HEATING_MODES = new Set([4, 6, 7, 8, 9]);
const COOLING_MODES = new Set([1, 2, 5, 12]);
const INDOOR_ERROR_CODES = [1, 2, 3, 4, 5, 6] as const;
const OUTDOOR_ERROR_CODES = [21, 22, 23, 24, 25, 26] as const;
const SINGLE_ERROR_CODES = [7, 80, 89, 203] as const;
const FAN_CHOICES = [3, 5, 5, 7, 2, 9] as const;

/** Remembers the last evaluation: the series of one time point share their inputs. */
function lastValue(compute: Series): Series {
  let lastTime = Number.NaN;
  let last = 0;
  return (time) => {
    if (time !== lastTime) {
      last = compute(time);
      lastTime = time;
    }
    return last;
  };
}

/** Weather of one site, with the per-day figures cached. */
class Weather {
  private readonly seed: number;
  private readonly means = new Map<number, number>();
  readonly temperature: Series;

  constructor(seed: number) {
    this.seed = seed;
    this.temperature = lastValue((time) => outdoorTemperature(seed, time));
  }

  dailyMean(day: number): number {
    let mean = this.means.get(day);
    if (mean === undefined) {
      mean = dailyMeanTemperature(this.seed, day);
      this.means.set(day, mean);
    }
    return mean;
  }
}

/**
 * The scale each signal function produces its raw values in: the built-in models' scale of the
 * parameter that carries it (tenths for temperatures). A company's model may give the same signal
 * another scale (hundredths, whole degrees): its raw values are converted at the boundary.
 */
const SIGNAL_SCALES: ReadonlyMap<SignalKind, number> = new Map(
  DEVICE_MODELS.flatMap((model) => Object.values(model.parameters).flat()).flatMap((definition) =>
    definition.signal ? [[definition.signal, definition.scale] as const] : [],
  ),
);

/** Raw units of the parameter per raw unit of its signal function (1 for the built-in models). */
function signalFactor(definition: ParameterDefinition): number {
  const native = definition.signal ? SIGNAL_SCALES.get(definition.signal) : undefined;
  return native ? definition.scale / native : 1;
}

/** A written value (raw at the parameter's scale) as the signal functions read it. */
function toSignalScale(
  definition: ParameterDefinition,
  override: Override | undefined,
): Override | undefined {
  const factor = signalFactor(definition);
  return override && factor !== 1 ? { ...override, value: override.value / factor } : override;
}

function overridden(series: Series, override: Override | undefined): Series {
  if (!override) return series;
  return (time) => (time >= override.since ? override.value : series(time));
}

/** Everything the simulation of one indoor unit needs, resolved once per series. */
class IndoorUnit {
  readonly seed: number;
  readonly profile: 'always' | 'office' | 'meeting';
  private readonly weather: Weather;
  private readonly powerOverride: Override | undefined;
  private readonly schedules = new Map<number, [number, number] | null>();
  /** Last power evaluation: state and when the unit last switched (UTC ms). */
  private powerTime = Number.NaN;
  private powerOn = false;
  private powerSince = 0;
  readonly mode: Series;
  readonly setTemperature: Series;
  readonly ambient: Series;
  readonly fanSpeed: Series;
  readonly errorCode: Series;

  constructor(
    model: DeviceModel,
    device: DeviceTopology,
    unit: number,
    overrides: Overrides,
    weather: Weather,
  ) {
    this.weather = weather;
    this.seed = hash(device.id, unit, 0x1d0);
    const pick = random01(this.seed, 0x9f);
    this.profile = pick < 0.1 ? 'always' : pick < 0.75 ? 'office' : 'meeting';
    const parameters = parametersOfUnit(model, 'indoor', unit);
    const find = (key: string) => {
      const parameter = parameters.find((candidate) => candidate.definition.key === key);
      return parameter
        ? toSignalScale(
            parameter.definition,
            overrides.get(overrideKey(parameter.definition.modbus_type, parameter.register)),
          )
        : undefined;
    };
    this.powerOverride = find('power');
    this.mode = lastValue(overridden((time) => this.scheduledMode(time), find('operation_mode')));
    this.setTemperature = lastValue(
      overridden((time) => this.scheduledSetTemperature(time), find('indoor_set_temp')),
    );
    this.ambient = lastValue((time) => this.computeAmbient(time));
    this.fanSpeed = lastValue(
      overridden((time) => this.scheduledFanSpeed(time), find('fan_speed')),
    );
    this.errorCode = lastValue((time) =>
      episodeCode(this.seed, time, 0.025, INDOOR_ERROR_CODES, 41),
    );
  }

  /** [on, off] minutes of the local day, or null when the unit stays off that day. */
  schedule(day: number): [number, number] | null {
    const cached = this.schedules.get(day);
    if (cached !== undefined) return cached;
    const computed = this.computeSchedule(day);
    this.schedules.set(day, computed);
    return computed;
  }

  private computeSchedule(day: number): [number, number] | null {
    if (this.profile === 'always') return [0, 24 * 60];
    const weekend = weekday(day) === 0 || weekday(day) === 6;
    const draw = (salt: number) => random01(this.seed, day, salt);
    if (this.profile === 'office') {
      if (weekend) {
        if (draw(1) >= 0.12) return null;
        const on = 9 * 60 + draw(2) * 120;
        return [on, on + 120 + draw(3) * 180];
      }
      if (draw(1) >= 0.92) return null;
      return [7 * 60 + draw(2) * 120, 16 * 60 + draw(3) * 200];
    }
    if (weekend || draw(1) >= 0.7) return null;
    const on = 9 * 60 + draw(2) * 300;
    return [on, on + 60 + draw(3) * 120];
  }

  private evaluatePower(time: number): void {
    if (time === this.powerTime) return;
    this.powerTime = time;
    const override = this.powerOverride;
    if (override && time >= override.since) {
      this.powerOn = override.value === POWER_ON_RAW;
      this.powerSince = override.since;
      return;
    }
    const day = localDay(time);
    const start = dayStart(day);
    if (this.profile === 'always') {
      this.powerOn = true;
      this.powerSince = start - 30 * DAY;
      return;
    }
    const minute = minuteOfDay(time);
    const today = this.schedule(day);
    if (today && minute >= today[0] && minute < today[1]) {
      this.powerOn = true;
      this.powerSince = start + today[0] * MINUTE;
      return;
    }
    this.powerOn = false;
    if (today && minute >= today[1]) {
      this.powerSince = start + today[1] * MINUTE;
      return;
    }
    const yesterday = this.schedule(day - 1);
    this.powerSince = yesterday ? start - DAY + yesterday[1] * MINUTE : start - DAY;
  }

  isOn(time: number): boolean {
    this.evaluatePower(time);
    return this.powerOn;
  }

  switchedAt(time: number): number {
    this.evaluatePower(time);
    return this.powerSince;
  }

  private scheduledMode(time: number): number {
    const day = localDay(time);
    const mean = this.weather.dailyMean(day);
    const draw = random01(this.seed, day, 11);
    if (mean >= 17) return mean >= 23 && draw < 0.12 ? 2 : 1;
    if (mean <= 13) return draw < 0.05 ? 8 : 4;
    if (draw < 0.15) return 3;
    return mean > 15 ? 5 : 6;
  }

  /** Raw set temperature (tenths of °C). */
  private scheduledSetTemperature(time: number): number {
    const step = Math.floor(random01(this.seed, localDay(time), 21) * 7) * 5;
    const mode = this.mode(time);
    if (HEATING_MODES.has(mode)) return 200 + step;
    if (COOLING_MODES.has(mode)) return 230 + step;
    return 220 + step;
  }

  /** Room temperature in °C when the unit does nothing. */
  private freeTemperature(time: number): number {
    return (
      19.5 +
      0.22 * (this.weather.temperature(time) - 10) +
      0.6 * smoothNoise(this.seed, time, 3 * HOUR)
    );
  }

  private computeAmbient(time: number): number {
    const free = this.freeTemperature(time);
    const target = this.setTemperature(time) / 10;
    const minutes = Math.max(0, (time - this.switchedAt(time)) / MINUTE);
    const jitter = 0.25 * smoothNoise(this.seed ^ 0xa3, time, 25 * MINUTE);
    if (this.isOn(time)) {
      if (this.mode(time) === 3) return free + jitter;
      return target + (free - target) * Math.exp(-minutes / 40) + jitter;
    }
    return free + (target - free) * Math.exp(-minutes / 150) + jitter;
  }

  private scheduledFanSpeed(time: number): number {
    if (!this.isOn(time)) return 1;
    const gap = Math.abs(this.ambient(time) - this.setTemperature(time) / 10);
    if (gap > 2) return 7;
    return FAN_CHOICES[Math.floor(random01(this.seed, localDay(time), 31) * FAN_CHOICES.length)];
  }
}

class OutdoorUnit {
  readonly seed: number;
  readonly indoors: IndoorUnit[];
  readonly ambient: Series;
  readonly runningIndoors: Series;
  readonly capacity: Series;
  readonly frequency: Series;
  readonly errorCode: Series;

  constructor(device: DeviceTopology, unit: number, indoors: IndoorUnit[], weather: Weather) {
    this.seed = hash(device.id, unit, 0x0d0);
    this.indoors = indoors;
    const bias = (random01(this.seed, 7) - 0.5) * 0.6;
    this.ambient = lastValue((time) => weather.temperature(time) + bias);
    this.runningIndoors = lastValue((time) => {
      let count = 0;
      for (const indoor of this.indoors) if (indoor.isOn(time)) count += 1;
      return count;
    });
    this.capacity = lastValue((time) => {
      const running = this.runningIndoors(time);
      if (running === 0) return 0;
      const load =
        (running / this.indoors.length) * (0.55 + Math.abs(this.ambient(time) - 20) / 30);
      return Math.round(Math.min(100, Math.max(10, load * 100)));
    });
    this.frequency = lastValue((time) => {
      const capacity = this.capacity(time);
      if (capacity === 0) return 0;
      return Math.round(20 + capacity * 0.85 + 3 * smoothNoise(this.seed, time, 15 * MINUTE));
    });
    this.errorCode = lastValue((time) =>
      episodeCode(this.seed, time, 0.015, OUTDOOR_ERROR_CODES, 51),
    );
  }

  cooling(time: number): boolean {
    return this.ambient(time) >= 16;
  }
}

class SingleUnit {
  readonly seed: number;
  readonly outdoor: Series;
  private readonly weather: Weather;
  readonly power: Series;
  readonly mode: Series;
  readonly tankSetPoint: Series;
  readonly booster: Series;
  readonly errorCode: Series;
  readonly leavingHeat: Series;
  readonly leavingCool: Series;

  constructor(model: DeviceModel, device: DeviceTopology, overrides: Overrides, weather: Weather) {
    this.seed = hash(device.id, 0x5a1);
    this.weather = weather;
    this.outdoor = weather.temperature;
    const parameters = parametersOfUnit(model, 'general', 0);
    const find = (key: string) => {
      const parameter = parameters.find((candidate) => candidate.definition.key === key);
      return parameter
        ? toSignalScale(
            parameter.definition,
            overrides.get(overrideKey(parameter.definition.modbus_type, parameter.register)),
          )
        : undefined;
    };
    // A heat pump runs all the time, apart from a rare service day.
    this.power = lastValue(
      overridden(
        (time) => (random01(this.seed, localDay(time), 61) >= 0.02 ? POWER_ON_RAW : 0),
        find('power'),
      ),
    );
    this.mode = lastValue(
      overridden((time) => {
        const mean = this.weather.dailyMean(localDay(time));
        if (mean >= 20) return 1; // cooling
        if (mean <= 16) return 4; // heating
        return 6; // auto heating in the shoulder seasons
      }, find('mode')),
    );
    const setPoint = [450, 480, 500][Math.floor(random01(this.seed, 71) * 3)];
    this.tankSetPoint = overridden(() => setPoint, find('water_tank_temp_set_point'));
    this.booster = overridden((time) => {
      const minute = minuteOfDay(time);
      return weekday(localDay(time)) === 0 && minute >= 120 && minute < 180 ? 1 : 0;
    }, find('dhw_booster'));
    this.errorCode = lastValue((time) =>
      episodeCode(this.seed, time, 0.02, SINGLE_ERROR_CODES, 81),
    );
    this.leavingHeat = lastValue((time) => {
      const noise = 0.4 * smoothNoise(this.seed, time, 20 * MINUTE);
      if (!this.on(time) || !this.heating(time)) return 22 + noise;
      const curve = Math.min(50, Math.max(25, 35 + (15 - this.outdoor(time)) * 0.6));
      return (this.defrost(time) ? curve - 12 : curve) + noise;
    });
    this.leavingCool = lastValue((time) => {
      const noise = 0.3 * smoothNoise(this.seed ^ 0xc0, time, 20 * MINUTE);
      if (!this.on(time) || this.heating(time)) return 22 + noise;
      return 12 - Math.min(4, Math.max(0, (this.outdoor(time) - 24) * 0.4)) + noise;
    });
  }

  on(time: number): boolean {
    return this.power(time) === POWER_ON_RAW;
  }

  heating(time: number): boolean {
    const mode = this.mode(time);
    return mode === 4 || ((mode === 5 || mode === 6) && this.outdoor(time) < 18);
  }

  defrost(time: number): boolean {
    return (
      this.on(time) && this.heating(time) && this.outdoor(time) < 5 && minuteOfDay(time) % 90 < 8
    );
  }

  tankTemperature(time: number): number {
    const hour = minuteOfDay(time) / 60;
    const draw =
      6 * Math.exp(-(((hour - 7.5) / 1) ** 2)) + 9 * Math.exp(-(((hour - 21) / 1.2) ** 2));
    const boost = this.booster(time) === 1 ? 6 : 0;
    const base = this.tankSetPoint(time) / 10 - 1.5 - draw + boost;
    return (
      (this.on(time) ? base : base - 8) + 0.3 * smoothNoise(this.seed ^ 0x7a, time, 30 * MINUTE)
    );
  }
}

const tenths = (celsius: number) => Math.round(celsius * 10);

/**
 * Builds the series of every parameter of one device for one set of overrides; the unit
 * contexts are created once so that evaluating many points stays cheap.
 */
export class DeviceSimulation {
  readonly device: DeviceTopology;
  readonly model: DeviceModel;
  private readonly overrides: Overrides;
  private readonly indoorUnits = new Map<number, IndoorUnit>();
  private readonly outdoorUnits = new Map<number, OutdoorUnit>();
  private single: SingleUnit | undefined;
  private readonly weather: Weather;
  private readonly seriesCache = new Map<string, Series>();

  constructor(device: DeviceTopology, overrides: Overrides = NO_OVERRIDES) {
    this.device = device;
    this.model = getModel(device.modelKey);
    this.overrides = overrides;
    this.weather = new Weather(hash(device.id, 0x517e));
  }

  private indoor(unit: number): IndoorUnit {
    let context = this.indoorUnits.get(unit);
    if (!context) {
      context = new IndoorUnit(this.model, this.device, unit, this.overrides, this.weather);
      this.indoorUnits.set(unit, context);
    }
    return context;
  }

  private outdoor(unit: number): OutdoorUnit {
    let context = this.outdoorUnits.get(unit);
    if (!context) {
      const outdoor = this.device.outdoorUnits.find((candidate) => candidate.unit === unit);
      const indoors = this.device.indoorUnits
        .filter((indoor) => outdoor !== undefined && indoor.outdoorUnitId === outdoor.id)
        .map((indoor) => this.indoor(indoor.unit));
      context = new OutdoorUnit(this.device, unit, indoors, this.weather);
      this.outdoorUnits.set(unit, context);
    }
    return context;
  }

  private gatewaySeed(): number {
    return hash(this.device.id, 0x9a7e);
  }

  private singleUnit(): SingleUnit {
    this.single ??= new SingleUnit(this.model, this.device, this.overrides, this.weather);
    return this.single;
  }

  /** The raw series of a register or coil of this device, undefined when the device has none. */
  series(modbusType: ModbusType, register: number): Series | undefined {
    const key = overrideKey(modbusType, register);
    const cached = this.seriesCache.get(key);
    if (cached) return cached;
    const parameter = findParameter(this.device, modbusType, register);
    if (!parameter) return undefined;
    const series = overridden(this.build(parameter), this.overrides.get(key));
    this.seriesCache.set(key, series);
    return series;
  }

  valueAt(modbusType: ModbusType, register: number, time: number): number | undefined {
    return this.series(modbusType, register)?.(time);
  }

  /** The parameter's raw series at its own scale (the signal function's, converted when they differ). */
  private build(parameter: IndexedParameter): Series {
    const series = this.buildSignal(parameter);
    const factor = signalFactor(parameter.definition);
    return factor === 1 ? series : (time) => Math.round(series(time) * factor);
  }

  private buildSignal(parameter: IndexedParameter): Series {
    const signal: SignalKind | undefined = parameter.definition.signal;
    // A company's own model has no signal functions: its registers read 0.
    if (signal === undefined) return () => 0;
    const unit = parameter.unit;
    const seed = hash(this.device.id, unit, parameter.register);
    switch (signal) {
      case 'indoor_power': {
        const indoor = this.indoor(unit);
        return (time) => (indoor.isOn(time) ? POWER_ON_RAW : 0);
      }
      case 'indoor_mode': {
        const indoor = this.indoor(unit);
        return indoor.mode;
      }
      case 'indoor_set_temp': {
        const indoor = this.indoor(unit);
        return indoor.setTemperature;
      }
      case 'indoor_ambient_temp': {
        const indoor = this.indoor(unit);
        return (time) => tenths(indoor.ambient(time));
      }
      case 'indoor_pipe_temp': {
        const indoor = this.indoor(unit);
        return (time) => {
          if (!indoor.isOn(time) || indoor.mode(time) === 3)
            return tenths(indoor.ambient(time) - 0.5);
          const noise = smoothNoise(seed, time, 10 * MINUTE);
          return tenths(HEATING_MODES.has(indoor.mode(time)) ? 41 + 3 * noise : 8 + 2 * noise);
        };
      }
      case 'indoor_fan_speed': {
        const indoor = this.indoor(unit);
        return indoor.fanSpeed;
      }
      case 'indoor_error_code': {
        const indoor = this.indoor(unit);
        return indoor.errorCode;
      }
      case 'indoor_communication_error': {
        const indoor = this.indoor(unit);
        return (time) => (indoor.errorCode(time) === 1 ? 1 : 0);
      }
      case 'indoor_filter_alarm':
        return (time) => ((localDay(time) + (seed % 60)) % 60 >= 56 ? 1 : 0);
      case 'indoor_remote_lock':
        return () => (random01(seed, 3) < 0.2 ? 1 : 0);
      case 'indoor_swing':
        return (time) => (random01(seed, localDay(time)) < 0.4 ? 1 : 0);
      case 'outdoor_power': {
        const outdoor = this.outdoor(unit);
        return (time) => (outdoor.runningIndoors(time) > 0 ? POWER_ON_RAW : 0);
      }
      case 'outdoor_ambient_temp': {
        const outdoor = this.outdoor(unit);
        return (time) => tenths(outdoor.ambient(time));
      }
      case 'outdoor_discharge_temp': {
        const outdoor = this.outdoor(unit);
        return (time) => {
          const frequency = outdoor.frequency(time);
          if (frequency === 0) return tenths(outdoor.ambient(time) + 1.5);
          return tenths(45 + frequency * 0.35 + 1.5 * smoothNoise(seed, time, 20 * MINUTE));
        };
      }
      case 'outdoor_compressor_frequency': {
        const outdoor = this.outdoor(unit);
        return outdoor.frequency;
      }
      case 'outdoor_high_pressure': {
        const outdoor = this.outdoor(unit);
        return (time) => {
          const frequency = outdoor.frequency(time);
          const ambient = outdoor.ambient(time);
          if (frequency === 0) return tenths(Math.max(3, 8 + 0.2 * ambient));
          return tenths(
            outdoor.cooling(time) ? 18 + 0.35 * ambient + frequency * 0.05 : 24 + frequency * 0.06,
          );
        };
      }
      case 'outdoor_low_pressure': {
        const outdoor = this.outdoor(unit);
        return (time) => {
          const frequency = outdoor.frequency(time);
          const ambient = outdoor.ambient(time);
          if (frequency === 0) return tenths(Math.max(3, 8 + 0.2 * ambient));
          return tenths(
            outdoor.cooling(time)
              ? 9 - frequency * 0.02
              : Math.max(1.5, 5 + 0.12 * ambient - frequency * 0.02),
          );
        };
      }
      case 'outdoor_capacity': {
        const outdoor = this.outdoor(unit);
        return outdoor.capacity;
      }
      case 'outdoor_error_code': {
        const outdoor = this.outdoor(unit);
        return outdoor.errorCode;
      }
      case 'outdoor_compressor_error': {
        const outdoor = this.outdoor(unit);
        return (time) => {
          const code = outdoor.errorCode(time);
          return code === 21 || code === 22 ? 1 : 0;
        };
      }
      case 'outdoor_silent_mode':
        return (time) => {
          const minute = minuteOfDay(time);
          return minute >= 22 * 60 || minute < 6 * 60 ? 1 : 0;
        };
      case 'gateway_online':
        return (time) => (episodeCode(this.gatewaySeed(), time, 0.01, [1], 91) === 0 ? 1 : 0);
      case 'gateway_communication_error':
        return (time) => (episodeCode(this.gatewaySeed(), time, 0.01, [1], 91) === 0 ? 0 : 1);
      case 'gateway_connected_units':
        return (time) => {
          let connected = 0;
          for (const indoor of this.device.indoorUnits) {
            if (this.indoor(indoor.unit).errorCode(time) !== 1) connected += 1;
          }
          return connected;
        };
      case 'gateway_system_count':
        return () => this.device.outdoorUnits.length;
      case 'outdoor_indoor_unit_count': {
        const outdoor = this.device.outdoorUnits.find((candidate) => candidate.unit === unit);
        const count = this.device.indoorUnits.filter(
          (indoor) => outdoor !== undefined && indoor.outdoorUnitId === outdoor.id,
        ).length;
        return () => count;
      }
      case 'single_power': {
        const single = this.singleUnit();
        return single.power;
      }
      case 'single_mode': {
        const single = this.singleUnit();
        return single.mode;
      }
      case 'single_outdoor_temp': {
        const single = this.singleUnit();
        return (time) => tenths(single.outdoor(time));
      }
      case 'single_leaving_water_cool': {
        const single = this.singleUnit();
        return (time) => tenths(single.leavingCool(time));
      }
      case 'single_leaving_water_heat': {
        const single = this.singleUnit();
        return (time) => tenths(single.leavingHeat(time));
      }
      case 'single_tank_set_point': {
        const single = this.singleUnit();
        return single.tankSetPoint;
      }
      case 'single_e_heater_leaving_water': {
        const single = this.singleUnit();
        return (time) => {
          const leaving = single.heating(time)
            ? single.leavingHeat(time)
            : single.leavingCool(time);
          return tenths(leaving + (single.outdoor(time) < -5 ? 3 : 0.3));
        };
      }
      case 'single_entering_water': {
        const single = this.singleUnit();
        return (time) => {
          if (!single.on(time)) return tenths(single.leavingHeat(time) - 0.5);
          return single.heating(time)
            ? tenths(single.leavingHeat(time) - 5)
            : tenths(single.leavingCool(time) + 5);
        };
      }
      case 'single_tank_temp': {
        const single = this.singleUnit();
        return (time) => tenths(single.tankTemperature(time));
      }
      case 'single_error_led': {
        const single = this.singleUnit();
        return (time) => {
          const code = single.errorCode(time);
          if (code === 0) return 0;
          return code === 80 ? 1 : 2;
        };
      }
      case 'single_error_code': {
        const single = this.singleUnit();
        return single.errorCode;
      }
      case 'single_compressor_running': {
        const single = this.singleUnit();
        return (time) => {
          if (!single.on(time) || single.defrost(time)) return 0;
          const duty = Math.min(1, Math.max(0.3, 0.3 + Math.abs(single.outdoor(time) - 18) / 20));
          return (minuteOfDay(time) % 60) / 60 < duty ? 1 : 0;
        };
      }
      case 'single_defrost': {
        const single = this.singleUnit();
        return (time) => (single.defrost(time) ? 1 : 0);
      }
      case 'single_dhw_booster': {
        const single = this.singleUnit();
        return single.booster;
      }
      default:
        signal satisfies never;
        throw new Error(`Unknown signal ${String(signal)}`);
    }
  }
}

/** The raw value of one register or coil of a device at a time, undefined when it has none. */
export function valueAt(
  device: DeviceTopology,
  modbusType: ModbusType,
  register: number,
  time: number,
  overrides: Overrides = NO_OVERRIDES,
): number | undefined {
  return new DeviceSimulation(device, overrides).valueAt(modbusType, register, time);
}

import { findModel } from '../devices/catalog';
import { modelName } from '../devices/connectionCheck';
import type { EmulatedUnit } from '../devices/store';

/** 'Midea VRF V6 MV6-i' (the model list's name), or the key of a model the catalogue does not know. */
function nameOf(modelKey: string): string {
  const model = findModel(modelKey);
  return model ? modelName(model) : modelKey;
}

/** '3 systems (4, 7, 5 indoor units)', or 'single unit'. */
function layoutText(unit: EmulatedUnit): string {
  if (unit.isSingleUnit || unit.systems.length === 0) return 'single unit';
  const systems = `${unit.systems.length} system${unit.systems.length === 1 ? '' : 's'}`;
  return `${systems} (${unit.systems.map((system) => system.indoorUnits).join(', ')} indoor units)`;
}

/**
 * What the emulator prints when it starts: where it listens, then one row per Modbus unit with the
 * model that unit answers as (the model to choose in Add Device; another model's registers answer
 * "Illegal data address") and its systems and indoor units.
 */
export function emulatorBanner(options: {
  host: string;
  port: number;
  units: readonly EmulatedUnit[];
  fault?: string;
}): string {
  const { host, port, units } = options;
  const lines = [
    `emulator listening on ${host}:${port} (Modbus TCP)${options.fault ? `, fault ${options.fault}` : ''}`,
  ];
  if (units.length === 0) {
    lines.push('No device answers here yet.');
    return lines.join('\n');
  }
  const rows = units.map((unit) => [
    String(unit.unit),
    unit.modelKey,
    nameOf(unit.modelKey),
    layoutText(unit),
  ]);
  const header = ['Modbus unit', 'model key', 'model', 'systems'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
      )
      .join('  ')
      .trimEnd();
  lines.push(
    `${units.length} units answer, each as one model (Add Device: host ${host}, port ${port}, the Modbus unit and its model):`,
    line(header),
    ...rows.map(line),
  );
  return lines.join('\n');
}

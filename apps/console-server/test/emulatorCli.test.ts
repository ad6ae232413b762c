import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMULATOR_USAGE, parseEmulatorArgs } from '../src/cli/emulatorArgs';
import { emulatorBanner } from '../src/emulator/banner';
import { emulatedUnits } from '../src/devices/store';
import { createTestContext, type TestContext } from './helpers';

/**
 * The emulator's command line as the README writes it (`pnpm … run emulator -- --port 1502`: pnpm 10
 * passes the `--` on) and the table it prints on start (which model each Modbus unit answers as).
 */
describe('emulator command line', () => {
  it('accepts the leading -- that pnpm 10 passes on', () => {
    expect(parseEmulatorArgs(['--', '--port', '1502'])).toEqual({
      host: '127.0.0.1',
      port: 1502,
      fault: null,
      help: false,
    });
  });

  it('accepts the options without --, and the fault switches', () => {
    expect(parseEmulatorArgs(['--port', '1600', '--host', '0.0.0.0', '--exception', '4'])).toEqual({
      host: '0.0.0.0',
      port: 1600,
      fault: { kind: 'exception', code: 4 },
      help: false,
    });
    expect(parseEmulatorArgs(['--', '--slow', '2500']).fault).toEqual({ kind: 'slow', ms: 2500 });
    expect(parseEmulatorArgs(['--drop']).fault).toEqual({ kind: 'drop' });
    expect(parseEmulatorArgs([]).port).toBe(1502);
    expect(parseEmulatorArgs(['--', '--help']).help).toBe(true);
    expect(EMULATOR_USAGE).toContain('run emulator -- [--port 1502]');
  });

  it('refuses a port it cannot use with a sentence, and unknown options', () => {
    expect(() => parseEmulatorArgs(['--', '--port', 'x'])).toThrow(
      '--port must be a whole number from 1 to 65535 (got x).',
    );
    expect(() => parseEmulatorArgs(['--port', '70000'])).toThrow(/from 1 to 65535/);
    expect(() => parseEmulatorArgs(['--exception', 'two'])).toThrow(/--exception must be/);
    expect(() => parseEmulatorArgs(['--prot', '1502'])).toThrow();
    // Only one leading `--` is pnpm's; a stray positional later is still refused.
    expect(() => parseEmulatorArgs(['--', '--port', '1502', 'extra'])).toThrow();
  });
});

describe('emulator banner', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext({ emulator: true });
  });
  afterAll(() => context.close());

  it('lists every unit the emulator answers with its model and systems', async () => {
    const port = context.emulator!.port;
    const units = await emulatedUnits(context.db, port);
    const devices = await context.db.query<{ modbus_unit: number; model_key: string }>(
      `SELECT DISTINCT ON (modbus_unit) modbus_unit, model_key FROM devices
        WHERE port = $1 AND host = '127.0.0.1' ORDER BY modbus_unit, id`,
      [port],
    );
    expect(units.map((unit) => [unit.unit, unit.modelKey])).toEqual(
      devices.map((device) => [device.modbus_unit, device.model_key]),
    );
    const banner = emulatorBanner({ host: '127.0.0.1', port, units });
    const lines = banner.split('\n');
    expect(lines[0]).toBe(`emulator listening on 127.0.0.1:${port} (Modbus TCP)`);
    expect(lines[2]).toMatch(/^Modbus unit +model key +model +systems$/);
    const rows = lines.slice(3);
    expect(rows).toHaveLength(units.length);
    // Each row: the unit, the model's key and name, and the sizes of its systems.
    for (const [index, unit] of units.entries()) {
      const cells = rows[index].trim().split(/ {2,}/);
      expect(cells[0]).toBe(String(unit.unit));
      expect(cells[1]).toBe(unit.modelKey);
      if (unit.isSingleUnit) expect(cells[3]).toBe('single unit');
      else
        expect(cells[3]).toBe(
          `${unit.systems.length} systems (${unit.systems.map((system) => system.indoorUnits).join(', ')} indoor units)`,
        );
    }
    expect(banner).toMatch(
      / {2}1 {2}[a-z0-9-]+ {2,}(Gree GMV6 GMV-Pro|Midea VRF V6 MV6-i|Daikin Altherma 3 EHBX-H) /,
    );
    const indoor = await context.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM indoor_units i JOIN devices d ON d.id = i.device_id
        WHERE d.port = $1 AND d.modbus_unit = $2`,
      [port, units[0].unit],
    );
    expect(units[0].systems.reduce((sum, system) => sum + system.indoorUnits, 0)).toBe(
      indoor?.n ?? 0,
    );
  });

  it("agrees with the README's table of which unit answers as which model", async () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const table = new Map<string, number[]>();
    for (const match of readme.matchAll(/^\| ([\d, ]+?) +\| .+? \(`([a-z0-9-]+)`\) +\|$/gm))
      table.set(match[2], match[1].split(', ').map(Number));
    const units = await emulatedUnits(context.db, context.emulator!.port);
    const actual = new Map<string, number[]>();
    for (const unit of units)
      actual.set(unit.modelKey, [...(actual.get(unit.modelKey) ?? []), unit.unit]);
    expect(table.size).toBe(3);
    expect(table).toEqual(actual);
  });

  it('says so when no device answers', () => {
    expect(emulatorBanner({ host: '127.0.0.1', port: 1502, units: [] })).toBe(
      'emulator listening on 127.0.0.1:1502 (Modbus TCP)\nNo device answers here yet.',
    );
  });
});

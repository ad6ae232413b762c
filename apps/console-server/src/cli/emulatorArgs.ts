import { parseArgs } from 'node:util';
import { TCP_PORT_MAX } from '@hvac/console-domain';
import type { EmulatorFault } from '../emulator/emulator';

export const EMULATOR_USAGE = `Usage: pnpm --filter @hvac/console-server run emulator -- [--port 1502] [--host 127.0.0.1]
  [--slow <ms> | --exception <code> | --drop | --silent]

Serves the demo's devices as a Modbus TCP server (one Modbus unit per device) and prints which
model each unit answers as. The fault switches apply to every unit.`;

export interface EmulatorArgs {
  host: string;
  port: number;
  fault: EmulatorFault | null;
  help: boolean;
}

/**
 * The emulator's command line. pnpm 10 (and npm) pass the `--` of `run emulator -- --port 1502` on to
 * the program, so a leading `--` is dropped before node's parseArgs sees it (as a positional it would
 * refuse the whole line). Throws a sentence for a value it cannot use.
 */
export function parseEmulatorArgs(args: readonly string[]): EmulatorArgs {
  const { values } = parseArgs({
    args: args[0] === '--' ? args.slice(1) : [...args],
    options: {
      port: { type: 'string', default: '1502' },
      host: { type: 'string', default: '127.0.0.1' },
      slow: { type: 'string' },
      exception: { type: 'string' },
      drop: { type: 'boolean', default: false },
      silent: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const port = Number(values.port);
  if (!/^\d+$/.test(values.port) || port < 1 || port > TCP_PORT_MAX)
    throw new Error(
      `--port must be a whole number from 1 to ${TCP_PORT_MAX} (got ${values.port}).`,
    );
  const whole = (name: string, value: string, min: number, max: number) => {
    const number = Number(value);
    if (!/^\d+$/.test(value) || number < min || number > max)
      throw new Error(`--${name} must be a whole number from ${min} to ${max} (got ${value}).`);
    return number;
  };
  let fault: EmulatorFault | null = null;
  if (values.slow !== undefined)
    fault = { kind: 'slow', ms: whole('slow', values.slow, 0, 600_000) };
  else if (values.exception !== undefined)
    fault = { kind: 'exception', code: whole('exception', values.exception, 1, 255) };
  else if (values.drop) fault = { kind: 'drop' };
  else if (values.silent) fault = { kind: 'silent' };
  return { host: values.host, port, fault, help: values.help };
}

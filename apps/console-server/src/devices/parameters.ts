import { FAN_SPEEDS, OPERATION_MODES } from '@hvac/console-domain';

/**
 * A code table of console-domain (keys in the spec's spelling: '1'…'9', '0A', '0B', …) keyed by the
 * number a device reports instead ('1'…'9', '10', '11', …): the model files' operation-mode and
 * fan-speed read mappings must equal these (test/codes.test.ts).
 */
export function byReportedValue(table: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(table).map(([code, name]) => [String(Number.parseInt(code, 16)), name]),
  );
}

export const OPERATION_MODE_MAPPING = byReportedValue(OPERATION_MODES);
export const FAN_SPEED_MAPPING = byReportedValue(FAN_SPEEDS);

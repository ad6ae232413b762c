/** The raw power value a unit reports when it is on; anything else is off. */
export const POWER_ON_RAW = 170;

export const POWER_LABELS = { on: 'On', off: 'Off' } as const;

export function isPowerOn(raw: number | string | null | undefined): boolean {
  return raw != null && raw !== '' && Number(raw) === POWER_ON_RAW;
}

/** 'On' for 170, 'Off' for anything else. */
export function powerLabel(raw: number | string | null | undefined): 'On' | 'Off' {
  return isPowerOn(raw) ? POWER_LABELS.on : POWER_LABELS.off;
}

/**
 * Whether an error indicator is active: the single-unit error_led_state and the units' error
 * statuses read as errors unless they are off (missing, 0, false, '' or 'off').
 */
export function isErrorActive(value: unknown): boolean {
  if (value == null || value === false || value === 0) return false;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    return text !== '' && text !== '0' && text !== 'off' && text !== 'false';
  }
  return true;
}

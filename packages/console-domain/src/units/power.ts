/** The raw power value a unit reports when it is on; anything else is off. */
export const POWER_ON_RAW = 170;

export function isPowerOn(raw: number | string | null | undefined): boolean {
  return Number(raw) === POWER_ON_RAW;
}

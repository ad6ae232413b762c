import { DAY, MINUTE, localDay, minuteOfDay, random01, smoothNoise, yearFraction } from './random';

/**
 * Outdoor weather of a site (°C): a continental climate like Belgrade's (about 1 °C in January,
 * 23 °C in July), fronts that shift the daily mean for a few days, a daily swing peaking at 15:00
 * and a little gustiness.
 */
export function dailyMeanTemperature(seed: number, day: number): number {
  const season = 12 - 11 * Math.cos(2 * Math.PI * (yearFraction(day) - 0.04));
  const front = 3.5 * smoothNoise(seed ^ 0x5eed, day * DAY, 3 * DAY);
  return season + front;
}

export function outdoorTemperature(seed: number, time: number): number {
  const day = localDay(time);
  const mean = dailyMeanTemperature(seed, day);
  const season = Math.cos(2 * Math.PI * (yearFraction(day) - 0.54));
  const amplitude = 4 + 1.5 * season;
  const hour = minuteOfDay(time) / 60;
  const daily = amplitude * Math.cos((2 * Math.PI * (hour - 15)) / 24);
  return mean + daily + 0.4 * smoothNoise(seed ^ 0x91, time, 40 * MINUTE);
}

/** An error episode of one unit on one day: most days none. */
export interface Episode {
  start: number;
  end: number;
  code: number;
}

export function episodeOn(
  seed: number,
  day: number,
  probability: number,
  codes: readonly number[],
  salt: number,
): Episode | null {
  if (random01(seed, day, salt) >= probability) return null;
  const duration = (15 + random01(seed, day, salt + 1) * 225) * MINUTE;
  const start = random01(seed, day, salt + 2) * (DAY - duration);
  const code = codes[Math.floor(random01(seed, day, salt + 3) * codes.length)];
  return { start, end: start + duration, code };
}

/** The episode's code when it covers `minute` of the local day, else 0. */
export function episodeCode(
  seed: number,
  time: number,
  probability: number,
  codes: readonly number[],
  salt: number,
): number {
  const episode = episodeOn(seed, localDay(time), probability, codes, salt);
  if (!episode) return 0;
  const offset = minuteOfDay(time) * MINUTE;
  return offset >= episode.start && offset < episode.end ? episode.code : 0;
}

import type { NewPoll } from '../src/journal/index.ts';

/** A typical device's answer: 60 holding registers and 10 coils. */
export function typicalPoll(device: number, minute: number): NewPoll {
  const registers: Record<string, number> = {};
  for (let address = 0; address < 60; address++) {
    registers[String(address)] = (device * 131 + minute * 17 + address * 7919) % 65536;
  }
  const coils: Record<string, 0 | 1> = {};
  for (let address = 0; address < 10; address++) {
    coils[String(address)] = (device + minute + address) % 2 === 0 ? 1 : 0;
  }
  return {
    device,
    at: new Date(Date.UTC(2026, 10, 28) + minute * 60_000).toISOString(),
    registers,
    coils,
    error: null,
  };
}

/** Polls of `devices` devices (ids 1…), one per device per minute, minutes in order. */
export function pollRounds(devices: number, minutes: number, fromMinute = 0): NewPoll[] {
  const polls: NewPoll[] = [];
  for (let minute = fromMinute; minute < fromMinute + minutes; minute++) {
    for (let device = 1; device <= devices; device++) polls.push(typicalPoll(device, minute));
  }
  return polls;
}

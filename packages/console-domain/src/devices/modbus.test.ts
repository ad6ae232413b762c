import { describe, expect, it } from 'vitest';
import { effectiveDeviceState, modbusExceptionText } from './modbus';

describe('modbusExceptionText', () => {
  it('names the exception and its two-digit code', () => {
    expect(modbusExceptionText(2)).toBe('Illegal data address (exception 02)');
    expect(modbusExceptionText(3)).toBe('Illegal data value (exception 03)');
    expect(modbusExceptionText(11)).toBe('Gateway target device failed to respond (exception 11)');
    expect(modbusExceptionText(99)).toBe('Unknown exception (exception 99)');
  });
});

describe('effectiveDeviceState', () => {
  const now = new Date('2026-01-01T12:00:00Z');
  const seen = (seconds: number) => new Date(now.getTime() - seconds * 1000);
  it('turns online into offline after three intervals without a successful poll', () => {
    expect(effectiveDeviceState('online', seen(180), 60, now)).toBe('online');
    expect(effectiveDeviceState('online', seen(181), 60, now)).toBe('offline');
    expect(effectiveDeviceState('unknown', null, 60, now)).toBe('unknown');
    expect(effectiveDeviceState('offline', seen(1), 60, now)).toBe('offline');
  });
});

import { describe, expect, it } from 'vitest';
import {
  answersAsText,
  reportedSystemsText,
  tooManyChecksText,
  takeModelText,
} from './deviceMessages';

describe('Check Connection sentences', () => {
  it.each([
    [[4, 3], 'The device reports 2 systems with 4 and 3 indoor units. Use these?'],
    [[4], 'The device reports 1 system with 4 indoor units. Use these?'],
    [[1], 'The device reports 1 system with 1 indoor unit. Use these?'],
    [[4, 3, 5], 'The device reports 3 systems with 4, 3 and 5 indoor units. Use these?'],
    [[0, 2], 'The device reports 2 systems with 0 and 2 indoor units. Use these?'],
  ])('reportedSystemsText(%j)', (counts, text) => {
    expect(reportedSystemsText(counts)).toBe(text);
  });

  it('names the model the device answers as', () => {
    expect(answersAsText('Gree GMV6 GMV-Pro')).toBe(
      'This device answers as Gree GMV6 GMV-Pro. Use it?',
    );
    expect(takeModelText('Gree GMV6 GMV-Pro')).toBe('Use Gree GMV6 GMV-Pro');
  });

  it('says how long to wait, in whole seconds of at least 1', () => {
    expect(tooManyChecksText(42)).toBe('Too many connection checks. Try again in 42 s.');
    expect(tooManyChecksText(0.2)).toBe('Too many connection checks. Try again in 1 s.');
  });
});

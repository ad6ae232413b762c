import { describe, expect, it } from 'vitest';
import { checkNowResultText } from './deviceMessages';

describe('checkNowResultText (Check now on an offline device)', () => {
  it.each([
    [{ checked: true, state: 'online', last_error: null }, 'The device answered: it is online.'],
    [
      { checked: true, state: 'online', last_error: 'Server device failure (exception 04)' },
      'The device answered: it is online. Server device failure (exception 04)',
    ],
    [
      { checked: true, state: 'offline', last_error: 'Connection refused' },
      'The device did not answer: Connection refused',
    ],
    [{ checked: true, state: 'offline', last_error: null }, 'The device did not answer.'],
    [
      { checked: false, state: 'offline', last_error: 'Connection refused' },
      'The check was asked for; the state updates when the device has been polled.',
    ],
  ])('%j → %s', ({ checked, state, last_error }, text) => {
    expect(checkNowResultText({ checked, status: { state, last_error } })).toBe(text);
  });
});

import { describe, expect, it } from 'vitest';
import { newPasswordFieldErrors, validateLoginPassword, validateNewPassword } from './password';

describe('validateLoginPassword (console.md §5)', () => {
  it.each([
    ['', 'Insert a password'],
    ['abc', 'Insert a password'],
    [null, 'Insert a password'],
    [undefined, 'Insert a password'],
    ['abcd', undefined],
    ['a long password', undefined],
  ])('%j → %s', (password, message) => {
    expect(validateLoginPassword(password)).toBe(message);
  });
});

const SHORT = 'Password must be at least 8 characters long.';
const CAPITAL = 'Password must contain at least one capital letter.';
const SPECIAL = 'Password must contain at least one special character.';
const NUMBER = 'Password must contain at least one number.';
const MATCH = 'New passwords do not match.';

describe('validateNewPassword (every rule, in spec order)', () => {
  it.each([
    ['Secret#123', 'Secret#123', []],
    ['', '', [SHORT, CAPITAL, SPECIAL, NUMBER]],
    ['abc', 'abc', [SHORT, CAPITAL, SPECIAL, NUMBER]],
    ['abc', 'abd', [SHORT, CAPITAL, SPECIAL, NUMBER, MATCH]],
    ['secret#123', 'secret#123', [CAPITAL]],
    ['Secret1234', 'Secret1234', [SPECIAL]],
    ['Secret#abc', 'Secret#abc', [NUMBER]],
    ['Sec#1', 'Sec#1', [SHORT]],
    ['Secret#123', 'Secret#124', [MATCH]],
    ['Secret#123', undefined, [MATCH]],
    [null, null, [SHORT, CAPITAL, SPECIAL, NUMBER]],
  ])('%j / %j → %j', (password, repeat, messages) => {
    expect(validateNewPassword(password, repeat)).toEqual(messages);
  });

  it.each([...'!@#$%^&*(),.?":{}|<>'])('accepts %s as a special character', (special) => {
    expect(validateNewPassword(`Secret1${special}`, `Secret1${special}`)).toEqual([]);
  });

  it.each(['-', '_', '+', '=', '~', ' '])('does not count %j as a special character', (other) => {
    expect(validateNewPassword(`Secret12${other}`, `Secret12${other}`)).toEqual([SPECIAL]);
  });

  it('accepts exactly 8 characters', () => {
    expect(validateNewPassword('Abcdef1!', 'Abcdef1!')).toEqual([]);
    expect(validateNewPassword('Abcde1!', 'Abcde1!')).toEqual([SHORT]);
  });
});

const REQUIRED = 'Password is required';

describe('newPasswordFieldErrors (what each field of the form shows)', () => {
  it.each([
    ['', '', [REQUIRED], REQUIRED, false],
    [null, undefined, [REQUIRED], REQUIRED, false],
    ['', 'Secret#123', [REQUIRED], MATCH, false],
    ['abc', '', [SHORT, CAPITAL, SPECIAL, NUMBER], REQUIRED, false],
    ['abc', 'abd', [SHORT, CAPITAL, SPECIAL, NUMBER], MATCH, false],
    ['abc', 'abc', [SHORT, CAPITAL, SPECIAL, NUMBER], undefined, false],
    ['Secret#123', '', [], REQUIRED, false],
    ['Secret#123', 'Secret#124', [], MATCH, false],
    ['secret#123', 'secret#123', [CAPITAL], undefined, false],
    ['Secret#123', 'Secret#123', [], undefined, true],
  ])('%j / %j → %j, %j', (password, repeat, passwordMessages, repeatMessage, valid) => {
    expect(newPasswordFieldErrors(password, repeat)).toEqual({
      password: passwordMessages,
      repeat: repeatMessage,
      valid,
    });
  });
});

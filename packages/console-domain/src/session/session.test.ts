import { describe, expect, it } from 'vitest';
import {
  STORAGE_KEYS,
  displayName,
  errorMessageFromBody,
  readStoredToken,
  readStoredUser,
} from './session';

describe('readStoredToken (raw, legacy quoted value unquoted)', () => {
  it.each([
    ['abc.def.ghi', 'abc.def.ghi'],
    ['"abc.def.ghi"', 'abc.def.ghi'],
    ['""', undefined],
    ['"broken\\"', '"broken\\"'],
    ['"', '"'],
    ['', undefined],
    [null, undefined],
  ])('%j → %j', (raw, token) => {
    expect(readStoredToken(raw)).toBe(token);
  });

  it('uses the spec keys', () => {
    expect(STORAGE_KEYS).toEqual({
      accessToken: 'access_token',
      refreshToken: 'refresh_token',
      user: 'user',
    });
  });
});

describe('readStoredUser', () => {
  it('reads the current shape', () => {
    expect(
      readStoredUser(
        JSON.stringify({
          first_name: 'Ana',
          last_name: 'Ilić',
          email: 'ana@example.com',
          is_superuser: true,
        }),
      ),
    ).toEqual({
      first_name: 'Ana',
      last_name: 'Ilić',
      email: 'ana@example.com',
      is_superuser: true,
    });
  });

  it('reads the legacy shape (first name under last_name) without failing', () => {
    expect(readStoredUser(JSON.stringify({ last_name: 'Ana', email: 'ana@example.com' }))).toEqual({
      first_name: 'Ana',
      last_name: '',
      email: 'ana@example.com',
      is_superuser: false,
    });
  });

  it.each([[null], [''], ['{not json'], ['42'], ['null']])('gives undefined for %j', (raw) => {
    expect(readStoredUser(raw)).toBeUndefined();
  });
});

describe('errorMessageFromBody (DECISIONS.md error body)', () => {
  it.each([
    [{ detail: 'Not found.' }, 'Not found.'],
    [{ email: ['Enter a valid email address.', 'Second'] }, 'Enter a valid email address.'],
    [
      { new_password2: ['The two password fields didn’t match.'] },
      'The two password fields didn’t match.',
    ],
    [{ error: 'No user with that e-mail.' }, 'No user with that e-mail.'],
    ['Plain text', 'Plain text'],
    [{ detail: '', other: [] }, 'An unexpected error occurred'],
    [[1, 2], 'An unexpected error occurred'],
    [null, 'An unexpected error occurred'],
    ['  ', 'An unexpected error occurred'],
  ])('%j → %s', (body, message) => {
    expect(errorMessageFromBody(body)).toBe(message);
  });

  it('takes a fallback', () => {
    expect(errorMessageFromBody(undefined, 'Server error')).toBe('Server error');
  });
});

describe('displayName', () => {
  it.each([
    [{ first_name: 'Ana', last_name: 'Ilić', email: 'a@x' }, 'Ana Ilić'],
    [{ first_name: ' ', last_name: null, email: 'a@x' }, 'a@x'],
    [{}, ''],
  ])('%o → %s', (user, name) => {
    expect(displayName(user)).toBe(name);
  });
});

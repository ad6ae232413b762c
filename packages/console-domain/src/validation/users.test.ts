import { describe, expect, it } from 'vitest';
import {
  CLOSED_INVITE_STATUSES,
  isClosedInviteStatus,
  validateInvite,
  validateRedeem,
} from './users';

describe('validateInvite (console.md §5)', () => {
  it.each([
    [
      { email: '', permission_type: '' },
      {
        valid: false,
        fieldErrors: {
          email: 'Email is required',
          permission_type: 'Permission type is required',
        },
        formError: 'All fields are required.',
      },
    ],
    [
      { email: undefined, permission_type: null },
      {
        valid: false,
        fieldErrors: {
          email: 'Email is required',
          permission_type: 'Permission type is required',
        },
        formError: 'All fields are required.',
      },
    ],
    [
      { email: '  ', permission_type: 'company_operator' },
      { valid: false, fieldErrors: { email: 'Email is required' } },
    ],
    [
      { email: 'ana@example.com', permission_type: '' },
      { valid: false, fieldErrors: { permission_type: 'Permission type is required' } },
    ],
    [
      { email: 'ana@example.com', permission_type: 'superhero' },
      { valid: false, fieldErrors: { permission_type: 'Permission type is required' } },
    ],
    [
      { email: 'ana@example.com', permission_type: 'company_spectator' },
      { valid: true, fieldErrors: {} },
    ],
  ])('%o', (input, result) => {
    expect(validateInvite(input)).toEqual(result);
  });
});

describe('validateRedeem (console.md §5)', () => {
  it('requires first name, last name and both passwords', () => {
    expect(
      validateRedeem({ first_name: '', last_name: ' ', password1: '', password2: undefined }),
    ).toEqual({
      valid: false,
      fieldErrors: {
        first_name: 'First Name is required',
        last_name: 'Last Name is required',
        password1: 'Password is required',
        password2: 'Password is required',
      },
    });
  });

  it('does not compare the two passwords on the client', () => {
    expect(
      validateRedeem({ first_name: 'Ana', last_name: 'Ilić', password1: 'a', password2: 'b' }),
    ).toEqual({ valid: true, fieldErrors: {} });
  });

  it('reports only the missing field', () => {
    expect(
      validateRedeem({ first_name: 'Ana', last_name: null, password1: 'x', password2: 'x' }),
    ).toEqual({ valid: false, fieldErrors: { last_name: 'Last Name is required' } });
  });
});

describe('isClosedInviteStatus (an invite that no longer opens)', () => {
  it.each<[number | null | undefined, boolean]>([
    [400, true],
    [404, true],
    [410, true],
    [401, false],
    [403, false],
    [409, false],
    [500, false],
    [503, false],
    [200, false],
    [0, false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (status, closed) => {
    expect(isClosedInviteStatus(status)).toBe(closed);
  });

  it('lists exactly the statuses it accepts', () => {
    expect(CLOSED_INVITE_STATUSES).toEqual([400, 404, 410]);
  });
});

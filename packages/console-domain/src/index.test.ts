// Laws across the package root's rules: what one rule says, the others must agree with.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  NAV_ITEMS,
  PERMISSION_TYPES,
  can,
  newPasswordFieldErrors,
  validateNewPassword,
  visibleNavItems,
} from './index';

const catalogue = new Set<string>(Object.values(MESSAGES));

describe('new-password messages', () => {
  it('are catalogue messages, and the form is valid exactly when the rules pass', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (password, repeat) => {
        const errors = newPasswordFieldErrors(password, repeat);
        for (const message of [...errors.password, errors.repeat ?? MESSAGES.PASSWORD_REQUIRED]) {
          expect(catalogue.has(message)).toBe(true);
        }
        const rulesPass = validateNewPassword(password, repeat).length === 0;
        expect(errors.valid).toBe(rulesPass && password !== '' && repeat !== '');
      }),
    );
  });

  it('never put the mismatch under the new password, nor a rule under the repeat', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (password, repeat) => {
        const errors = newPasswordFieldErrors(password, repeat);
        expect(errors.password).not.toContain(MESSAGES.PASSWORDS_DO_NOT_MATCH);
        expect([undefined, MESSAGES.PASSWORD_REQUIRED, MESSAGES.PASSWORDS_DO_NOT_MATCH]).toContain(
          errors.repeat,
        );
      }),
    );
  });
});

describe('navigation and the role matrix', () => {
  it.each(PERMISSION_TYPES)(
    '%s sees entries in order, Users exactly when it may view users',
    (type) => {
      const visible = visibleNavItems(type);
      expect(NAV_ITEMS.filter((item) => visible.includes(item))).toEqual(visible);
      expect(visible.some((item) => item.label === 'Users')).toBe(can(type, 'view_users'));
    },
  );
});

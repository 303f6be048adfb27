import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@wellness/contract';
import { checkNewPassword, hasPasswordError, liveNewPasswordErrors, newPasswordError, newPasswordErrors } from './new-password';

const strong = 'Calm-River7!x';

describe('new password rule', () => {
  it('is valid only when the rule holds and the confirmation matches', () => {
    expect(checkNewPassword(strong, strong)).toEqual({ meetsRule: true, matches: true, valid: true });
    expect(checkNewPassword(strong, `${strong}?`).valid).toBe(false);
    expect(checkNewPassword('short1!A', 'short1!A')).toEqual({ meetsRule: false, matches: true, valid: false });
  });

  it('reports the rule first, in the wording of the flow, then the mismatch', () => {
    expect(newPasswordError('weak', 'other', AUTH_MESSAGES.passwordRequirementsRegister)).toBe('Password must meet all requirements');
    expect(newPasswordError('weak', 'weak', AUTH_MESSAGES.passwordRequirementsReset)).toBe('Password does not meet requirements');
    expect(newPasswordError(strong, 'different', AUTH_MESSAGES.passwordRequirementsReset)).toBe('Passwords do not match');
    expect(newPasswordError(strong, strong, AUTH_MESSAGES.passwordRequirementsReset)).toBeNull();
  });
});

describe('new password errors per field', () => {
  it('names both problems when the password is weak and the confirmation differs, as registration does', () =>
    expect(newPasswordErrors('weak', 'other', AUTH_MESSAGES.passwordRequirementsReset)).toEqual({
      password: 'Password does not meet requirements',
      confirm: 'Passwords do not match',
    }));
  it('names only the problem there is', () => {
    expect(newPasswordErrors(strong, 'different', AUTH_MESSAGES.passwordRequirementsReset)).toEqual({ password: null, confirm: 'Passwords do not match' });
    expect(hasPasswordError(newPasswordErrors(strong, strong, AUTH_MESSAGES.passwordRequirementsReset))).toBe(false);
  });
});

describe('what registration shows while the user types', () => {
  const live = (password: string, confirm: string, confirmLeft = false) =>
    liveNewPasswordErrors(password, confirm, confirmLeft, AUTH_MESSAGES.passwordRequirementsRegister);

  it('says the rule is not met as soon as a typed password fails it, and nothing for an empty one', () => {
    expect(live('weak', '').password).toBe('Password must meet all requirements');
    expect(live('', '').password).toBeNull();
    expect(live(strong, '').password).toBeNull();
  });

  it('says the passwords differ once the confirmation cannot become the password by typing on', () => {
    expect(live(strong, 'Calm').confirm).toBeNull();
    expect(live(strong, 'Different1!').confirm).toBe('Passwords do not match');
    expect(live(strong, `${strong}x`).confirm).toBe('Passwords do not match');
    expect(live(strong, 'Calm', true).confirm).toBe('Passwords do not match');
    expect(live(strong, strong).confirm).toBeNull();
    expect(live(strong, '').confirm).toBeNull();
  });
});

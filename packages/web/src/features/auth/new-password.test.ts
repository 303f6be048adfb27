import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@wellness/contract';
import { checkNewPassword, newPasswordError } from './new-password';

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

/**
 * The new-password rule of registration and reset: the strength rule plus a matching confirm
 * field. Registration and reset word the rule failure differently, so the caller passes its message.
 */
import { AUTH_MESSAGES, passwordMeetsRule } from '@wellness/contract';

export interface NewPasswordState {
  meetsRule: boolean;
  matches: boolean;
  /** Both rules hold: registration's submit is enabled only then. */
  valid: boolean;
}

export function checkNewPassword(password: string, confirm: string): NewPasswordState {
  const meetsRule = passwordMeetsRule(password);
  const matches = password === confirm;
  return { meetsRule, matches, valid: meetsRule && matches };
}

/** The first problem to report on submit, or null when the passwords can be sent. */
export function newPasswordError(password: string, confirm: string, ruleMessage: string): string | null {
  const state = checkNewPassword(password, confirm);
  if (!state.meetsRule) return ruleMessage;
  if (!state.matches) return AUTH_MESSAGES.passwordsDoNotMatch;
  return null;
}

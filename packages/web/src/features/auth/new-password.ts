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

/** Each field's problem on submit: the strength rule on the password, a mismatch on the confirmation, both at once. */
export interface NewPasswordErrors {
  password: string | null;
  confirm: string | null;
}

export const NO_PASSWORD_ERRORS: NewPasswordErrors = { password: null, confirm: null };

export function newPasswordErrors(password: string, confirm: string, ruleMessage: string): NewPasswordErrors {
  const state = checkNewPassword(password, confirm);
  return { password: state.meetsRule ? null : ruleMessage, confirm: state.matches ? null : AUTH_MESSAGES.passwordsDoNotMatch };
}

/**
 * What registration shows while the user types (its submit stays disabled until both rules hold, so these lines are
 * where part 1 §5's two messages are read): the rule's message as soon as a typed password fails it, beside the
 * checklist; the mismatch once the confirmation cannot become the password by typing on (it is not the start of the
 * password, or it is as long), or once the user has left the field.
 */
export function liveNewPasswordErrors(password: string, confirm: string, confirmLeft: boolean, ruleMessage: string): NewPasswordErrors {
  const state = checkNewPassword(password, confirm);
  const confirmSettled = confirmLeft || confirm.length >= password.length || !password.startsWith(confirm);
  return {
    password: password !== '' && !state.meetsRule ? ruleMessage : null,
    confirm: confirm !== '' && !state.matches && confirmSettled ? AUTH_MESSAGES.passwordsDoNotMatch : null,
  };
}

export const hasPasswordError = (errors: NewPasswordErrors) => errors.password !== null || errors.confirm !== null;

/** The first problem to report on submit, or null when the passwords can be sent. */
export function newPasswordError(password: string, confirm: string, ruleMessage: string): string | null {
  const state = checkNewPassword(password, confirm);
  if (!state.meetsRule) return ruleMessage;
  if (!state.matches) return AUTH_MESSAGES.passwordsDoNotMatch;
  return null;
}

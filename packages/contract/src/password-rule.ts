/** The password strength rule (length, upper, lower, number, a listed special character), shared by the server's validation and the web's live checklist. */
import { PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from './constants.js';

export interface PasswordCheck {
  id: 'length' | 'uppercase' | 'lowercase' | 'number' | 'special';
  label: string;
  test: (password: string) => boolean;
}

const specials = new Set(PASSWORD_SPECIAL_CHARACTERS);

export const PASSWORD_CHECKS: readonly PasswordCheck[] = [
  { id: 'length', label: `At least ${PASSWORD_MIN_LENGTH} characters`, test: (p) => [...p].length >= PASSWORD_MIN_LENGTH },
  { id: 'uppercase', label: 'An uppercase letter', test: (p) => /[A-Z]/.test(p) },
  { id: 'lowercase', label: 'A lowercase letter', test: (p) => /[a-z]/.test(p) },
  { id: 'number', label: 'A number', test: (p) => /[0-9]/.test(p) },
  {
    id: 'special',
    label: `A special character from ${PASSWORD_SPECIAL_CHARACTERS}`,
    test: (p) => [...p].some((c) => specials.has(c)),
  },
];

export function passwordMeetsRule(password: string): boolean {
  return PASSWORD_CHECKS.every((check) => check.test(password));
}

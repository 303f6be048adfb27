/** Requests and responses of the eight authentication calls. */
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, INVITE_CODE_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './constants.js';
import { AUTH_MESSAGES } from './messages.js';
import { withoutControlCharacters } from './name-rule.js';
import { passwordMeetsRule } from './password-rule.js';

export const emailSchema = z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH, 'Email is too long').pipe(z.email('Enter a valid email address'));

/** A text field that must be sent: a missing one (or null) says `message` instead of zod's type wording. */
export const requiredString = (message: string) => z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? message : undefined) });

/** An address that must be given: missing, empty or blank says `message`; anything else must be a valid address. */
export const requiredEmail = (message: string) =>
  requiredString(message).trim().toLowerCase().max(EMAIL_MAX_LENGTH, 'Email is too long').min(1, message).pipe(z.email('Enter a valid email address'));

export const newPassword = (message: string) =>
  z
    .string()
    .max(PASSWORD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`, abort: true })
    .refine(passwordMeetsRule, message);

/** IANA zone names such as "America/New_York"; checked against the runtime's zone database on the server. */
export const timezoneSchema = z.string().min(1).max(64);

export const registerRequestSchema = z.object({
  name: withoutControlCharacters(requiredString('Full name is required').trim().min(1, 'Full name is required').max(NAME_MAX_LENGTH, 'Name is too long')),
  email: requiredEmail('Email is required'),
  password: newPassword(AUTH_MESSAGES.passwordRequirementsRegister),
  inviteCode: z.string().trim().max(INVITE_CODE_MAX_LENGTH).optional(),
  timezone: timezoneSchema.optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const registerResponseSchema = z.object({
  message: z.string(),
  email: z.string(),
  emailVerificationRequired: z.literal(true),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const loginRequestSchema = z.object({
  email: requiredString('Email is required').trim().toLowerCase().min(1, 'Email is required').max(EMAIL_MAX_LENGTH),
  password: requiredString('Password is required').min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const authUserSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type AuthUser = z.infer<typeof authUserSchema>;

export const loginResponseSchema = z.object({ accessToken: z.string(), user: authUserSchema });

export const refreshResponseSchema = z.object({ accessToken: z.string(), user: authUserSchema });

export const emailOnlyRequestSchema = z.object({ email: requiredEmail('Email is required') });

/** Resend verification: part 1 §5's own message when the address is missing or blank. */
export const resendVerificationRequestSchema = z.object({ email: requiredEmail(AUTH_MESSAGES.resendEmailRequired) });

export const resetPasswordRequestSchema = z.object({
  token: z.string().min(1, 'Reset token is required').max(200),
  password: newPassword(AUTH_MESSAGES.passwordRequirementsReset),
});

export const verifyTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/**
 * The verification call's optional body: an address registered more than once before it was verified
 * takes a new password with its verification, so a stranger's earlier registration cannot choose the password.
 */
export const verifyEmailRequestSchema = z.object({ password: newPassword(AUTH_MESSAGES.passwordRequirementsRegister).optional() }).nullish();

export const messageResponseSchema = z.object({ message: z.string() });

export const healthResponseSchema = z.object({ status: z.literal('ok') });

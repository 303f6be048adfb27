/** Every user-facing message text of the specification that server or web shows, word for word. */

export const AUTH_MESSAGES = {
  // Validation
  passwordRequirementsRegister: 'Password must meet all requirements',
  passwordRequirementsReset: 'Password does not meet requirements',
  passwordsDoNotMatch: 'Passwords do not match',
  resendEmailRequired: 'Email address is required to resend verification',
  // Fallbacks when a call fails without a message
  loginFailed: 'Login failed. Please check your credentials.',
  registrationFailed: 'Registration failed',
  forgotFailed: 'Failed to send password reset email',
  resetFailed: 'Failed to reset password',
  verifyFailed: 'Failed to verify email',
  resendFailed: 'Failed to resend verification email',
  networkError: 'Network error. Please try again.',
  authFailedAfterRefresh: 'Authentication failed - please log in again',
  authRequired: 'Authentication required - please log in',
  // Sign-in before the address is verified
  verifyBeforeSignIn: 'Please verify your email before signing in',
} as const;

/** Server answers of the authentication calls (the spec leaves these texts to the product). */
export const AUTH_SERVER_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  registered: 'Account created. Check your email for a verification link.',
  verified: 'Email verified successfully. You can now sign in.',
  verificationInvalid: 'This verification link is invalid.',
  verificationExpired: 'This verification link has expired. Request a new one below.',
  verificationUsed: 'This verification link has already been used. Please sign in.',
  verificationNeedsPassword: 'This address was registered more than once. Choose a new password to finish verifying it.',
  resendSent: 'If that address has an account waiting for verification, a new verification email is on its way.',
  forgotSent: 'If an account exists for that address, a password reset link is on its way.',
  resetDone: 'Your password has been reset. Please sign in with your new password.',
  resetInvalid: 'This password reset link is invalid.',
  resetExpired: 'This password reset link has expired. Please request a new one.',
  resetUsed: 'This password reset link has already been used.',
  // The product's own: the reset screen asks for a password not used here before, so the current one is refused.
  resetSamePassword: 'This is your current password. Choose one you have not used here before.',
  inviteRequired: 'A valid invite code is required to register',
  loggedOut: 'Logged out',
  refreshMissing: 'No active session',
  refreshInvalid: 'Your session has ended. Please sign in again.',
  originRejected: 'Request origin not allowed',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  tooManySignInFailures: 'Too many failed sign-in attempts. Please wait before trying again.',
  serverBusy: 'The server is busy. Please try again in a moment.',
  accessTokenRequired: 'Access token required',
  accessTokenInvalid: 'Invalid or expired access token',
} as const;

export const GENERIC_MESSAGES = {
  validationFailed: 'Invalid input',
  notFound: 'Not found',
  bodyTooLarge: 'Request body is too large',
  internal: 'Something went wrong on our side. Please try again.',
  unsupportedMediaType: 'Unsupported content type',
  sendJson: 'Send the body as JSON (Content-Type: application/json)',
  malformedJson: 'Request body is not valid JSON',
} as const;

/** Rules every request string follows, whatever the field. */
export const INPUT_MESSAGES = {
  nulCharacter: 'Must not contain the NUL character (U+0000)',
  nestedTooDeep: (levels: number) => `Must not nest objects and lists more than ${levels} levels deep`,
} as const;

/** The help assistant's reply when it fails. */
export const ASSISTANT_FAILURE_MESSAGE = "I apologize, but I'm having trouble responding right now. Please try again or contact support.";

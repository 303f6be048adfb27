/** The specification's business constants that both the server and the web app depend on. */

/** The password rule at registration and reset: at least 12 characters, with one of these specials. */
export const PASSWORD_MIN_LENGTH = 12;
/** Passwords up to at least 128 characters must work; longer bodies are refused to bound hashing cost. */
export const PASSWORD_MAX_LENGTH = 1024;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';
/** The sign-in form computes a minimum of 8 but never enforces it. */
export const SIGN_IN_COMPUTED_MIN_LENGTH = 8;

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const INVITE_CODE_MAX_LENGTH = 200;

/** Token lifetimes: access 15 minutes, refresh 30 days (a replay within 10 s is the same rotation), links 24 h and 1 h. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
export const REFRESH_REUSE_GRACE_SECONDS = 10;
export const VERIFICATION_TOKEN_TTL_SECONDS = 24 * 60 * 60;
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
/**
 * A cookie the page can read, set and cleared with the httpOnly refresh cookie: a load without a stored access
 * token asks the server to restore the session only when the browser may hold one, instead of a 401 on every
 * signed-out load. It says nothing but "1".
 */
export const SESSION_HINT_COOKIE = 'has_session';

/** The client refreshes its access token proactively after 14,100 s. */
export const PROACTIVE_REFRESH_MS = 14_100 * 1000;

/** Auth screen transitions: the delays before moving on after registering. */
export const AFTER_REGISTER_TO_VERIFY_MS = 2000;
export const AFTER_REGISTER_TO_LOGIN_MS = 3000;
export const AFTER_VERIFY_TO_LOGIN_MS = 2000;
export const AFTER_RESET_TO_LOGIN_MS = 2000;

/** Sign-in and mail rate limits. */
export const LOGIN_FREE_FAILURES = 5;
export const LOGIN_MAX_FAILURES_PER_HOUR = 100;
export const LOGIN_ATTEMPTS_PER_CLIENT_PER_MINUTE = 30;
export const MAILS_PER_ADDRESS_PER_HOUR = 5;
export const MAILS_PER_CLIENT_PER_HOUR = 30;

/** The five tabs of the signed-in shell, Daily first and default. */
export const TABS = ['daily', 'analytics', 'history', 'supplements', 'settings'] as const;
export type Tab = (typeof TABS)[number];
export const DEFAULT_TAB: Tab = 'daily';
export const TAB_LABELS: Record<Tab, string> = {
  daily: 'Daily',
  analytics: 'Analytics',
  history: 'History',
  supplements: 'Substances',
  settings: 'Settings',
};

/** Layout breakpoints in px. */
export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024 } as const;

/** The help assistant's reply delay and panel size. */
export const ASSISTANT_REPLY_DELAY_MS = 1000;
export const ASSISTANT_PANEL = { width: 400, height: 600 } as const;

export const APP_VERSION = '1.0.0';
export const APP_TITLE = 'Wellness Tracker';
export const APP_TAGLINE = 'AI-Powered Wellness Tracking & Insights';

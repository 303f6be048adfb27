/** The API contract shared by server and web: schemas, constants and the specification's message texts. */
export * from './auth.js';
export * from './constants.js';
export * from './errors.js';
export * from './messages.js';
export * from './password-rule.js';
export * from './expiry-rule.js';
export * from './substances.js';
export * from './doses.js';
export * from './focus-sessions.js';
export * from './entries.js';
export * from './periods.js';
export * from './focus-aids.js';
export * from './interactions.js';
export * from './insights.js';
export * from './sign-in-activity.js';
export * from './conditions.js';
export * from './analytics.js';

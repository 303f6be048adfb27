/** Every migration, in order. Names sort lexically, so keep the four-digit prefix. */
import type { Migration } from 'kysely';
import * as authentication from './0001-authentication.js';
import * as substances from './0002-substances.js';
import * as dosesAndSessions from './0003-doses-and-sessions.js';
import * as focusAidsAndEntries from './0004-focus-aids-and-entries.js';
import * as signInActivity from './0005-sign-in-activity.js';
import * as serverSecrets from './0006-server-secrets.js';
import * as conditionsAndGoals from './0007-conditions-and-goals.js';
import * as preferencesAndEntryMetrics from './0008-preferences-and-entry-metrics.js';
import * as hotQueryIndexes from './0010-hot-query-indexes.js';
import * as accountAndData from './0012-account-and-data.js';
import * as researchMarks from './0014-research-marks.js';
import * as doseIdempotencyKeys from './0016-dose-idempotency-keys.js';
import * as contestedRegistration from './0017-contested-registration.js';
import * as mailOutbox from './0018-mail-outbox.js';
import * as schedulesAndReminders from './0019-schedules-and-reminders.js';
import * as experiments from './0020-experiments.js';
import * as factorsAndMoodTags from './0021-factors-and-mood-tags.js';
import * as substanceDoseChanges from './0022-substance-dose-changes.js';
import * as timeFormat from './0023-time-format.js';
import * as doseReadIndexes from './0024-dose-read-indexes.js';
import * as dataVersions from './0025-data-versions.js';
import * as entryIdempotencyKeys from './0026-entry-idempotency-keys.js';
import * as createIdempotencyKeys from './0027-create-idempotency-keys.js';
import * as namedIdempotencyKeys from './0028-named-idempotency-keys.js';

export const migrations: Record<string, Migration> = {
  '0001-authentication': authentication,
  '0002-substances': substances,
  '0003-doses-and-sessions': dosesAndSessions,
  '0004-focus-aids-and-entries': focusAidsAndEntries,
  '0005-sign-in-activity': signInActivity,
  '0006-server-secrets': serverSecrets,
  '0007-conditions-and-goals': conditionsAndGoals,
  '0008-preferences-and-entry-metrics': preferencesAndEntryMetrics,
  '0010-hot-query-indexes': hotQueryIndexes,
  '0012-account-and-data': accountAndData,
  '0014-research-marks': researchMarks,
  '0016-dose-idempotency-keys': doseIdempotencyKeys,
  '0017-contested-registration': contestedRegistration,
  '0018-mail-outbox': mailOutbox,
  '0019-schedules-and-reminders': schedulesAndReminders,
  '0020-experiments': experiments,
  '0021-factors-and-mood-tags': factorsAndMoodTags,
  '0022-substance-dose-changes': substanceDoseChanges,
  '0023-time-format': timeFormat,
  '0024-dose-read-indexes': doseReadIndexes,
  '0025-data-versions': dataVersions,
  '0026-entry-idempotency-keys': entryIdempotencyKeys,
  '0027-create-idempotency-keys': createIdempotencyKeys,
  '0028-named-idempotency-keys': namedIdempotencyKeys,
};

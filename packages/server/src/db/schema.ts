/**
 * The database tables as Kysely sees them. Instants are ISO 8601 UTC strings and booleans are 0/1 integers
 * in both SQLite and PostgreSQL, so every query and every row type is identical on both engines. Columns with a
 * database default are `Generated`: repositories read rows as `Selectable<…>` and insert `Insertable<…>`, where
 * those columns (and nullable ones) may be left out.
 */
import type { Generated, Kysely, Transaction } from 'kysely';

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  password_hash: string;
  email_verified_at: string | null;
  timezone: string;
  created_at: string;
  updated_at: string;
  /** Regional settings, their defaults (US, USD, metric) from the database. */
  country: Generated<string>;
  market: Generated<string>;
  currency: Generated<string>;
  date_format: Generated<string>;
  /** '12h' or '24h'; null when never chosen: the clock then follows the date format (migration 0023). */
  time_format: string | null;
  measurement_units: Generated<string>;
  subscription_tier: Generated<string>;
  /** 1 when the address was registered again before it was verified: verifying then takes a new password. */
  registration_contested: Generated<number>;
  /** Moves on with every change to the user's data, made by triggers (migration 0025); the read cache's key. */
  data_version: Generated<number | string>;
  /** PostgreSQL: the transaction that last moved data_version (once per transaction); null on SQLite. */
  data_version_tx: Generated<number | string | null>;
}

/** cancel_email_change: the link of the notice to the old address, which cancels the pending change. */
export type EmailTokenPurpose = 'verify_email' | 'reset_password' | 'change_email' | 'cancel_email_change';

export interface EmailTokensTable {
  id: string;
  user_id: string;
  purpose: EmailTokenPurpose;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
  /** The address a change_email link switches to; null for the other purposes. */
  new_email: string | null;
}

/** What an outbox row holds: a composed mail, or an intent the dispatcher composes (mail/outbox/intents.ts). */
export type MailOutboxKind = 'mail' | 'password_reset' | 'verification_resend';

/** One queued mail (migration 0018); the subject and bodies are null while it is an intent. Deleted once sent. */
export interface MailOutboxTable {
  id: string;
  /** Which dispatcher sends it: 'default' in production; apps sharing one database in tests keep theirs apart. */
  queue: string;
  /** The account it concerns, if any: deleting the account deletes its queued mail. */
  user_id: string | null;
  kind: MailOutboxKind;
  recipient: string;
  subject: string | null;
  text_body: string | null;
  html_body: string | null;
  /** JSON array of the links the mail carries (logged in .eml mode). */
  links: string | null;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** While set and in the future, one dispatcher is sending the row and no other may. */
  claimed_until: string | null;
  last_error: string | null;
  /** Set when the attempts ran out; the row is kept for the operator and purged after a week. */
  failed_at: string | null;
  created_at: string;
}

/** One login: a family of refresh tokens that rotate, with one absolute expiry. */
export interface AuthSessionsTable {
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  revoked_reason: string | null;
  /** "Chrome on Windows" from the User-Agent at sign-in; null for logins made before it was recorded. */
  browser: string | null;
  /** Sign-in time, then the time of each refresh: how recently the login was used. */
  last_used_at: string;
}

export interface RefreshTokensTable {
  id: string;
  session_id: string;
  token_hash: string;
  created_at: string;
  rotated_at: string | null;
}

export interface RateLimitHitsTable {
  key: string;
  window_start: string;
  count: number;
}

export interface LoginFailuresTable {
  key: string;
  consecutive: number;
  blocked_until: string | null;
  updated_at: string;
}

/** Secrets the server generates for itself and keeps (the JWT signing key); not the user's settings. */
export interface ServerSecretsTable {
  key: string;
  value: string;
}

export interface SubstancesTable {
  id: string;
  user_id: string;
  substance_type: string;
  name: string;
  brand: string | null;
  category: string | null;
  dosage: number | null;
  unit: string | null;
  product_form: string | null;
  notes: string | null;
  expiration_date: string | null;
  remaining_supply: number | null;
  /** Starts at 0 (column default); moved by dose logging. */
  total_doses: Generated<number>;
  prescribed_by: string | null;
  pharmacy: string | null;
  refills_remaining: number | null;
  extract_ratio: string | null;
  standardization: string | null;
  potency: string | null;
  crude_equivalent: number | null;
  regulatory_number: string | null;
  license_holder: string | null;
  health_claim: string | null;
  allergen_info: string | null;
  created_at: string;
  updated_at: string;
  /** The key of the save that made it, when its form sent one (migration 0027); null otherwise. */
  idempotency_key: string | null;
}

export interface SubstanceIngredientsTable {
  id: string;
  substance_id: string;
  position: number;
  name: string;
  amount: number;
  unit: string;
  form: string | null;
  percentage: number | null;
  standardized: number;
}

/**
 * A substance's dosage and unit from a local day on (its own zone's calendar day when the change was made), until the
 * next row's day: one row per substance and day. Written by features/substances; read by reads/dose-periods.
 */
export interface SubstanceDoseChangesTable {
  id: string;
  user_id: string;
  substance_id: string;
  local_day: string;
  dosage: number | null;
  unit: string | null;
  recorded_at: string;
}

export interface CustomSupplementNamesTable {
  id: string;
  user_id: string;
  name: string;
  normalized_name: string;
  category: string | null;
  created_at: string;
}

export interface DosesTable {
  id: string;
  user_id: string;
  substance_id: string;
  taken_at: string;
  local_day: string;
  dosage: number | null;
  notes: string | null;
  /** 1 when logging this dose took one unit from the substance's supply, so deleting it gives one back. */
  supply_taken: number;
  created_at: string;
  /** The key the client chose for this log (a queued offline tap), unique per user; null when none was sent. */
  idempotency_key: string | null;
}

export interface FocusSessionsTable {
  id: string;
  user_id: string;
  session_type: string;
  started_at: string;
  local_day: string;
  planned_minutes: number;
  notes: string | null;
  paused_at: string | null;
  /** Milliseconds spent in pauses that have ended; bigint in PostgreSQL, so read it through Number(). */
  paused_ms: Generated<number | string>;
  ended_at: string | null;
  duration_seconds: number | null;
  productivity: number | null;
  created_at: string;
  /** The key of the save that made it, when its form sent one (migration 0027); null otherwise. */
  idempotency_key: string | null;
}

export interface FocusAidsTable {
  id: string;
  user_id: string;
  name: string;
  icon: string;
  category: string;
  description: string | null;
  is_active: number;
  created_at: string;
  /** The key of the save that made it, when its form sent one (migration 0027); null otherwise. */
  idempotency_key: string | null;
}

/** Whether a built-in focus aid is shown for a user; absent means shown. */
export interface FocusAidVisibilityTable {
  user_id: string;
  aid_id: string;
  is_active: number;
}

export interface EntriesTable {
  id: string;
  user_id: string;
  entry_type: string;
  local_day: string;
  local_time: string;
  overall_rating: number | null;
  focus_level: number | null;
  task_initiation: number | null;
  restlessness: number | null;
  productivity: number | null;
  energy: number | null;
  mood: number | null;
  anxiety: number | null;
  notes: string | null;
  /** JSON array of mood tags. */
  tags: string;
  session_id: string | null;
  created_at: string;
  /** The key the client chose for the save that created it (migration 0026); null for entries saved without one. */
  idempotency_key: string | null;
}

export interface EntrySupplementsTable {
  entry_id: string;
  substance_id: string;
  taken: number;
  time_of_day: string;
}

export interface EntryFocusAidsTable {
  entry_id: string;
  aid_id: string;
}

/** A condition the user created; the shipped catalog is code, not rows. */
export interface CustomConditionsTable {
  id: string;
  user_id: string;
  name: string;
  description: string;
  category: string;
  /** JSON array of tracking metric names. */
  default_metrics: string;
  /** JSON array of mood tags. */
  default_tags: string;
  color: string;
  created_at: string;
  /** The key of the save that made it, when its form sent one (migration 0028); null otherwise. */
  idempotency_key: string | null;
}

/** A condition the user tracks: exactly one of the two condition columns is set. */
export interface UserConditionsTable {
  id: string;
  user_id: string;
  catalog_condition_id: string | null;
  custom_condition_id: string | null;
  /** JSON array of tracking metric names. */
  custom_metrics: string;
  /** JSON object of free-form settings. */
  settings: string;
  started_at: string;
}

/** A goal; at most one of the two condition columns is set. */
export interface GoalsTable {
  id: string;
  user_id: string;
  name: string;
  description: string | null;
  category: string;
  target_value: number | null;
  target_type: string;
  priority: string;
  metric: string | null;
  catalog_condition_id: string | null;
  custom_condition_id: string | null;
  created_at: string;
  updated_at: string;
  /** The key of the save that made it, when its form sent one (migration 0027); null otherwise. */
  idempotency_key: string | null;
}

/** One row per user: the whole preferences object as JSON text (read through the contract's schema). */
export interface UserPreferencesTable {
  user_id: string;
  preferences: string;
  updated_at: string;
}

/** A shipped research item the user has opened (features/research). */
export interface ResearchReadsTable {
  user_id: string;
  item_id: string;
  read_at: string;
}

/** A shipped research item the user bookmarked. */
export interface ResearchBookmarksTable {
  user_id: string;
  item_id: string;
  created_at: string;
}

/** A substance's dose schedule (migration 0019); times, weekdays and channels are JSON arrays of text. */
export interface SchedulesTable {
  substance_id: string;
  user_id: string;
  kind: string;
  times: string;
  weekdays: string | null;
  every_n_days: number | null;
  amount: number | null;
  start_date: string;
  end_date: string | null;
  reminders_enabled: number;
  channels: string;
  repeat_every_minutes: number;
  give_up_after_minutes: number;
  quiet_from: string | null;
  quiet_to: string | null;
  refill_lead_days: number;
  created_at: string;
  updated_at: string;
}

/** What the person did about one scheduled dose: took it through a reminder (the dose), skipped it, or snoozed it. */
export interface OccurrenceMarksTable {
  user_id: string;
  occurrence_id: string;
  substance_id: string;
  local_day: string;
  dose_id: string | null;
  skipped_at: string | null;
  skip_reason: string | null;
  snoozed_until: string | null;
  updated_at: string;
}

/** One alert slot claimed by a scheduler: the insert that wins sends, every other process skips it. */
export interface ReminderAlertsTable {
  user_id: string;
  /** An occurrence id, or `refill.<substanceId>.<date>` for a refill reminder. */
  alert_key: string;
  slot_at: string;
  claimed_at: string;
}

/** A browser subscribed to Web Push; deleted when the push service answers 404 or 410. */
export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  device_name: string;
  created_at: string;
  last_success_at: string | null;
}

/** The calendar feed's secret address, by its hash; one per user (a new one replaces it). */
export interface CalendarTokensTable {
  user_id: string;
  token_hash: string;
  created_at: string;
}

/** A self-experiment: its current version's dates and how it was stopped (docs/experiments.md). */
export interface ExperimentsTable {
  id: string;
  user_id: string;
  substance_id: string;
  version: number;
  start_date: string;
  end_date: string;
  stopped_at: string | null;
  /** The user's local day of the stop: the last day of the plan that counts. */
  stopped_on: string | null;
  stop_reason: string | null;
  created_at: string;
  updated_at: string;
  /** The key of the save that made it, when its form sent one (migration 0027); null otherwise. */
  idempotency_key: string | null;
}

/** A locked version of an experiment's protocol: canonical JSON and its SHA-256. */
export interface ExperimentVersionsTable {
  experiment_id: string;
  version: number;
  user_id: string;
  protocol: string;
  fingerprint: string;
  locked_at: string;
}

/** A user's own factor (issue 32); `name_key` is the name lower-cased, unique per user. */
export interface FactorsTable {
  id: string;
  user_id: string;
  name: string;
  name_key: string;
  kind: string;
  unit: string | null;
  icon: string;
  better_direction: string | null;
  /** 1 when a value logged on a date describes the night before it (sleep). */
  describes_night_before: number;
  created_at: string;
  updated_at: string;
  /** The key of the save that made it, when its form sent one (migration 0028); null otherwise. */
  idempotency_key: string | null;
}

/** One value of a factor on one of the user's calendar days; yes-no values are 1 and 0. */
export interface FactorValuesTable {
  factor_id: string;
  user_id: string;
  local_day: string;
  value: number;
  updated_at: string;
}

/** A custom mood tag beside the spec's eight. */
export interface MoodTagsTable {
  id: string;
  user_id: string;
  name: string;
  name_key: string;
  created_at: string;
  /** The key of the save that made it, when its form sent one (migration 0028); null otherwise. */
  idempotency_key: string | null;
}

export interface Database {
  users: UsersTable;
  email_tokens: EmailTokensTable;
  auth_sessions: AuthSessionsTable;
  refresh_tokens: RefreshTokensTable;
  rate_limit_hits: RateLimitHitsTable;
  login_failures: LoginFailuresTable;
  server_secrets: ServerSecretsTable;
  substances: SubstancesTable;
  substance_ingredients: SubstanceIngredientsTable;
  substance_dose_changes: SubstanceDoseChangesTable;
  custom_supplement_names: CustomSupplementNamesTable;
  doses: DosesTable;
  focus_sessions: FocusSessionsTable;
  focus_aids: FocusAidsTable;
  focus_aid_visibility: FocusAidVisibilityTable;
  entries: EntriesTable;
  entry_supplements: EntrySupplementsTable;
  entry_focus_aids: EntryFocusAidsTable;
  custom_conditions: CustomConditionsTable;
  user_conditions: UserConditionsTable;
  goals: GoalsTable;
  user_preferences: UserPreferencesTable;
  research_reads: ResearchReadsTable;
  research_bookmarks: ResearchBookmarksTable;
  mail_outbox: MailOutboxTable;
  schedules: SchedulesTable;
  experiments: ExperimentsTable;
  experiment_versions: ExperimentVersionsTable;
  occurrence_marks: OccurrenceMarksTable;
  reminder_alerts: ReminderAlertsTable;
  push_subscriptions: PushSubscriptionsTable;
  calendar_tokens: CalendarTokensTable;
  factors: FactorsTable;
  factor_values: FactorValuesTable;
  mood_tags: MoodTagsTable;
}

export type Db = Kysely<Database>;
/** Repositories accept either the database or an open transaction, so services decide transaction scope. */
export type DbOrTx = Kysely<Database> | Transaction<Database>;

/**
 * Dose schedules and what the reminders need: one schedule per substance (times are local wall-clock text), the marks
 * a person puts on a scheduled dose (taken through a reminder, skipped, snoozed), the alerts the scheduler claimed (a
 * row per occurrence and alert slot, so two processes never send the same alert), the browsers subscribed to Web
 * Push, and the calendar feed's secret (its hash only).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('schedules')
    .addColumn('substance_id', 'text', (c) => c.primaryKey().references('substances.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('times', 'text', (c) => c.notNull())
    .addColumn('weekdays', 'text')
    .addColumn('every_n_days', 'integer')
    .addColumn('amount', sql`double precision`)
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text')
    .addColumn('reminders_enabled', 'integer', (c) => c.notNull())
    .addColumn('channels', 'text', (c) => c.notNull())
    .addColumn('repeat_every_minutes', 'integer', (c) => c.notNull())
    .addColumn('give_up_after_minutes', 'integer', (c) => c.notNull())
    .addColumn('quiet_from', 'text')
    .addColumn('quiet_to', 'text')
    .addColumn('refill_lead_days', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('schedules_user').on('schedules').column('user_id').execute();

  await db.schema
    .createTable('occurrence_marks')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('occurrence_id', 'text', (c) => c.notNull())
    .addColumn('substance_id', 'text', (c) => c.notNull().references('substances.id').onDelete('cascade'))
    .addColumn('local_day', 'text', (c) => c.notNull())
    .addColumn('dose_id', 'text', (c) => c.references('doses.id').onDelete('set null'))
    .addColumn('skipped_at', 'text')
    .addColumn('skip_reason', 'text')
    .addColumn('snoozed_until', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('occurrence_marks_pk', ['user_id', 'occurrence_id'])
    .execute();
  await db.schema.createIndex('occurrence_marks_user_day').on('occurrence_marks').columns(['user_id', 'local_day']).execute();
  await db.schema.createIndex('occurrence_marks_dose').on('occurrence_marks').column('dose_id').execute();

  await db.schema
    .createTable('reminder_alerts')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('alert_key', 'text', (c) => c.notNull())
    .addColumn('slot_at', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('reminder_alerts_pk', ['user_id', 'alert_key', 'slot_at'])
    .execute();
  await db.schema.createIndex('reminder_alerts_claimed').on('reminder_alerts').column('claimed_at').execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('device_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_success_at', 'text')
    .execute();
  await db.schema.createIndex('push_subscriptions_user_endpoint').unique().on('push_subscriptions').columns(['user_id', 'endpoint']).execute();

  await db.schema
    .createTable('calendar_tokens')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['calendar_tokens', 'push_subscriptions', 'reminder_alerts', 'occurrence_marks', 'schedules']) {
    await db.schema.dropTable(table).execute();
  }
}

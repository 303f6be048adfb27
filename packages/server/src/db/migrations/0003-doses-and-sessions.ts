/** Dose logs and focus sessions; the database itself allows only one active session per user. */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('doses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('substance_id', 'text', (c) => c.notNull().references('substances.id').onDelete('cascade'))
    .addColumn('taken_at', 'text', (c) => c.notNull())
    .addColumn('local_day', 'text', (c) => c.notNull())
    .addColumn('dosage', sql`double precision`)
    .addColumn('notes', 'text')
    .addColumn('supply_taken', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('doses_user_day').on('doses').columns(['user_id', 'local_day']).execute();
  await db.schema.createIndex('doses_substance_taken').on('doses').columns(['substance_id', 'taken_at']).execute();

  await db.schema
    .createTable('focus_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_type', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('local_day', 'text', (c) => c.notNull())
    .addColumn('planned_minutes', 'integer', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('paused_at', 'text')
    .addColumn('paused_ms', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('ended_at', 'text')
    .addColumn('duration_seconds', 'integer')
    .addColumn('productivity', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('focus_sessions_user_day').on('focus_sessions').columns(['user_id', 'local_day']).execute();
  await db.schema.createIndex('focus_sessions_one_active').unique().on('focus_sessions').column('user_id').where(sql.ref('ended_at'), 'is', null).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('focus_sessions').execute();
  await db.schema.dropTable('doses').execute();
}

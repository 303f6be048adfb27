/**
 * A user's own factors (one row each, with the lower-cased name unique per user), their values (one per factor and
 * calendar day, the user's local date), and custom mood tags (issue 32).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('factors')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('unit', 'text')
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('better_direction', 'text')
    .addColumn('describes_night_before', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('factors_user_name').unique().on('factors').columns(['user_id', 'name_key']).execute();

  await db.schema
    .createTable('factor_values')
    .addColumn('factor_id', 'text', (c) => c.notNull().references('factors.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('local_day', 'text', (c) => c.notNull())
    .addColumn('value', sql`double precision`, (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('factor_values_pk', ['factor_id', 'local_day'])
    .execute();
  await db.schema.createIndex('factor_values_user_day').on('factor_values').columns(['user_id', 'local_day']).execute();

  await db.schema
    .createTable('mood_tags')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mood_tags_user_name').unique().on('mood_tags').columns(['user_id', 'name_key']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mood_tags').execute();
  await db.schema.dropTable('factor_values').execute();
  await db.schema.dropTable('factors').execute();
}

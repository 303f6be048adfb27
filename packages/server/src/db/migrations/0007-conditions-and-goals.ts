/**
 * Health conditions and goals: the user's custom conditions, the conditions a user tracks, and goals.
 * The catalog itself ships with the code (features/conditions/condition-catalog.ts) and is not stored.
 *
 * A tracked condition or a goal names either a catalog condition (by its stable id, `adhd`) or one of the user's
 * custom conditions, in two columns, so that the custom one is a real foreign key: deleting a custom condition
 * deletes its tracking (cascade) and unlinks goals (set null), and nothing can dangle, even under racing requests.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('custom_conditions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    // JSON arrays of metric names and of mood tags.
    .addColumn('default_metrics', 'text', (c) => c.notNull())
    .addColumn('default_tags', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('custom_conditions_user').on('custom_conditions').column('user_id').execute();

  await db.schema
    .createTable('user_conditions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('catalog_condition_id', 'text')
    .addColumn('custom_condition_id', 'text', (c) => c.references('custom_conditions.id').onDelete('cascade'))
    // JSON: an array of metric names, and an object of settings.
    .addColumn('custom_metrics', 'text', (c) => c.notNull())
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addCheckConstraint('user_conditions_one_condition', sql`(catalog_condition_id is null) <> (custom_condition_id is null)`)
    .execute();
  // Tracking the same condition twice is refused by the database too (NULLs never collide in a unique index).
  await db.schema.createIndex('user_conditions_catalog').unique().on('user_conditions').columns(['user_id', 'catalog_condition_id']).execute();
  await db.schema.createIndex('user_conditions_custom').unique().on('user_conditions').columns(['user_id', 'custom_condition_id']).execute();
  await db.schema.createIndex('user_conditions_custom_condition').on('user_conditions').column('custom_condition_id').execute();

  await db.schema
    .createTable('goals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('target_value', sql`double precision`)
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('priority', 'text', (c) => c.notNull())
    .addColumn('metric', 'text')
    .addColumn('catalog_condition_id', 'text')
    .addColumn('custom_condition_id', 'text', (c) => c.references('custom_conditions.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('goals_at_most_one_condition', sql`catalog_condition_id is null or custom_condition_id is null`)
    .execute();
  await db.schema.createIndex('goals_user').on('goals').column('user_id').execute();
  await db.schema.createIndex('goals_custom_condition').on('goals').column('custom_condition_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['goals', 'user_conditions', 'custom_conditions']) {
    await db.schema.dropTable(table).execute();
  }
}

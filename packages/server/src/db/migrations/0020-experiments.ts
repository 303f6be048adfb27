/**
 * Self-experiments: one row per experiment (its current version's dates, for overlap and "running" reads, and how it
 * was stopped) and every locked version of its protocol (the canonical JSON and its SHA-256), so an edit before the
 * start keeps what was planned before it.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('experiments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('substance_id', 'text', (c) => c.notNull().references('substances.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('stopped_at', 'text')
    .addColumn('stopped_on', 'text')
    .addColumn('stop_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('experiments_user').on('experiments').columns(['user_id', 'start_date']).execute();
  await db.schema.createIndex('experiments_substance').on('experiments').column('substance_id').execute();

  await db.schema
    .createTable('experiment_versions')
    .addColumn('experiment_id', 'text', (c) => c.notNull().references('experiments.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('protocol', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('locked_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('experiment_versions_pk', ['experiment_id', 'version'])
    .execute();
  await db.schema.createIndex('experiment_versions_user').on('experiment_versions').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('experiment_versions').execute();
  await db.schema.dropTable('experiments').execute();
}

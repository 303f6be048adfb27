/** The substance inventory: one table for all five types, their ingredients, and the user's own custom names. */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('substances')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('substance_type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('brand', 'text')
    .addColumn('category', 'text')
    .addColumn('dosage', sql`double precision`)
    .addColumn('unit', 'text')
    .addColumn('product_form', 'text')
    .addColumn('notes', 'text')
    .addColumn('expiration_date', 'text')
    .addColumn('remaining_supply', 'integer')
    .addColumn('total_doses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('prescribed_by', 'text')
    .addColumn('pharmacy', 'text')
    .addColumn('refills_remaining', 'integer')
    .addColumn('extract_ratio', 'text')
    .addColumn('standardization', 'text')
    .addColumn('potency', 'text')
    .addColumn('crude_equivalent', sql`double precision`)
    .addColumn('regulatory_number', 'text')
    .addColumn('license_holder', 'text')
    .addColumn('health_claim', 'text')
    .addColumn('allergen_info', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('substances_user_type').on('substances').columns(['user_id', 'substance_type']).execute();

  await db.schema
    .createTable('substance_ingredients')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('substance_id', 'text', (c) => c.notNull().references('substances.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('amount', sql`double precision`, (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('form', 'text')
    .addColumn('percentage', sql`double precision`)
    .addColumn('standardized', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('substance_ingredients_substance').on('substance_ingredients').column('substance_id').execute();

  await db.schema
    .createTable('custom_supplement_names')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('normalized_name', 'text', (c) => c.notNull())
    .addColumn('category', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('custom_supplement_names_user_name', ['user_id', 'normalized_name'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['custom_supplement_names', 'substance_ingredients', 'substances']) {
    await db.schema.dropTable(table).execute();
  }
}

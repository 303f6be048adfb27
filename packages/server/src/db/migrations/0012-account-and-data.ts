/**
 * Account & Data: the regional settings (country, market, currency, date format, units) and the subscription tier live
 * on the users row (they describe the account, are read with the profile and are kept when the user clears their data;
 * docs/decisions.md), with the defaults (US, USD, metric) for every existing account. An e-mail change link carries
 * the address it switches to (`new_email` on email_tokens, null for the other purposes).
 */
import type { Kysely } from 'kysely';

const USER_COLUMNS: readonly [string, string][] = [
  ['country', 'US'],
  ['market', 'US'],
  ['currency', 'USD'],
  ['date_format', 'US'],
  ['measurement_units', 'metric'],
  ['subscription_tier', 'Free'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [column, fallback] of USER_COLUMNS) {
    await db.schema
      .alterTable('users')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(fallback))
      .execute();
  }
  await db.schema.alterTable('email_tokens').addColumn('new_email', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('email_tokens').dropColumn('new_email').execute();
  for (const [column] of [...USER_COLUMNS].reverse()) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}

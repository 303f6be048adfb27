/**
 * Migration 0006 renames the server's secret store (app_settings → server_secrets): the JWT signing key generated
 * on an earlier start must survive it, or every signed-in user would be signed out by the upgrade.
 */
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.js';
import { migrations } from '../src/db/migrations/index.js';
import { resolveJwtSecret } from '../src/features/server-secrets/service.js';
import { describeEachDatabase } from './support/databases.js';
import { freshDatabase } from './support/fresh-database.js';

describeEachDatabase('server secrets migration', (database) => {
  it('keeps the generated signing key across the rename, and the server reads it back', async () => {
    const fresh = await freshDatabase(database);
    try {
      await migrateToLatest(fresh.db, Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0006')));
      await sql`insert into app_settings (key, value) values ('jwt_secret', 'kept-from-before-the-upgrade-0123456789')`.execute(fresh.db);
      expect(await migrateToLatest(fresh.db)).toContain('0006-server-secrets');
      const stored = await fresh.db.selectFrom('server_secrets').select(['key', 'value']).execute();
      expect(stored).toEqual([{ key: 'jwt_secret', value: 'kept-from-before-the-upgrade-0123456789' }]);
      expect(new TextDecoder().decode(await resolveJwtSecret(fresh.db, null))).toBe('kept-from-before-the-upgrade-0123456789');
    } finally {
      await fresh.dispose();
    }
  });
});

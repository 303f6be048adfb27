/**
 * `npm run restore -- FILE`: puts a backup in place of the SQLite database of DATABASE_URL. Checks the backup's
 * integrity first, refuses while a server has the database open, and keeps the replaced database beside it.
 */
import { resolve } from 'node:path';
import { loadConfig } from '../config.js';
import { operatorPath, runCommand } from './command.js';
import { OperationRefused, restoreSqlite } from './sqlite-backup.js';

runCommand('restore', async (args) => {
  const [file, ...rest] = args;
  if (!file || rest.length > 0) throw new OperationRefused('usage: npm run restore -- FILE (stop the server first)');
  const { database } = loadConfig();
  if (database.kind === 'postgres') {
    throw new OperationRefused(
      'DATABASE_URL names PostgreSQL, and this command restores SQLite only. Restore a pg_dump archive with pg_restore, e.g. ' +
        'pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" wellness.dump (see docs/operations.md).',
    );
  }
  const backup = operatorPath(file);
  const target = resolve(database.path);
  const { previous } = restoreSqlite(backup, target, new Date());
  console.log(`Restored ${backup} to ${target} (integrity check ok).`);
  if (previous) console.log(`The database it replaced is kept at ${previous}.`);
  console.log('Start the server to use it.');
});

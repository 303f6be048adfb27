/**
 * `npm run backup [-- FILE]`: an online, consistent copy of the SQLite database of DATABASE_URL (read like the
 * server reads it), safe while the server runs. Writes FILE, or ./data/backups/wellness-<UTC time>.db, and prints where.
 */
import { join, resolve } from 'node:path';
import { loadConfig } from '../config.js';
import { operatorPath, runCommand } from './command.js';
import { backupSqlite, fileTimestamp, OperationRefused } from './sqlite-backup.js';

runCommand('backup', async (args) => {
  if (args.length > 1) throw new OperationRefused('usage: npm run backup [-- FILE]');
  const { database } = loadConfig();
  if (database.kind === 'postgres') {
    throw new OperationRefused(
      'DATABASE_URL names PostgreSQL, and this command copies SQLite only. Back PostgreSQL up with pg_dump, e.g. ' +
        'pg_dump --format=custom --file=wellness.dump "$DATABASE_URL" (consistent while the server runs; see docs/operations.md).',
    );
  }
  const source = resolve(database.path);
  const target = args[0] ? operatorPath(args[0]) : resolve(join('data', 'backups', `wellness-${fileTimestamp(new Date())}.db`));
  const { pages } = await backupSqlite(source, target);
  console.log(`Backed up ${source} to ${target} (${pages} pages, integrity check ok).`);
});

/**
 * Issue 26 item 7: what the server writes to disk is private to its user whatever the umask: the mail outbox folder
 * 0700 and its mails 0600 (the SQLite files and backups are checked in src/db/connection.test.ts and
 * src/ops/sqlite-backup-modes.test.ts).
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from './support/databases.js';
import { createTestApp, registerUser, type TestApp } from './support/test-app.js';

const modeOf = (path: string) => statSync(path).mode & 0o7777;

describeEachDatabase('private files', (database) => {
  let app: TestApp;
  let root: string;
  let umask: number;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'wellness-private-'));
    umask = process.umask(0);
    app = await createTestApp(database, {}, { outboxDir: join(root, 'outbox') });
  });
  afterAll(async () => {
    process.umask(umask);
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('creates the mail outbox folder 0700 and each mail 0600, even with a permissive umask', async () => {
    await registerUser(app);
    // Mail goes out after the answer, through the outbox queue.
    await app.mailOutbox.drain();
    const outbox = join(root, 'outbox');
    expect(modeOf(outbox)).toBe(0o700);
    const mails = readdirSync(outbox);
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(modeOf(join(outbox, mail))).toBe(0o600);
  });
});

/**
 * The backup's sections against the real schema on both databases: every table is carried by exactly one section
 * or is the account's or the server's own (so a new feature's table without a section fails here), and the research
 * marks, the newest section, go through export, clear and import like the rest.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BACKUP_KINDS, CLEAR_DATA_CONFIRMATION, type BackupFile } from '@wellness/contract';
import { ACCOUNT_TABLES, SERVER_TABLES, allTables, tablesWithUserId } from './support/schema-tables.js';
import { backupSections } from '../src/backup-sections.js';
import { describeEachDatabase } from './support/databases.js';
import { createTestApp, signedInUser, type TestApp } from './support/test-app.js';

describeEachDatabase('backup sections', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  it('gives every table of the schema one owner: a section, the account or the server', async () => {
    const carried = BACKUP_KINDS.flatMap((kind) => backupSections[kind].tables);
    expect(new Set(carried).size, 'a table carried by two sections').toBe(carried.length);
    const owned = [...carried, ...ACCOUNT_TABLES, ...SERVER_TABLES].sort();
    expect((await allTables(app.db, app.databaseKind)).sort()).toEqual(owned);
    // What clearing deletes by user_id: each section's first table holds the owner's id.
    const keyed = await tablesWithUserId(app.db, app.databaseKind);
    for (const kind of BACKUP_KINDS) expect(keyed, kind).toContain(backupSections[kind].tables[0]);
  });

  it('exports, clears and restores the research marks; refuses a mark of an item the library does not hold', async () => {
    const me = await signedInUser(app);
    expect((await me.call('POST', '/api/research/ods-magnesium-hp/bookmark')).statusCode).toBe(200);
    expect((await me.call('POST', '/api/research/ods-magnesium-hp/read')).statusCode).toBe(200);
    const exported = await me.call('POST', '/api/settings/export', {
      format: 'json',
      dateRange: 'all',
      includeEntries: true,
      includeSupplements: true,
      includeFocusAids: true,
      includeSessions: true,
    });
    expect(exported.statusCode).toBe(200);
    const file = exported.json<BackupFile>();
    expect(file.data.researchBookmarks).toEqual([{ itemId: 'ods-magnesium-hp', createdAt: expect.any(String) }]);
    expect(file.data.researchReads).toEqual([{ itemId: 'ods-magnesium-hp', readAt: expect.any(String) }]);

    expect((await me.call('POST', '/api/settings/clear-data', { confirmation: CLEAR_DATA_CONFIRMATION })).statusCode).toBe(200);
    const cleared = (await me.call('GET', '/api/research/bookmarked')).json<{ items: unknown[] }>();
    expect(cleared.items).toEqual([]);

    expect((await me.call('POST', '/api/settings/import', file)).statusCode).toBe(200);
    const restored = (await me.call('GET', '/api/research/bookmarked')).json<{ items: Array<{ id: string; isRead: boolean }> }>();
    expect(restored.items.map((item) => [item.id, item.isRead])).toEqual([['ods-magnesium-hp', true]]);

    const unknown = await me.call('POST', '/api/settings/import', {
      ...file,
      data: { researchBookmarks: [{ itemId: 'no-such-item', createdAt: '2026-11-01T00:00:00.000Z' }] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ details: [{ path: 'data.researchBookmarks.0.itemId', message: 'Not an item of the research library' }] });
  });
});

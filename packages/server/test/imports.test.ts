/**
 * Issue 33 part 1 on both databases: imports from other trackers. Each importer on its fixtures: the preview's counts,
 * the exact rows the import writes, a second import adds nothing (and its preview says so), a damaged file writes
 * nothing and names its line; the caps hold, another user's data is untouched, the body is bounded, and a session is
 * required.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipSync, strToU8 } from 'fflate';
import { ACCOUNT_MESSAGES, IMPORT_LIMITS, IMPORT_MESSAGES, MOOD_TAG_LIMITS, type ImportDone, type ImportPreview, type ImportRequest } from '@wellness/contract';
import { describeEachDatabase } from './support/databases.js';
import { createTestApp, signedInUser, type SignedIn, type TestApp } from './support/test-app.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/imports/${name}`, import.meta.url), 'utf8');

/** A `.daylio` backup as Daylio writes it: a zip whose `backup.daylio` holds the JSON as base64. */
export function daylioBackup(json: unknown): string {
  const inner = strToU8(Buffer.from(JSON.stringify(json), 'utf8').toString('base64'));
  return Buffer.from(zipSync({ 'backup.daylio': inner, 'assets/photos/x.jpg': new Uint8Array([1, 2, 3]) })).toString('base64');
}

/** The same days as daylio.csv's first two rows, from a backup. */
const BACKUP_JSON = {
  version: 15,
  customMoods: [
    { id: 1, custom_name: '', mood_group_id: 1, predefined_name_id: 1 },
    { id: 2, custom_name: '', mood_group_id: 2, predefined_name_id: 2 },
    { id: 6, custom_name: 'sleepy', mood_group_id: 4, predefined_name_id: -1 },
  ],
  tags: [
    { id: 10, name: 'friends' },
    { id: 11, name: 'Vitamin D' },
    { id: 12, name: 'movies' },
    { id: 13, name: 'work' },
    { id: 14, name: 'Ritalin' },
  ],
  dayEntries: [
    { id: 1, year: 2025, month: 2, day: 3, hour: 20, minute: 15, mood: 1, note: '', note_title: '', tags: [10, 11, 12], datetime: 0, timeZoneOffset: 0 },
    {
      id: 2,
      year: 2025,
      month: 2,
      day: 3,
      hour: 8,
      minute: 5,
      mood: 6,
      note: 'Slept badly.<br>Coffee helped.',
      note_title: 'Morning',
      tags: [13, 14],
      datetime: 0,
      timeZoneOffset: 0,
    },
    { id: 3, year: 2025, month: 1, day: 10, hour: 7, minute: 0, mood: 2, note: '', note_title: '', tags: [], datetime: 0, timeZoneOffset: 0 },
  ],
};

describeEachDatabase('imports from other trackers', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  const userIdOf = async (me: SignedIn) =>
    (await app.db.selectFrom('users').select('id').where('email', '=', me.user.email.toLowerCase()).executeTakeFirstOrThrow()).id;
  const preview = async (me: SignedIn, body: ImportRequest) => {
    const response = await me.call('POST', '/api/imports/preview', body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ImportPreview>();
  };
  const importFile = async (me: SignedIn, body: ImportRequest) => {
    const response = await me.call('POST', '/api/imports', body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ImportDone>();
  };
  const entriesOf = async (userId: string) =>
    app.db
      .selectFrom('entries')
      .select(['local_day', 'local_time', 'mood', 'energy', 'anxiety', 'notes', 'tags', 'entry_type'])
      .where('user_id', '=', userId)
      .orderBy('local_day')
      .orderBy('local_time')
      .execute();
  const counts = async (userId: string) => {
    const count = async (table: 'entries' | 'doses' | 'substances' | 'mood_tags') =>
      Number(
        (
          await app.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .where('user_id', '=', userId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    return { entries: await count('entries'), doses: await count('doses'), substances: await count('substances'), moodTags: await count('mood_tags') };
  };

  describe('Daylio CSV', () => {
    it('previews, imports exactly the rows, and finds them all present the second time', async () => {
      const me = await signedInUser(app);
      const userId = await userIdOf(me);
      const body: ImportRequest = { source: 'daylio-csv', content: fixture('daylio.csv') };
      const first = await preview(me, body);
      expect(first.counts).toEqual({
        rows: 5,
        add: { substances: 2, moodTags: 4, doses: 0, entries: 5 },
        alreadyPresent: { substances: 0, moodTags: 0, doses: 0, entries: 0 },
        skippedRows: 0,
        unreadableRows: 0,
      });
      expect(first.mapping.moods).toEqual([
        { name: 'rad', rating: 10 },
        { name: 'sleepy', rating: 5 },
        { name: 'meh', rating: 5 },
        { name: 'awful', rating: 1 },
        { name: 'good', rating: 8 },
      ]);
      expect(first.mapping.activities).toEqual([
        { name: 'friends', as: 'tag' },
        { name: 'Vitamin D', as: 'substance' },
        { name: 'movies', as: 'tag' },
        { name: 'work', as: 'tag' },
        { name: 'Ritalin', as: 'substance' },
        { name: 'calm', as: 'tag' },
        { name: 'headache', as: 'tag' },
      ]);
      expect(first.usage).toContainEqual({ key: 'work', rows: 2 });
      expect(first.rows.map((r) => [r.line, r.outcome])).toEqual([
        [2, 'add'],
        [3, 'add'],
        [5, 'add'],
        [6, 'add'],
        [7, 'add'],
      ]);
      // Nothing was written by the preview.
      expect(await counts(userId)).toEqual({ entries: 0, doses: 0, substances: 0, moodTags: 0 });

      // The person rates "sleepy" 4 and keeps headache in the note.
      const mapping = {
        ...first.mapping,
        moods: first.mapping.moods?.map((m) => (m.name === 'sleepy' ? { ...m, rating: 4 } : m)),
        activities: first.mapping.activities?.map((a) => (a.name === 'headache' ? { ...a, as: 'note' as const } : a)),
      };
      const done = await importFile(me, { ...body, mapping });
      expect(done.counts).toEqual({
        substances: { added: 2, alreadyPresent: 0 },
        moodTags: { added: 3, alreadyPresent: 0 },
        doses: { added: 0, alreadyPresent: 0 },
        entries: { added: 5, alreadyPresent: 0 },
      });
      expect(done).toMatchObject({ message: IMPORT_MESSAGES.done, skippedRows: 0, unreadableRows: 0 });
      const entries = await entriesOf(userId);
      expect(entries.map((e) => [e.local_day, e.local_time, e.mood, e.entry_type])).toEqual([
        ['2025-02-28', '09:00', 8, 'REGULAR'],
        ['2025-03-01', '22:40', 1, 'REGULAR'],
        ['2025-03-02', '13:30', 5, 'REGULAR'],
        ['2025-03-03', '08:05', 4, 'REGULAR'],
        ['2025-03-03', '20:15', 10, 'REGULAR'],
      ]);
      expect(entries[1]?.notes).toBe('She said "no", again.\n\nActivities: headache');
      expect(entries[3]?.notes).toBe('Morning\n\nSlept badly.\r\nCoffee helped.');
      const names = await app.db.selectFrom('substances').select('name').where('user_id', '=', userId).orderBy('name').execute();
      expect(names.map((n) => n.name)).toEqual(['Ritalin', 'Vitamin D']);
      const taken = await app.db
        .selectFrom('entry_supplements')
        .innerJoin('entries', 'entries.id', 'entry_supplements.entry_id')
        .select(['entries.local_time', 'entry_supplements.time_of_day', 'entry_supplements.taken'])
        .where('entries.user_id', '=', userId)
        .orderBy('entries.local_day')
        .orderBy('entries.local_time')
        .execute();
      expect(taken.map((t) => [t.local_time, t.time_of_day, Number(t.taken)])).toEqual([
        ['08:05', 'morning', 1],
        ['20:15', 'evening', 1],
      ]);
      const tags = await app.db.selectFrom('mood_tags').select('name').where('user_id', '=', userId).orderBy('name').execute();
      expect(tags.map((t) => t.name)).toEqual(['friends', 'movies', 'work']);
      // The entries read back through the API like any other.
      const listed = await me.call('GET', '/api/entries?from=2025-01-01&to=2025-12-31&limit=100');
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json<{ entries: unknown[] }>().entries).toHaveLength(5);

      // Twice: nothing new, and the preview says everything is there.
      const again = await preview(me, { ...body, mapping });
      expect(again.counts.add).toEqual({ substances: 0, moodTags: 0, doses: 0, entries: 0 });
      expect(again.counts.alreadyPresent).toEqual({ substances: 2, moodTags: 3, doses: 0, entries: 5 });
      expect(again.rows.every((r) => r.outcome === 'already-present')).toBe(true);
      const second = await importFile(me, { ...body, mapping });
      expect(second.counts['entries']).toEqual({ added: 0, alreadyPresent: 5 });
      expect(await counts(userId)).toEqual({ entries: 5, doses: 0, substances: 2, moodTags: 3 });
    });

    it('refuses a damaged file whole, naming the line, and leaves the row out only when asked', async () => {
      const me = await signedInUser(app);
      const userId = await userIdOf(me);
      const body: ImportRequest = { source: 'daylio-csv', content: fixture('daylio-damaged.csv') };
      const refused = await me.call('POST', '/api/imports', body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        error: IMPORT_MESSAGES.unreadableRows(1),
        details: [{ path: 'line 4', message: expect.stringContaining('2025-02-30') }],
      });
      expect(await counts(userId)).toEqual({ entries: 0, doses: 0, substances: 0, moodTags: 0 });
      const seen = await preview(me, body);
      expect(seen.counts.unreadableRows).toBe(1);
      expect(seen.rows.find((r) => r.line === 4)).toMatchObject({ outcome: 'unreadable' });
      const done = await importFile(me, { ...body, mapping: { leaveOutUnreadableRows: true } });
      expect(done.unreadableRows).toBe(1);
      expect(done.counts['entries']).toEqual({ added: 3, alreadyPresent: 0 });
    });

    it('answers an empty file and a file of another app with the sentence, writing nothing', async () => {
      const me = await signedInUser(app);
      for (const [source, content, error] of [
        ['daylio-csv', fixture('empty.csv'), IMPORT_MESSAGES.empty],
        ['daylio-csv', fixture('other-app.csv'), IMPORT_MESSAGES.notDaylioCsv],
        ['daylio-csv', fixture('bearable.csv'), IMPORT_MESSAGES.notDaylioCsv],
        ['bearable-csv', fixture('daylio.csv'), IMPORT_MESSAGES.notBearableCsv],
        ['bearable-csv', fixture('empty.csv'), IMPORT_MESSAGES.empty],
        ['daylio-backup', Buffer.from(fixture('daylio.csv')).toString('base64'), IMPORT_MESSAGES.notDaylioBackup],
        ['csv', fixture('empty.csv'), IMPORT_MESSAGES.empty],
        ['csv', 'just one line of text', IMPORT_MESSAGES.empty],
      ] as const) {
        for (const path of ['/api/imports/preview', '/api/imports']) {
          const response = await me.call('POST', path, { source, content });
          expect(response.statusCode, `${source} ${path}`).toBe(400);
          expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', error });
        }
      }
      expect(await counts(await userIdOf(me))).toEqual({ entries: 0, doses: 0, substances: 0, moodTags: 0 });
    });

    it('proposes a note instead of a tag past the cap of tags of one own, and never passes it', async () => {
      const me = await signedInUser(app);
      const userId = await userIdOf(me);
      for (let i = 0; i < MOOD_TAG_LIMITS.perUser - 1; i++) {
        expect((await me.call('POST', '/api/mood-tags', { name: `tag ${i}` })).statusCode).toBe(201);
      }
      const seen = await preview(me, { source: 'daylio-csv', content: fixture('daylio.csv') });
      const asTag = seen.mapping.activities?.filter((a) => a.as === 'tag').map((a) => a.name);
      // One tag of room: friends; calm is one of the eight.
      expect(asTag).toEqual(['friends', 'calm']);
      // Asked to make them all tags, the import puts the ones past the cap into the note, saying so.
      const mapping = { activities: seen.mapping.activities?.map((a) => (a.as === 'note' ? { ...a, as: 'tag' as const } : a)) };
      const asked = await preview(me, { source: 'daylio-csv', content: fixture('daylio.csv'), mapping });
      expect(asked.rows.find((r) => r.line === 2)?.reason).toContain('movies');
      await importFile(me, { source: 'daylio-csv', content: fixture('daylio.csv'), mapping });
      expect((await counts(userId)).moodTags).toBe(MOOD_TAG_LIMITS.perUser);
    });
  });

  describe('Daylio backup', () => {
    it('imports moods, activities and notes, and finds the days the CSV already imported', async () => {
      const me = await signedInUser(app);
      const userId = await userIdOf(me);
      const body: ImportRequest = { source: 'daylio-backup', content: daylioBackup(BACKUP_JSON) };
      const seen = await preview(me, body);
      // "sleepy" is in Daylio's fourth group: proposed as "bad".
      expect(seen.mapping.moods).toEqual([
        { name: 'rad', rating: 10 },
        { name: 'sleepy', rating: 3 },
        { name: 'good', rating: 8 },
      ]);
      expect(seen.counts.add).toEqual({ substances: 2, moodTags: 3, doses: 0, entries: 3 });
      await importFile(me, { source: 'daylio-csv', content: fixture('daylio.csv') });
      const after = await preview(me, body);
      expect(after.counts.alreadyPresent.entries).toBe(2);
      expect(after.counts.add.entries).toBe(1);
      const done = await importFile(me, body);
      expect(done.counts['entries']).toEqual({ added: 1, alreadyPresent: 2 });
      const entries = await entriesOf(userId);
      expect(entries.find((e) => e.local_day === '2025-02-10')).toMatchObject({ local_time: '07:00', mood: 8 });
      expect(entries.find((e) => e.local_time === '08:05')?.notes).toBe('Morning\n\nSlept badly.\r\nCoffee helped.');
    });

    it('refuses what is not a .daylio archive, and a zip whose entry would inflate past the bound', async () => {
      const me = await signedInUser(app);
      const notZip = await me.call('POST', '/api/imports/preview', { source: 'daylio-backup', content: Buffer.from('hello').toString('base64') });
      expect(notZip.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: IMPORT_MESSAGES.notDaylioBackup });
      const noEntry = Buffer.from(zipSync({ 'other.txt': strToU8('x') })).toString('base64');
      expect((await me.call('POST', '/api/imports/preview', { source: 'daylio-backup', content: noEntry })).json()).toMatchObject({
        error: IMPORT_MESSAGES.notDaylioBackup,
      });
      // 50 MB of one letter compresses to a few kB; the archive says how large it inflates, and it is never inflated.
      const bomb = Buffer.from(zipSync({ 'backup.daylio': new Uint8Array(50 * 1024 * 1024).fill(65) }, { level: 9 })).toString('base64');
      expect(bomb.length).toBeLessThan(1024 * 1024);
      const refused = await me.call('POST', '/api/imports/preview', { source: 'daylio-backup', content: bomb });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: IMPORT_MESSAGES.notDaylioBackup });
    });
  });

  describe('Bearable CSV', () => {
    it('maps mood, energy and symptoms to ratings, medications to doses, one entry per part of the day', async () => {
      const me = await signedInUser(app);
      const userId = await userIdOf(me);
      const body: ImportRequest = { source: 'bearable-csv', content: fixture('bearable.csv') };
      const seen = await preview(me, body);
      expect(seen.counts).toMatchObject({
        rows: 10,
        add: { substances: 3, moodTags: 0, doses: 3, entries: 3 },
        skippedRows: 1,
        unreadableRows: 0,
      });
      expect(seen.mapping.items?.find((i) => i.category === 'Mood')).toMatchObject({ as: 'metric', metric: 'mood', from: 1, to: 5 });
      expect(seen.mapping.items?.find((i) => i.detail === 'Anxiety')).toMatchObject({ as: 'metric', metric: 'anxiety', from: 0, to: 4 });
      expect(seen.rows.find((r) => r.line === 8)).toMatchObject({ outcome: 'skip' });
      await importFile(me, body);
      const entries = await entriesOf(userId);
      expect(entries.map((e) => [e.local_day, e.local_time, e.mood, e.energy, e.anxiety])).toEqual([
        ['2025-03-03', '09:00', 8, 6, 6],
        ['2025-03-03', '18:00', 10, null, null],
        ['2025-03-04', '22:00', null, null, null],
      ]);
      expect(entries[0]?.notes).toBe('Symptoms Headache (1): after lunch');
      expect(entries[2]?.notes).toBe('Long day,\nand a longer evening');
      const doses = await app.db
        .selectFrom('doses')
        .innerJoin('substances', 'substances.id', 'doses.substance_id')
        .select(['substances.name', 'doses.dosage', 'doses.local_day', 'doses.supply_taken'])
        .where('doses.user_id', '=', userId)
        .orderBy('substances.name')
        .execute();
      expect(doses.map((d) => [d.name, d.dosage, d.local_day, Number(d.supply_taken)])).toEqual([
        ['Caffeine', null, '2025-03-04', 0],
        ['Ibuprofen', 1, '2025-03-03', 0],
        ['Magnesium', 2, '2025-03-04', 0],
      ]);
      const again = await importFile(me, body);
      expect(again.counts['doses']).toEqual({ added: 0, alreadyPresent: 3 });
      expect(again.counts['entries']).toEqual({ added: 0, alreadyPresent: 3 });
    });
  });

  describe('a generic CSV', () => {
    it('proposes a mapping, needs one to import, and imports DD/MM/YYYY days with scaled ratings and doses', async () => {
      const me = await signedInUser(app);
      const userId = await userIdOf(me);
      const content = fixture('generic-dmy.csv');
      const seen = await preview(me, { source: 'csv', content });
      expect(seen.columns).toEqual(['Date', 'Time', 'Mood', 'Energy (1-5)', 'Vitamin D (IU)', 'Notes']);
      expect(seen.mapping.csv).toEqual({
        dateColumn: 'Date',
        dateFormat: 'DD/MM/YYYY',
        timeColumn: 'Time',
        metrics: [
          { column: 'Mood', metric: 'mood', from: 1, to: 10 },
          { column: 'Energy (1-5)', metric: 'energy', from: 1, to: 5 },
        ],
        substanceColumns: [{ column: 'Vitamin D (IU)', substance: 'Vitamin D', unit: 'IU' }],
        substanceRows: null,
        notesColumn: 'Notes',
      });
      expect(seen.counts.add).toEqual({ substances: 1, moodTags: 0, doses: 2, entries: 3 });
      const refused = await me.call('POST', '/api/imports', { source: 'csv', content });
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: IMPORT_MESSAGES.mappingNeeded });
      await importFile(me, { source: 'csv', content, mapping: seen.mapping });
      const entries = await entriesOf(userId);
      expect(entries.map((e) => [e.local_day, e.local_time, e.mood, e.energy, e.notes])).toEqual([
        ['2025-11-23', '08:30', 7, 8, 'Fine, mostly'],
        ['2025-11-24', '21:00', 4, 3, null],
        ['2025-11-25', '12:00', 9, 10, null],
      ]);
      const doses = await app.db.selectFrom('doses').select(['local_day', 'dosage']).where('user_id', '=', userId).orderBy('local_day').execute();
      expect(doses).toEqual([
        { local_day: '2025-11-13', dosage: 2000 },
        { local_day: '2025-11-23', dosage: 1000 },
      ]);
      const again = await preview(me, { source: 'csv', content, mapping: seen.mapping });
      expect(again.counts.add).toEqual({ substances: 0, moodTags: 0, doses: 0, entries: 0 });
      const wrongColumn = await me.call('POST', '/api/imports', { source: 'csv', content, mapping: { csv: { ...seen.mapping.csv, dateColumn: 'When' } } });
      expect(wrongColumn.statusCode).toBe(400);
      expect(wrongColumn.json<{ error: string }>().error).toContain('"When"');
    });
  });

  describe('the routes', () => {
    it('require a session', async () => {
      for (const path of ['/api/imports/preview', '/api/imports']) {
        const response = await app.server.inject({ method: 'POST', url: path, payload: { source: 'daylio-csv', content: fixture('daylio.csv') } });
        expect(response.statusCode).toBe(401);
      }
    });

    it('leave another user data untouched', async () => {
      const me = await signedInUser(app);
      const other = await signedInUser(app);
      await importFile(other, { source: 'daylio-csv', content: fixture('daylio.csv') });
      const otherCounts = await counts(await userIdOf(other));
      const mine = await importFile(me, { source: 'daylio-csv', content: fixture('daylio.csv') });
      expect(mine.counts['entries']).toEqual({ added: 5, alreadyPresent: 0 });
      expect(await counts(await userIdOf(other))).toEqual(otherCounts);
    });

    it('check the body: source, mapping and the size of the content', async () => {
      const me = await signedInUser(app);
      const badSource = await me.call('POST', '/api/imports/preview', { source: 'excel', content: 'x' });
      expect(badSource.statusCode).toBe(400);
      expect(badSource.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [expect.objectContaining({ path: 'source' })] });
      const badMapping = await me.call('POST', '/api/imports/preview', {
        source: 'daylio-csv',
        content: 'x',
        mapping: { moods: [{ name: 'rad', rating: 11 }] },
      });
      expect(badMapping.statusCode).toBe(400);
      const tooLong = await me.call('POST', '/api/imports/preview', { source: 'daylio-csv', content: 'a'.repeat(IMPORT_LIMITS.contentChars + 1) });
      expect(tooLong.statusCode).toBe(400);
      const huge = await me.client.request({
        method: 'POST',
        url: '/api/imports/preview',
        headers: { authorization: `Bearer ${me.accessToken}`, 'content-type': 'application/json' },
        payload: `{"source":"csv","content":"${'a'.repeat(IMPORT_LIMITS.contentChars + 3 * 1024 * 1024)}"}`,
      });
      expect(huge.statusCode).toBe(413);
      const malformed = await me.client.request({
        method: 'POST',
        url: '/api/imports/preview',
        headers: { authorization: `Bearer ${me.accessToken}`, 'content-type': 'application/json' },
        payload: '{"source":',
      });
      expect(malformed.statusCode).toBe(400);
      expect(ACCOUNT_MESSAGES.importBusy).toBeTruthy();
    });
  });
});

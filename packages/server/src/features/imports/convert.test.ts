import { readFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  backupDataSchema,
  ENTRY_NOTES_MAX_LENGTH,
  IMPORT_MESSAGES,
  importMappingSchema,
  MOOD_TAG_LIMITS,
  type ImportMappingInput,
  type ImportSource,
} from '@wellness/contract';
import { instantOf, onTenScale, readTime, type Conversion, type ConversionResult, type UserContext } from './conversion.js';
import { convertImport } from './convert.js';
import { backupJsonText, DAYLIO_MAX_INFLATED } from './daylio-backup.js';
import { readDateCell } from './generic-csv.js';

const fixture = (name: string) => readFileSync(new URL(`../../../test/fixtures/imports/${name}`, import.meta.url), 'utf8');
const KNOWN = new Set(['vitamin d', 'ritalin', 'caffeine', 'magnesium', 'ibuprofen']);
const recognise = (name: string) => KNOWN.has(name.trim().toLowerCase());
const user: UserContext = { userId: 'user-1', timezone: 'Europe/Berlin', now: '2026-11-30T12:00:00.000Z', substances: [], customTags: [] };

function convert(source: ImportSource, content: string, mapping: ImportMappingInput = {}, context: Partial<UserContext> = {}): ConversionResult {
  return convertImport({ source, content, mapping: importMappingSchema.parse(mapping), user: { ...user, ...context } }, recognise);
}
function converted(...args: Parameters<typeof convert>): Conversion {
  const result = convert(...args);
  if (!result.ok) throw new Error(result.message);
  return result;
}
const sizes = (c: Conversion) => ({
  substances: c.data.substances.length,
  moodTags: c.data.moodTags.length,
  doses: c.data.doses.length,
  entries: c.data.entries.length,
});

describe('every converter', () => {
  it('makes only records the backup schema accepts', () => {
    for (const [source, name] of [
      ['daylio-csv', 'daylio.csv'],
      ['daylio-csv', 'daylio-damaged.csv'],
      ['bearable-csv', 'bearable.csv'],
      ['csv', 'generic-dmy.csv'],
    ] as const) {
      const result = backupDataSchema.safeParse(converted(source, fixture(name)).data);
      expect(result.error?.issues, name).toBeUndefined();
    }
  });

  it('keeps names as the app keeps them: a control character becomes a space', () => {
    const c = converted(
      'daylio-csv',
      'full_date,date,weekday,time,mood,activities,note_title,note\n2025-01-01,x,x,10:00,rad,"night\tout | Vitamin\u0007D",,\n',
    );
    expect(c.data.moodTags.map((t) => t.name)).toEqual(['night out']);
    expect(c.data.substances.map((s) => s.name)).toEqual(['Vitamin D']);
    expect(backupDataSchema.safeParse(c.data).success).toBe(true);
  });
});

describe('readTime and scales', () => {
  it('reads 24- and 12-hour clocks', () => {
    expect([readTime('20:15'), readTime('8:15 PM'), readTime('12:05 am'), readTime('12:30 PM'), readTime('07:00:59')]).toEqual([
      '20:15',
      '20:15',
      '00:05',
      '12:30',
      '07:00',
    ]);
    expect([readTime('24:00'), readTime('13:00 PM'), readTime('8.15'), readTime('')]).toEqual([null, null, null, null]);
  });
  it('reads a source scale onto 1-10', () => {
    expect([onTenScale(1, 1, 5), onTenScale(5, 1, 5), onTenScale(3, 1, 5), onTenScale(0, 0, 4), onTenScale(4, 0, 4), onTenScale(5, 5, 1)]).toEqual([
      1, 10, 6, 1, 10, 1,
    ]);
    expect(onTenScale(6, 1, 5)).toBeNull();
  });
  it('places a local time in the user zone', () => {
    expect(instantOf('2025-03-03', '08:05', 'Europe/Berlin')).toBe('2025-03-03T07:05:00.000Z');
  });
  it('reads each date format, and a time written after the day', () => {
    expect(readDateCell('23/11/2025', 'DD/MM/YYYY')).toEqual({ day: '2025-11-23', time: null });
    expect(readDateCell('11/23/2025 8:15 PM', 'MM/DD/YYYY')).toEqual({ day: '2025-11-23', time: '20:15' });
    expect(readDateCell('23.11.2025', 'DD.MM.YYYY')).toEqual({ day: '2025-11-23', time: null });
    expect(readDateCell('2025-11-23T08:30:00Z', 'YYYY-MM-DD')).toEqual({ day: '2025-11-23', time: '08:30' });
    expect(readDateCell('31/02/2025', 'DD/MM/YYYY')).toBeNull();
  });
});

describe('Daylio CSV', () => {
  it('turns each row into an entry with its mood, tags, taken substances and note', () => {
    const c = converted('daylio-csv', fixture('daylio.csv'));
    expect(sizes(c)).toEqual({ substances: 2, moodTags: 4, doses: 0, entries: 5 });
    const morning = c.data.entries.find((e) => e.localTime === '08:05');
    expect(morning).toMatchObject({ localDay: '2025-03-03', mood: 5, tags: ['work'], notes: 'Morning\n\nSlept badly.\r\nCoffee helped.' });
    expect(morning?.supplements).toEqual([{ substanceId: c.data.substances.find((s) => s.name === 'Ritalin')?.id, taken: true, timeOfDay: 'morning' }]);
    // "calm" is one of the eight, matched whatever its case; the other date format is read too.
    expect(c.data.entries.find((e) => e.localDay === '2025-03-02')).toMatchObject({ localTime: '13:30', tags: ['Calm'], notes: 'A title only' });
    expect(c.rows.map((r) => r.line)).toEqual([2, 3, 5, 6, 7]);
  });

  it('gives the same ids on every run, and other ids for another user', () => {
    const a = converted('daylio-csv', fixture('daylio.csv'));
    const b = converted('daylio-csv', fixture('daylio.csv'));
    const other = converted('daylio-csv', fixture('daylio.csv'), {}, { userId: 'user-2' });
    expect(b.data.entries.map((e) => e.id)).toEqual(a.data.entries.map((e) => e.id));
    expect(other.data.entries.map((e) => e.id)).not.toContain(a.data.entries[0]?.id);
  });

  it('links an activity to a substance the user has, whatever its case', () => {
    const c = converted('daylio-csv', fixture('daylio.csv'), {}, { substances: [{ id: 'mine', name: 'VITAMIN D' }] });
    expect(c.data.substances.map((s) => s.name)).toEqual(['Ritalin']);
    expect(c.data.entries.find((e) => e.localTime === '20:15')?.supplements[0]?.substanceId).toBe('mine');
    expect(c.named.substances).toBe(1);
  });

  it('reports a bad date at its line, and leaves out a row with nothing to keep', () => {
    const c = converted('daylio-csv', fixture('daylio-damaged.csv'));
    expect(c.rows.find((r) => r.line === 4)).toMatchObject({ outcome: 'unreadable', reason: expect.stringContaining('2025-02-30') });
    const none = converted('daylio-csv', fixture('daylio.csv'), { moods: [{ name: 'good', rating: null }] });
    expect(none.rows.find((r) => r.line === 7)).toMatchObject({ outcome: 'skip' });
  });

  it('proposes a note for activities past the cap of tags, and cuts a long note saying so', () => {
    const customTags = Array.from({ length: MOOD_TAG_LIMITS.perUser - 1 }, (_, i) => `own ${i}`);
    const c = converted('daylio-csv', fixture('daylio.csv'), {}, { customTags });
    expect(c.mapping.activities?.filter((a) => a.as === 'tag').map((a) => a.name)).toEqual(['friends', 'calm']);
    const long = `full_date,date,weekday,time,mood,activities,note_title,note\n2025-01-01,x,x,10:00,rad,,,"${'a'.repeat(ENTRY_NOTES_MAX_LENGTH + 10)}"\n`;
    const cut = converted('daylio-csv', long);
    expect(cut.data.entries[0]?.notes).toHaveLength(ENTRY_NOTES_MAX_LENGTH);
    expect(cut.data.entries[0]?.notes?.endsWith('…')).toBe(true);
    expect(cut.rows[0]?.reason).toContain('cut');
  });

  it('leaves out a row dated after today', () => {
    const c = converted('daylio-csv', 'full_date,date,weekday,time,mood,activities,note_title,note\n2027-01-01,x,x,10:00,rad,,,\n');
    expect(c.rows[0]).toMatchObject({ outcome: 'skip', reason: 'Dated after today' });
  });

  it('says what is wrong with an empty file or another app file', () => {
    expect(convert('daylio-csv', '')).toMatchObject({ ok: false, message: IMPORT_MESSAGES.empty });
    expect(convert('daylio-csv', fixture('other-app.csv'))).toMatchObject({ ok: false, message: IMPORT_MESSAGES.notDaylioCsv });
    expect(convert('daylio-csv', 'full_date,date,weekday,time,mood,activities,note_title,note\n')).toMatchObject({ ok: false, message: IMPORT_MESSAGES.empty });
  });
});

describe('Daylio backup', () => {
  const backup = (json: unknown) => Buffer.from(zipSync({ 'backup.daylio': strToU8(Buffer.from(JSON.stringify(json)).toString('base64')) })).toString('base64');

  it('reads moods by their group and activities by id, with the same ids as the CSV', () => {
    const json = {
      customMoods: [
        { id: 1, custom_name: '', mood_group_id: 1, predefined_name_id: 1 },
        { id: 7, custom_name: 'wired', mood_group_id: 2, predefined_name_id: -1 },
      ],
      tags: [{ id: 3, name: 'friends' }],
      dayEntries: [
        { year: 2025, month: 2, day: 3, hour: 20, minute: 15, mood: 1, note: '<p>Good &amp; calm</p>', note_title: '', tags: [3] },
        { year: 2025, month: 0, day: 5, hour: 9, minute: 0, mood: 7, note: '', note_title: '', tags: [] },
        { year: 2025, month: 1, day: 30, hour: 9, minute: 0, mood: 7 },
      ],
    };
    const c = converted('daylio-backup', backup(json));
    expect(c.mapping.moods).toEqual([
      { name: 'rad', rating: 10 },
      { name: 'wired', rating: 8 },
    ]);
    expect(c.data.entries[0]).toMatchObject({ localDay: '2025-03-03', localTime: '20:15', notes: 'Good & calm', tags: ['friends'] });
    expect(c.rows[2]).toMatchObject({ line: 3, outcome: 'unreadable' });
    const csv = converted('daylio-csv', fixture('daylio.csv'));
    expect(csv.data.entries.map((e) => e.id)).toContain(c.data.entries[0]?.id);
  });

  it('never inflates an entry past the bound, and refuses what is no .daylio archive', () => {
    const bomb = Buffer.from(zipSync({ 'backup.daylio': new Uint8Array(DAYLIO_MAX_INFLATED + 1) }, { level: 9 })).toString('base64');
    expect(backupJsonText(bomb)).toBeNull();
    expect(convert('daylio-backup', bomb)).toMatchObject({ ok: false, message: IMPORT_MESSAGES.notDaylioBackup });
    expect(convert('daylio-backup', Buffer.from('{}').toString('base64'))).toMatchObject({ ok: false, message: IMPORT_MESSAGES.notDaylioBackup });
    expect(convert('daylio-backup', backup({ something: 'else' }))).toMatchObject({ ok: false, message: IMPORT_MESSAGES.notDaylioBackup });
    expect(convert('daylio-backup', backup({ customMoods: [], tags: [], dayEntries: [] }))).toMatchObject({ ok: false, message: IMPORT_MESSAGES.empty });
  });
});

describe('Bearable CSV', () => {
  it('groups a day and part of the day into one entry, medications into doses', () => {
    const c = converted('bearable-csv', fixture('bearable.csv'));
    expect(sizes(c)).toEqual({ substances: 3, moodTags: 0, doses: 3, entries: 3 });
    expect(c.data.entries[0]).toMatchObject({ localDay: '2025-03-03', localTime: '09:00', mood: 8, energy: 6, anxiety: 6 });
    expect(c.data.doses.map((d) => [d.localDay, d.dosage, d.supplyTaken])).toEqual([
      ['2025-03-03', 1, false],
      ['2025-03-04', 2, false],
      ['2025-03-04', null, false],
    ]);
    expect(c.rows.find((r) => r.line === 8)).toMatchObject({ outcome: 'skip' });
    expect(c.usage[0]).toEqual({ key: 'Mood|', rows: 2 });
  });

  it('follows the mapping: a symptom left out, a rating off its scale unreadable', () => {
    const c = converted('bearable-csv', fixture('bearable.csv'), {
      items: [
        { category: 'Symptoms', detail: 'Headache', as: 'skip', from: 0, to: 4 },
        { category: 'Mood', detail: '', as: 'metric', metric: 'mood', from: 1, to: 4 },
      ],
    });
    expect(c.rows.find((r) => r.line === 5)).toMatchObject({ outcome: 'skip' });
    expect(c.rows.find((r) => r.line === 7)).toMatchObject({ outcome: 'unreadable' });
  });

  it('writes an item mapped to any of the eight ratings, Overall Rating too', () => {
    const c = converted('bearable-csv', fixture('bearable.csv'), {
      items: [{ category: 'Mood', detail: '', as: 'metric', metric: 'overallRating', from: 1, to: 5 }],
    });
    expect(c.data.entries[0]).toMatchObject({ localDay: '2025-03-03', localTime: '09:00', overallRating: 8, mood: null });
  });

  it('refuses a file of another app', () => {
    expect(convert('bearable-csv', fixture('daylio.csv'))).toMatchObject({ ok: false, message: IMPORT_MESSAGES.notBearableCsv });
  });
});

describe('a generic CSV', () => {
  it('proposes a mapping from headings and values', () => {
    const c = converted('csv', fixture('generic-dmy.csv'));
    expect(c.mapping.csv).toMatchObject({ dateColumn: 'Date', dateFormat: 'DD/MM/YYYY', timeColumn: 'Time', notesColumn: 'Notes' });
    expect(sizes(c)).toEqual({ substances: 1, moodTags: 0, doses: 2, entries: 3 });
  });

  it('reads substance rows with their amount and unit', () => {
    const text = 'day,medication,dose,unit\n2025-01-02,Magnesium,200,mg\n2025-01-02,Magnesium,0,mg\n2025-01-03,Caffeine,,\n';
    const c = converted('csv', text);
    expect(c.mapping.csv?.substanceRows).toEqual({ nameColumn: 'medication', amountColumn: 'dose', unitColumn: 'unit' });
    expect(c.data.doses.map((d) => [d.localDay, d.dosage])).toEqual([
      ['2025-01-02', 200],
      ['2025-01-03', null],
    ]);
    expect(c.data.substances.map((s) => [s.name, s.unit])).toEqual([
      ['Magnesium', 'mg'],
      ['Caffeine', null],
    ]);
  });

  it('names a cell it cannot read by its line, and writes nothing of that row', () => {
    const text = 'Date,Mood,Vitamin D\n2025-01-02,5,100\n2025-01-03,lots,100\n';
    const c = converted('csv', text, {
      csv: {
        dateColumn: 'Date',
        dateFormat: 'YYYY-MM-DD',
        timeColumn: null,
        metrics: [{ column: 'Mood', metric: 'mood', from: 1, to: 10 }],
        substanceColumns: [{ column: 'Vitamin D', substance: 'Vitamin D', unit: null }],
        substanceRows: null,
        notesColumn: null,
      },
    });
    expect(c.rows[1]).toMatchObject({ line: 3, outcome: 'unreadable', reason: expect.stringContaining('"lots"') });
    expect(sizes(c)).toEqual({ substances: 1, moodTags: 0, doses: 1, entries: 1 });
  });

  it('without a date column it asks for a mapping', () => {
    const c = converted('csv', 'a,b\n1,2\n');
    expect(c.mapping.csv).toBeUndefined();
    expect(c.rows[0]).toMatchObject({ outcome: 'skip', reason: IMPORT_MESSAGES.mappingNeeded });
  });
});

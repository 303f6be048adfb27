import { describe, expect, it } from 'vitest';
import type { ImportPreview } from '@wellness/contract';
import { doneSentence, guessSource, kindList, previewSentence } from './import-texts';

const zero = { entries: 0, doses: 0, substances: 0, moodTags: 0 };

describe('guessSource', () => {
  it('knows a Daylio backup by its extension', () => expect(guessSource('backup_2026.daylio', '')).toBe('daylio-backup'));
  it('knows a Daylio CSV by its heading, whatever the file is called', () =>
    expect(guessSource('export.txt', '\uFEFFfull_date,date,weekday,time,mood,activities,note_title,note')).toBe('daylio-csv'));
  it('knows a Bearable CSV by its heading', () =>
    expect(guessSource('bearable.csv', 'date formatted,date,weekday,time of day,category,rating/amount,detail,notes')).toBe('bearable-csv'));
  it('calls any other CSV a generic one', () => expect(guessSource('sleep.csv', 'Date,Hours')).toBe('csv'));
  it('does not guess for a file that tells nothing', () => expect(guessSource('photo.jpg', '')).toBeNull());
});

describe('kindList', () => {
  it('joins the kinds with counts and plural nouns', () =>
    expect(kindList({ entries: 12, doses: 1, substances: 0, moodTags: 2 })).toBe('12 entries, 1 dose and 2 tags'));
  it('is empty when nothing is counted', () => expect(kindList(zero)).toBe(''));
});

describe('previewSentence', () => {
  const preview = (counts: Partial<ImportPreview['counts']>): ImportPreview => ({
    source: 'daylio-csv',
    mapping: { leaveOutUnreadableRows: false },
    columns: [],
    usage: [],
    counts: { rows: 0, add: zero, alreadyPresent: zero, skippedRows: 0, unreadableRows: 0, ...counts },
    rows: [],
    truncated: false,
  });
  it('says what is added, what is there and what is left out', () =>
    expect(previewSentence(preview({ rows: 128, add: { ...zero, entries: 126 }, alreadyPresent: zero, skippedRows: 2 }))).toBe(
      'This file has 128 rows. Importing adds 126 entries. 2 rows left out (each says why below).',
    ));
  it('says when a second import would add nothing', () =>
    expect(previewSentence(preview({ rows: 1, alreadyPresent: { ...zero, entries: 1 } }))).toBe(
      'This file has 1 row. Importing adds nothing new. Already in your account: 1 entry.',
    ));
});

describe('doneSentence', () => {
  it('reports the counts of the import', () =>
    expect(
      doneSentence({
        message: 'Import complete.',
        counts: { entries: { added: 3, alreadyPresent: 1 }, substances: { added: 1, alreadyPresent: 0 } },
        skippedRows: 1,
        unreadableRows: 1,
      }),
    ).toBe('Import complete. Added 3 entries and 1 substance. Already in your account: 1 entry. 2 rows left out.'));
});

/**
 * The entries' part of the backup: each entry with the substances it lists and the focus aids it used. Its links
 * (substances, aids, the session it closed) resolve to records of the file or the user's own stored ones.
 */
import { ENTRY_TYPES, TIMES_OF_DAY, type BackupEntry } from '@wellness/contract';
import type { KeyedSection, RecordLink } from '../../backup/backup-section.js';
import { EXPORT_PAGE_SIZE, insertRows, keysetPages } from '../../backup/backup-tables.js';
import { bit, storedBool } from '../../backup/stored-values.js';
import { groupBy } from '../../lib/group-by.js';
import { storedEnum } from '../../lib/stored-enum.js';
import { ratingColumns, ratingsOf, storedTags, tagsOf } from './stored-entry.js';
import { entryPage, linkRowsOf, type EntryRow } from './repository.js';

type LinkRows = Awaited<ReturnType<typeof linkRowsOf>>;

function entryRecord(row: EntryRow, substances: LinkRows['substances'], aids: LinkRows['aids']): BackupEntry {
  return {
    id: row.id,
    entryType: storedEnum(ENTRY_TYPES, row.entry_type, 'entry_type'),
    localDay: row.local_day,
    localTime: row.local_time,
    ...ratingsOf(row),
    notes: row.notes,
    tags: tagsOf(row.tags),
    sessionId: row.session_id,
    createdAt: row.created_at,
    supplements: substances.map((s) => ({
      substanceId: s.substance_id,
      taken: storedBool(s.taken),
      timeOfDay: storedEnum(TIMES_OF_DAY, s.time_of_day, 'time_of_day'),
    })),
    focusAids: aids.map((a) => ({ aidId: a.aid_id })),
  };
}

function linksOf(e: BackupEntry, i: number): RecordLink[] {
  return [
    ...e.supplements.map((s, j): RecordLink => ({ kind: 'substances', id: s.substanceId, path: `${i}.supplements.${j}.substanceId` })),
    ...e.focusAids.map((a, j): RecordLink => ({ kind: 'focusAids', id: a.aidId, path: `${i}.focusAids.${j}.aidId` })),
    ...(e.sessionId === null ? [] : [{ kind: 'focusSessions' as const, id: e.sessionId, path: `${i}.sessionId` }]),
  ];
}

export const entryBackup: KeyedSection<'entries'> = {
  kind: 'entries',
  tables: ['entries', 'entry_supplements', 'entry_focus_aids'],
  exportedWith: 'entries',
  identity: { table: 'entries', linkNoun: 'an entry' },

  async *exportPages(db, scope) {
    for await (const page of keysetPages((after) => entryPage(db, scope.userId, scope.fromDay, after, EXPORT_PAGE_SIZE))) {
      const links = await linkRowsOf(
        db,
        page.map((e) => e.id),
      );
      const substances = groupBy(links.substances, (s) => s.entry_id);
      const aids = groupBy(links.aids, (a) => a.entry_id);
      yield page.map((e) => entryRecord(e, substances.get(e.id) ?? [], aids.get(e.id) ?? []));
    }
  },

  links: (records) => records.flatMap(linksOf),

  async write({ trx, owner }, records, resolve) {
    const added = await insertRows(
      trx,
      'entries',
      records.map(({ record: r, id }) => ({
        id,
        user_id: owner.id,
        entry_type: r.entryType,
        local_day: r.localDay,
        local_time: r.localTime,
        ...ratingColumns(r),
        notes: r.notes,
        tags: storedTags(r.tags),
        session_id: r.sessionId === null ? null : resolve('focusSessions', r.sessionId),
        created_at: r.createdAt,
      })),
    );
    await insertRows(
      trx,
      'entry_supplements',
      records.flatMap(({ record, id }) =>
        record.supplements.map((s) => ({ entry_id: id, substance_id: resolve('substances', s.substanceId), taken: bit(s.taken), time_of_day: s.timeOfDay })),
      ),
    );
    await insertRows(
      trx,
      'entry_focus_aids',
      records.flatMap(({ record, id }) => record.focusAids.map((a) => ({ entry_id: id, aid_id: resolve('focusAids', a.aidId) }))),
    );
    return added;
  },
};

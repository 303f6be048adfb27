/**
 * The focus sessions' part of the backup. A user has at most one running session, so a file may bring a running
 * one only when none runs in the account and it brings no other.
 */
import { SESSION_TYPES } from '@wellness/contract';
import type { KeyedSection } from '../../backup/backup-section.js';
import { EXPORT_PAGE_SIZE, insertRows, keysetPages } from '../../backup/backup-tables.js';
import { storedEnum } from '../../lib/stored-enum.js';
import { findActiveSession, sessionPage } from './repository.js';

export const focusSessionBackup: KeyedSection<'focusSessions'> = {
  kind: 'focusSessions',
  tables: ['focus_sessions'],
  exportedWith: 'sessions',
  identity: { table: 'focus_sessions', linkNoun: 'a focus session' },

  async *exportPages(db, scope) {
    for await (const page of keysetPages((after) => sessionPage(db, scope.userId, scope.fromDay, after, EXPORT_PAGE_SIZE))) {
      yield page.map((row) => ({
        id: row.id,
        sessionType: storedEnum(SESSION_TYPES, row.session_type, 'session_type'),
        startedAt: row.started_at,
        localDay: row.local_day,
        plannedMinutes: row.planned_minutes,
        notes: row.notes,
        pausedAt: row.paused_at,
        pausedMs: Number(row.paused_ms),
        endedAt: row.ended_at,
        durationSeconds: row.duration_seconds,
        productivity: row.productivity,
        createdAt: row.created_at,
      }));
    }
  },

  async check({ trx, owner }, records, isNew) {
    const newRunning = records.filter((s) => s.endedAt === null && isNew(s));
    if (newRunning.length === 0) return [];
    if (newRunning.length === 1 && (await findActiveSession(trx, owner.id)) === undefined) return [];
    return [{ path: '', message: 'Holds a running focus session while another one is running; stop one first' }];
  },

  async write({ trx, owner }, records) {
    return insertRows(
      trx,
      'focus_sessions',
      records.map(({ record: r, id }) => ({
        id,
        user_id: owner.id,
        session_type: r.sessionType,
        started_at: r.startedAt,
        local_day: r.localDay,
        planned_minutes: r.plannedMinutes,
        notes: r.notes,
        paused_at: r.pausedAt,
        paused_ms: r.pausedMs,
        ended_at: r.endedAt,
        duration_seconds: r.durationSeconds,
        productivity: r.productivity,
        created_at: r.createdAt,
      })),
    );
  },
};

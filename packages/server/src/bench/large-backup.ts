/**
 * A backup file of about 20 MB (`entries` session-only entries with 400 characters of notes each), for the import
 * benchmark and the test that a large file is parsed off the main thread; `brokenLast` gives its last entry a time
 * the entry form refuses, so the whole file is read and checked, then refused.
 */
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupEntry, type BackupFile } from '@wellness/contract';

export function largeBackup(label: string, options: { entries: number; brokenLast: boolean }): BackupFile {
  const entries: BackupEntry[] = Array.from({ length: options.entries }, (_, i) => ({
    id: `${label}-${i}`,
    entryType: 'SESSION_ONLY',
    localDay: '2026-01-01',
    localTime: '08:00',
    overallRating: null,
    focusLevel: null,
    taskInitiation: null,
    restlessness: null,
    productivity: null,
    energy: null,
    mood: null,
    anxiety: null,
    notes: 'n'.repeat(400),
    tags: [],
    sessionId: null,
    createdAt: '2026-01-01T08:00:00.000Z',
    supplements: [],
    focusAids: [],
  }));
  const last = entries[entries.length - 1];
  if (options.brokenLast && last) last.localTime = '99:99';
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: '2026-01-02T00:00:00.000Z',
    dateRange: 'all',
    includes: { entries: true, supplements: false, focusAids: false, sessions: false },
    data: { entries },
  };
}

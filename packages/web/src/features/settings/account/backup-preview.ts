/** What an import screen shows before confirming: the file checked against the backup format, and how many records of each kind it holds. */
import { BACKUP_FORMAT, backupFileSchema, BACKUP_MAX_BYTES, type BackupData, type BackupFile } from '@wellness/contract';

export const KIND_LABELS: Record<keyof BackupData, string> = {
  substances: 'Supplements and medications',
  supplementNames: 'Custom supplement names',
  focusAids: 'Custom focus aids',
  focusAidVisibility: 'Focus aid choices',
  focusSessions: 'Focus sessions',
  doses: 'Doses',
  entries: 'Entries',
  customConditions: 'Custom conditions',
  userConditions: 'Tracked conditions',
  goals: 'Goals',
  researchReads: 'Research items read',
  researchBookmarks: 'Research bookmarks',
  schedules: 'Dose schedules',
  occurrenceMarks: 'Scheduled doses taken, skipped or snoozed',
  experiments: 'Self-experiments',
  moodTags: 'Your own mood tags',
  factors: 'Your own factors and their values',
  preferences: 'Tracking preferences',
};

/** A file of another kind (another app's JSON, a CSV) is named in one sentence, not by its schema paths. */
export const NOT_A_BACKUP =
  'This file is not an export of this app. To bring in data from Daylio, Bearable or a spreadsheet, use Import from another app below.';

const isOurExport = (value: unknown) => typeof value === 'object' && value !== null && 'format' in value && value.format === BACKUP_FORMAT;

export type BackupPreview = { ok: true; file: BackupFile; rows: { label: string; count: number }[] } | { ok: false; problems: string[] };

export function previewBackup(text: string, size: number): BackupPreview {
  if (size > BACKUP_MAX_BYTES) return { ok: false, problems: [`The file is larger than ${BACKUP_MAX_BYTES / 1024 / 1024} MB.`] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, problems: [NOT_A_BACKUP] };
  }
  if (!isOurExport(parsed)) return { ok: false, problems: [NOT_A_BACKUP] };
  const result = backupFileSchema.safeParse(parsed);
  if (!result.success) {
    return { ok: false, problems: result.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || 'file'}: ${issue.message}`) };
  }
  const data = result.data.data;
  const rows = (Object.keys(KIND_LABELS) as (keyof BackupData)[]).flatMap((kind) => {
    const value = data[kind];
    if (value === undefined) return [];
    return [{ label: KIND_LABELS[kind], count: Array.isArray(value) ? value.length : 1 }];
  });
  return { ok: true, file: result.data, rows };
}

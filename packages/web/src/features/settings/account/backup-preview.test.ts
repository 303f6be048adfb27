import { describe, expect, it } from 'vitest';
import { NOT_A_BACKUP, previewBackup } from './backup-preview';

const file = {
  format: 'wellness-tracker-export',
  version: 1,
  exportedAt: '2026-11-23T18:00:00.000Z',
  dateRange: 'all',
  includes: { entries: true, supplements: true, focusAids: true, sessions: true },
  data: { doses: [], focusAidVisibility: [{ aidId: 'default-walk', isActive: false }] },
};

describe('backup preview', () => {
  it('counts what a valid file holds, kind by kind', () => {
    const preview = previewBackup(JSON.stringify(file), 100);
    expect(preview).toMatchObject({
      ok: true,
      rows: [
        { label: 'Focus aid choices', count: 1 },
        { label: 'Doses', count: 0 },
      ],
    });
  });

  it('says in one sentence that a file of another kind is not an export, and where such files go', () => {
    expect(previewBackup('full_date,date,weekday,time,mood', 40)).toEqual({ ok: false, problems: [NOT_A_BACKUP] });
    expect(previewBackup(JSON.stringify({ version: 3, entries: [] }), 40)).toEqual({ ok: false, problems: [NOT_A_BACKUP] });
  });

  it('names what is wrong with an export of this app by its place in the file', () => {
    const wrong = previewBackup(JSON.stringify({ ...file, version: 2 }), 100);
    expect(wrong.ok).toBe(false);
    expect(!wrong.ok && wrong.problems[0]).toMatch(/^version: /);
  });
});

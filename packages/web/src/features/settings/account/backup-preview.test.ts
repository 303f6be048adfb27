import { describe, expect, it } from 'vitest';
import { previewBackup } from './backup-preview';

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

  it('names what is wrong with a file that is not an export', () => {
    expect(previewBackup('not json', 8)).toEqual({ ok: false, problems: ['The file is not JSON. Choose a JSON export of this app.'] });
    const wrong = previewBackup(JSON.stringify({ ...file, version: 2 }), 100);
    expect(wrong.ok).toBe(false);
    expect(!wrong.ok && wrong.problems[0]).toMatch(/^version: /);
  });
});

import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, IMPORT_MESSAGES } from '@wellness/contract';
import { AppError } from '../../http/app-error.js';
import { ManualClock } from '../../lib/clock.js';
import type { Conversion } from './conversion.js';
import type { ConversionOutcome } from './convert.js';
import { createImportService, type ImportDeps } from './service.js';

const owner = { id: 'user-1', timezone: 'UTC' };
const conversion = (rows: Conversion['rows']): Conversion => ({
  ok: true,
  mapping: { leaveOutUnreadableRows: false },
  columns: ['a'],
  usage: [],
  data: { substances: [], moodTags: [], doses: [], entries: [] },
  rows,
  lines: { substances: [], moodTags: [], doses: [], entries: [] },
  named: { substances: 0, moodTags: 0 },
});
const outcome = (result: Conversion, leaveOut = false): ConversionOutcome => ({
  ok: true,
  source: 'daylio-csv',
  csvMappingGiven: false,
  leaveOutUnreadableRows: leaveOut,
  result,
});

function service(overrides: Partial<ImportDeps>) {
  const writes: boolean[] = [];
  const deps: ImportDeps = {
    clock: new ManualClock(),
    convert: async () => outcome(conversion([])),
    userContext: async () => ({ substances: [], customTags: [] }),
    importRecords: async (_owner, _data, { dryRun }) => {
      writes.push(dryRun);
      return { counts: {}, present: new Set() };
    },
    ...overrides,
  };
  return { imports: createImportService(deps), writes };
}

describe('the imports service', () => {
  it('runs two at once with eight waiting, and answers the rest that imports are busy', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { imports } = service({
      convert: async () => {
        await gate;
        return outcome(conversion([]));
      },
    });
    const running = Array.from({ length: 10 }, () => imports.preview(owner, new Uint8Array()));
    await expect(imports.preview(owner, new Uint8Array())).rejects.toMatchObject({ kind: 'unavailable', message: ACCOUNT_MESSAGES.importBusy });
    release();
    await Promise.all(running);
  });

  it('refuses unreadable rows at their lines and writes nothing, unless asked to leave them out', async () => {
    const rows: Conversion['rows'] = [
      { line: 2, outcome: 'add', summary: '', reason: null, ids: ['e'] },
      { line: 12, outcome: 'unreadable', summary: '', reason: 'The date "x" is not a day', ids: [] },
    ];
    const refused = service({ convert: async () => outcome(conversion(rows)) });
    const error = await refused.imports.import(owner, new Uint8Array()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      message: IMPORT_MESSAGES.unreadableRows(1),
      options: { details: [{ path: 'line 12', message: 'The date "x" is not a day' }] },
    });
    expect(refused.writes).toEqual([]);
    const leftOut = service({ convert: async () => outcome(conversion(rows), true) });
    expect(await leftOut.imports.import(owner, new Uint8Array())).toMatchObject({ unreadableRows: 1, skippedRows: 0 });
    expect(leftOut.writes).toEqual([false]);
  });

  it('previews with a dry run, marking rows whose records are all present', async () => {
    const rows: Conversion['rows'] = [
      { line: 2, outcome: 'add', summary: '', reason: null, ids: ['e1'] },
      { line: 3, outcome: 'add', summary: '', reason: null, ids: ['e2', 'd1'] },
    ];
    const { imports, writes } = service({
      convert: async () => outcome(conversion(rows)),
      importRecords: async (_o, _d, { dryRun }) => {
        writes.push(dryRun);
        return { counts: { entries: { added: 1, alreadyPresent: 1 } }, present: new Set(['e1', 'e2']) };
      },
    });
    const preview = await imports.preview(owner, new Uint8Array());
    expect(writes).toEqual([true]);
    expect(preview.rows.map((r) => r.outcome)).toEqual(['already-present', 'add']);
    expect(preview.counts.add.entries).toBe(1);
    expect(preview.counts.alreadyPresent.entries).toBe(1);
  });
});

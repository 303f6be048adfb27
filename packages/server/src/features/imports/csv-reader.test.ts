import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField, readCsv } from './csv-reader.js';

const records = (text: string) => {
  const read = readCsv(text);
  if (!read.ok) throw new Error('not read');
  return read.records;
};

describe('readCsv', () => {
  it('reads quoted fields with commas, escaped quotes and line breaks, naming the line each record starts on', () => {
    expect(records('a,b,c\r\n1,"x, y","say ""hi"""\r\n2,"two\r\nlines",z\r\n3,,\r\n')).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['1', 'x, y', 'say "hi"'] },
      { line: 3, fields: ['2', 'two\r\nlines', 'z'] },
      { line: 5, fields: ['3', '', ''] },
    ]);
  });

  it('drops a byte-order mark, reads LF and CR line ends, and leaves blank lines out', () => {
    expect(records('\ufeffh1,h2\n\na,b\rc,d')).toEqual([
      { line: 1, fields: ['h1', 'h2'] },
      { line: 3, fields: ['a', 'b'] },
      { line: 4, fields: ['c', 'd'] },
    ]);
  });

  it('refuses a quote that is never closed, naming the line it opened on', () => {
    expect(readCsv('a,b\n1,"open\n2,3\n')).toEqual({ ok: false, line: 2, message: expect.stringContaining('never closed') });
  });

  it('stops at the bound of records', () => {
    expect(readCsv('a\nb\nc\nd\n', 2)).toEqual({ ok: false, tooMany: true });
    expect(readCsv('a\nb\n', 2).ok).toBe(true);
  });

  it('reads back any table a CSV writer writes', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'b', ' ', ',', '"', '\n', '\r\n', 'é', '|') });
    const table = fc
      .integer({ min: 1, max: 4 })
      .chain((width) => fc.array(fc.array(cell, { minLength: width, maxLength: width }), { minLength: 1, maxLength: 8 }));
    fc.assert(
      fc.property(table, fc.constantFrom('\n', '\r\n'), (rows, end) => {
        const text = rows.map((row) => row.map(csvField).join(',')).join(end) + end;
        expect(records(text).map((r) => r.fields)).toEqual(rows);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv.js';

describe('csv cells', () => {
  it('quotes cells with commas, quotes and line breaks (RFC 4180) and leaves plain ones alone', () => {
    expect(csvCell('plain text')).toBe('plain text');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('crlf\r\n')).toBe('"crlf\r\n"');
  });

  it.each(['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tx', '\r=1', '=HYPERLINK("http://x","y")'])('neutralises the formula %j', (value) => {
    const cell = csvCell(value);
    const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
    expect(unquoted.startsWith("'")).toBe(true);
    expect(unquoted.slice(1)).toBe(value);
  });

  it('writes numbers, booleans and empty values as such (a negative number stays a number)', () => {
    expect(csvCell(-2.5)).toBe('-2.5');
    expect(csvCell(7)).toBe('7');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('ends every line with CRLF', () => {
    expect(csvLine(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
  });
});

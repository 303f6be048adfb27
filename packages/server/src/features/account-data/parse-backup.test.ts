/** The import worker's step on its own: what it answers for each kind of body, and that it sends back a bounded list. */
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, BACKUP_FORMAT, BACKUP_VERSION, INPUT_MESSAGES, MAX_ERROR_DETAILS } from '@wellness/contract';
import { parseBackup } from './parse-backup.js';

const bytes = (text: string) => new TextEncoder().encode(text);
const file = (data: object) => ({
  format: BACKUP_FORMAT,
  version: BACKUP_VERSION,
  exportedAt: '2026-11-01T08:00:00.000Z',
  dateRange: 'all',
  includes: { entries: true, supplements: true, focusAids: true, sessions: true },
  data,
});

describe('parseBackup', () => {
  it('gives back a valid file as parsed', () => {
    expect(parseBackup(bytes(JSON.stringify(file({}))))).toEqual({ ok: true, file: file({}) });
  });

  it('answers malformed JSON, nesting past the bound and NUL without parsing further', () => {
    expect(parseBackup(bytes('{"format":'))).toEqual({ ok: false, problem: 'malformed' });
    expect(parseBackup(bytes(`[${'['.repeat(40)}${']'.repeat(40)}]`))).toMatchObject({
      problem: 'invalid',
      details: [{ path: 'body', message: ACCOUNT_MESSAGES.importTooDeep }],
    });
    expect(parseBackup(bytes('{"format":"a\\u0000"}'))).toMatchObject({
      problem: 'invalid',
      details: [{ path: 'body', message: INPUT_MESSAGES.nulCharacter }],
    });
  });

  it('sends back at most MAX_ERROR_DETAILS problems, the last saying how many more there were', () => {
    const goals = Array.from({ length: 300 }, (_, i) => ({ id: `g${i}` }));
    const result = parseBackup(bytes(JSON.stringify(file({ goals }))));
    if (result.ok || result.problem !== 'invalid') throw new Error('expected a refusal');
    expect(result.details).toHaveLength(MAX_ERROR_DETAILS);
    expect(result.details[0]?.path).toMatch(/^data\.goals\.0\./);
    expect(result.details.at(-1)?.message).toMatch(/^\d+ more problems not listed$/);
  });
});

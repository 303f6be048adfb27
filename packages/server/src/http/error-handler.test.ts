import { describe, expect, it } from 'vitest';
import { MAX_ERROR_DETAILS } from '@wellness/contract';
import { boundedErrorBody, cutText, MAX_DETAIL_CHARS, MAX_ERROR_BODY_BYTES } from './error-handler.js';

describe('error body bounds', () => {
  it('cuts a long text with an ellipsis, never inside a surrogate pair, and leaves short ones alone', () => {
    expect(cutText('short')).toBe('short');
    const long = cutText('x'.repeat(MAX_DETAIL_CHARS * 3));
    expect(long).toHaveLength(MAX_DETAIL_CHARS);
    expect(long.endsWith('…')).toBe(true);
    const emoji = cutText('🌿'.repeat(MAX_DETAIL_CHARS));
    expect(emoji.length).toBeLessThanOrEqual(MAX_DETAIL_CHARS);
    expect(emoji).toBe(`${'🌿'.repeat((emoji.length - 1) / 2)}…`);
  });

  it('keeps the whole body under its size even when every detail is as long as allowed and made of escapes', () => {
    const details = Array.from({ length: 80 }, () => ({ path: '\u0001'.repeat(10_000), message: '\u0002'.repeat(10_000) }));
    const body = boundedErrorBody({ error: 'e'.repeat(10_000), code: 'VALIDATION_FAILED', details });
    expect(Buffer.byteLength(JSON.stringify(body))).toBeLessThanOrEqual(MAX_ERROR_BODY_BYTES);
    expect(body.details?.length).toBeLessThan(MAX_ERROR_DETAILS);
    expect(body.details?.at(-1)).toEqual({ path: '', message: `${80 - (body.details?.length ?? 0) + 1} more problems not listed` });
  });

  it('lists fifty ordinary problems of ninety as forty-nine and a count', () => {
    const details = Array.from({ length: 90 }, (_, i) => ({ path: `items.${i}`, message: 'Expected a string' }));
    const body = boundedErrorBody({ error: 'Invalid input', code: 'VALIDATION_FAILED', details });
    expect(body.details).toHaveLength(MAX_ERROR_DETAILS);
    expect(body.details?.at(-1)?.message).toBe('41 more problems not listed');
    expect(boundedErrorBody({ error: 'Invalid input', code: 'VALIDATION_FAILED', details: details.slice(0, 50) }).details).toHaveLength(50);
  });
});

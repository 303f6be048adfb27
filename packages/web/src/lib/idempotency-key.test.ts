import { describe, expect, it } from 'vitest';
import { idempotencyKeySchema } from '@wellness/contract';
import { attemptFor, newIdempotencyKey, parseSaveAttempt } from './idempotency-key';

describe('newIdempotencyKey', () => {
  it('makes 32-character hex keys the server accepts', () => {
    expect(newIdempotencyKey(() => new Uint8Array(16).fill(171))).toBe('ab'.repeat(16));
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(idempotencyKeySchema.safeParse(key).success).toBe(true);
  });
});

describe('attemptFor', () => {
  let made = 0;
  const newKey = () => `key-${(made += 1)}`;

  it('sends the same save again under the key of the attempt before, and a changed save under a new key', () => {
    const first = attemptFor(null, { notes: 'a', ratings: [1, 2] }, newKey);
    expect(attemptFor(first, { notes: 'a', ratings: [1, 2] }, newKey)).toBe(first);
    const changed = attemptFor(first, { notes: 'a', ratings: [1, 3] }, newKey);
    expect(changed.key).not.toBe(first.key);
    expect(changed.sent).toBe('{"notes":"a","ratings":[1,3]}');
    // After a success there is no attempt before: the same request is a new save.
    expect(attemptFor(null, { notes: 'a', ratings: [1, 3] }, newKey).key).not.toBe(changed.key);
  });

  it('reads back a stored attempt only when its key is one the server takes', () => {
    const kept = { sent: '{"notes":"a"}', key: newIdempotencyKey() };
    expect(parseSaveAttempt(JSON.parse(JSON.stringify(kept)))).toEqual(kept);
    for (const broken of [
      null,
      'key',
      { sent: '{}' },
      { sent: '{}', key: 'short' },
      { sent: 1, key: newIdempotencyKey() },
      { sent: '{}', key: 'has space in it' },
    ]) {
      expect(parseSaveAttempt(broken)).toBeNull();
    }
  });
});

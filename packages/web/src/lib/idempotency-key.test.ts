import { describe, expect, it } from 'vitest';
import { idempotencyKeySchema } from '@wellness/contract';
import { newIdempotencyKey, SaveKeys } from './idempotency-key';

describe('newIdempotencyKey', () => {
  it('makes 32-character hex keys the server accepts', () => {
    expect(newIdempotencyKey(() => new Uint8Array(16).fill(171))).toBe('ab'.repeat(16));
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(idempotencyKeySchema.safeParse(key).success).toBe(true);
  });
});

describe('SaveKeys', () => {
  function keys() {
    let made = 0;
    return new SaveKeys<{ notes: string; ratings: number[] }>(() => `key-${(made += 1)}`);
  }

  it('sends the same save again under the key of the attempt before', () => {
    const saves = keys();
    expect(saves.keyFor({ notes: 'a', ratings: [1, 2] })).toBe('key-1');
    expect(saves.keyFor({ notes: 'a', ratings: [1, 2] })).toBe('key-1');
  });

  it('gives a changed save a new key, and a save after a success a new one too', () => {
    const saves = keys();
    expect(saves.keyFor({ notes: 'a', ratings: [1, 2] })).toBe('key-1');
    expect(saves.keyFor({ notes: 'a', ratings: [1, 3] })).toBe('key-2');
    saves.saved();
    expect(saves.keyFor({ notes: 'a', ratings: [1, 3] })).toBe('key-3');
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_FOCUS_AID_IDS } from '@wellness/contract';
import { DEFAULT_FOCUS_AIDS } from './default-aids.js';

describe('built-in focus aids', () => {
  it('are exactly the contract’s ids, each once, so the web has a drawing for every one', () => {
    const ids = DEFAULT_FOCUS_AIDS.map((aid) => aid.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...DEFAULT_FOCUS_AID_IDS].sort());
  });

  it('still answer with an emoji icon, as the API always has', () => {
    for (const aid of DEFAULT_FOCUS_AIDS) expect(aid.icon.length, aid.id).toBeGreaterThan(0);
  });
});

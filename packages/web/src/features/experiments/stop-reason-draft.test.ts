import { describe, expect, it } from 'vitest';
import { parseStopReasonDraft } from './stop-reason-draft';

describe('the kept stop reason', () => {
  it('reads back the experiment and the reason, and drops anything else', () => {
    expect(parseStopReasonDraft({ experimentId: 'x1', reason: 'Headaches' })).toEqual({ experimentId: 'x1', reason: 'Headaches' });
    for (const broken of [null, 'Headaches', { experimentId: 'x1' }, { experimentId: 2, reason: 'Headaches' }]) {
      expect(parseStopReasonDraft(broken)).toBeNull();
    }
  });
});

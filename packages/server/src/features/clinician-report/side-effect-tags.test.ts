import { describe, expect, it } from 'vitest';
import { sideEffectRule } from './side-effect-tags.js';

describe('the side-effect tag rule', () => {
  it('by default counts tags named "side effect(s)" in any case, and nothing else', () => {
    const rule = sideEffectRule(undefined);
    expect(rule.rule).toBe('default');
    expect(rule.matching(['Side effect', 'Tired', 'SIDE EFFECTS', 'side-effect', 'Side effect?'])).toEqual(['Side effect', 'SIDE EFFECTS', 'side-effect']);
    expect(sideEffectRule([]).rule).toBe('default');
  });
  it('counts exactly the tags the user picks, by name key', () => {
    const rule = sideEffectRule(['Nausea', 'headache']);
    expect(rule.rule).toBe('chosen');
    expect(rule.matching(['nausea', 'Headache', 'Side effect'])).toEqual(['nausea', 'Headache']);
  });
});

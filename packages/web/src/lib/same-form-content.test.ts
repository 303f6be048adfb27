import { describe, expect, it } from 'vitest';
import { sameFormContent } from './same-form-content';

describe('sameFormContent', () => {
  const opened = { name: '', notes: 'Morning', minutes: '25', rating: 7, tags: ['Calm', 'Tired'], linked: null as string | null };

  it('holds a form as unchanged when only outer spaces were typed or picks were put back in another order', () => {
    expect(sameFormContent(opened, { ...opened })).toBe(true);
    expect(sameFormContent(opened, { ...opened, name: '   ', notes: 'Morning ' })).toBe(true);
    expect(sameFormContent(opened, { ...opened, tags: ['Tired', 'Calm'] })).toBe(true);
  });

  it('sees any typed text, changed number, choice or pick', () => {
    expect(sameFormContent(opened, { ...opened, name: 'Sleep better' })).toBe(false);
    expect(sameFormContent(opened, { ...opened, minutes: '45' })).toBe(false);
    expect(sameFormContent(opened, { ...opened, rating: 8 })).toBe(false);
    expect(sameFormContent(opened, { ...opened, tags: ['Calm'] })).toBe(false);
    expect(sameFormContent(opened, { ...opened, tags: ['Calm', 'Focused'] })).toBe(false);
    expect(sameFormContent(opened, { ...opened, linked: 'c1' })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { defaultPreferences } from '@wellness/contract';
import { badDayLabel, draftIssues, goodDayLabel, isDirty, setHidden, setRequired, toggleInList, withSectionFrom } from './preference-draft-rules';
import { neighbourTab, sectionOfTab } from './tracking-tabs';

const saved = defaultPreferences();

describe('the Tracking Preferences draft', () => {
  it('is dirty only when it differs from what is saved', () => {
    expect(isDirty({ ...saved }, saved)).toBe(false);
    expect(isDirty({ ...saved, entryFrequency: 2 }, saved)).toBe(true);
  });

  it('names what the server would refuse, by field', () => {
    expect(draftIssues(saved).size).toBe(0);
    expect(draftIssues({ ...saved, goodDayThreshold: 4, badDayThreshold: 4 }).get('badDayThreshold')).toBe(
      'The bad-day threshold must be below the good-day threshold',
    );
  });

  it('stops requiring a metric when it is hidden, and shows it again when unhidden', () => {
    const requiring = setRequired(saved, 'mood', true);
    expect(requiring.requiredFields).toEqual(['mood']);
    const hidden = setHidden(requiring, 'mood', true);
    expect(hidden).toMatchObject({ hiddenMetrics: ['mood'], requiredFields: [] });
    expect(setHidden(hidden, 'mood', false).hiddenMetrics).toEqual([]);
    expect(draftIssues(hidden).size).toBe(0);
  });

  it('toggles list items without repeats', () => {
    expect(toggleInList(['a'], 'a', true)).toEqual(['a']);
    expect(toggleInList(['a', 'b'], 'a', false)).toEqual(['b']);
  });

  it('takes the reset section from the server and keeps unsaved edits of the others', () => {
    const draft = { ...saved, theme: 'DARK' as const, entryFrequency: 4 };
    const afterReset = { ...saved, theme: 'LIGHT' as const };
    expect(withSectionFrom(draft, afterReset, 'ui')).toMatchObject({ theme: 'LIGHT', entryFrequency: 4 });
  });

  it('shows thresholds as part 2 §9 writes them', () => {
    expect(goodDayLabel(7)).toBe('7+');
    expect(badDayLabel(3)).toBe('3-');
  });

  it('maps the settings tabs to their reset sections and the last three to none', () => {
    expect(['metrics', 'entry', 'ui', 'dashboard', 'notifications', 'ai', 'integrations'].map((t) => sectionOfTab(t as never))).toEqual([
      'metrics',
      'entry',
      'ui',
      'dashboard',
      null,
      null,
      null,
    ]);
    expect(neighbourTab('metrics', 'ArrowLeft')).toBe('integrations');
    expect(neighbourTab('integrations', 'ArrowRight')).toBe('metrics');
    expect(neighbourTab('ui', 'Home')).toBe('metrics');
    expect(neighbourTab('ui', 'x')).toBeNull();
  });
});

/** The shared wording: what was not checked, item by item, and counts that never include foods, drinks or tests. */
import { describe, expect, it } from 'vitest';
import type { UncheckedItemResult } from '@wellness/contract';
import { bannerSummary, notShownSentence, panelFindings, panelUnchecked, uncheckedLine } from './report-wording';

const unchecked = (over: Partial<UncheckedItemResult>): UncheckedItemResult => ({
  item: { id: 'p', name: 'DayQuil Cold & Flu', substanceType: 'OTC_MEDICATION' },
  wholeItem: false,
  nameRecognized: true,
  uncheckedIngredients: [],
  ...over,
});

describe('what was not checked, item by item', () => {
  it('names the one unknown ingredient of a product it otherwise knows', () => {
    expect(uncheckedLine(unchecked({ uncheckedIngredients: ['dextromethorphan'] }))).toEqual({
      id: 'p',
      name: 'DayQuil Cold & Flu',
      detail: 'dextromethorphan not checked',
    });
    expect(uncheckedLine(unchecked({ uncheckedIngredients: ['Zorbexiline', 'Quintrazole'] })).detail).toBe('Zorbexiline and Quintrazole not checked');
  });

  it('says when only the listed ingredients were checked because the name is unknown', () => {
    expect(uncheckedLine(unchecked({ nameRecognized: false })).detail).toBe(
      'the name itself is not in the interaction database, so only its listed ingredients were checked',
    );
    expect(uncheckedLine(unchecked({ nameRecognized: false, uncheckedIngredients: ['Zorbexiline'] })).detail).toBe(
      'Zorbexiline not checked; the name itself is not in the interaction database, so only its other ingredients were checked',
    );
  });

  it('says a whole item was not checked at all, naming its ingredients too', () => {
    expect(uncheckedLine(unchecked({ wholeItem: true, nameRecognized: false })).detail).toBe('not checked at all (not in the interaction database)');
    expect(uncheckedLine(unchecked({ wholeItem: true, nameRecognized: false, uncheckedIngredients: ['Zorbexiline'] })).detail).toBe(
      'not checked at all (neither the name nor Zorbexiline is in the interaction database)',
    );
  });
});

describe('the form panel’s not-checked list', () => {
  const draft = (over: Partial<UncheckedItemResult>) => unchecked({ item: { id: 'draft', name: 'Zorbex', substanceType: null }, ...over });

  it('keeps the typed item’s unknown ingredients and the inventory’s items', () => {
    const typed = draft({ uncheckedIngredients: ['Zorbexiline'] });
    const unknownTypedWithIngredients = draft({ wholeItem: true, nameRecognized: false, uncheckedIngredients: ['Zorbexiline'] });
    const inventory = unchecked({ wholeItem: true, nameRecognized: false });
    expect(panelUnchecked([typed, inventory])).toEqual([typed, inventory]);
    expect(panelUnchecked([unknownTypedWithIngredients])).toEqual([unknownTypedWithIngredients]);
  });

  it('leaves out a typed name that matched nothing and has no ingredients, which the summary already says', () => {
    const inventory = unchecked({ wholeItem: true, nameRecognized: false });
    expect(panelUnchecked([draft({ wholeItem: true, nameRecognized: false }), inventory])).toEqual([inventory]);
  });
});

describe('counts', () => {
  it('counts only interactions among the user’s items, never foods, drinks or tests', () => {
    expect(bannerSummary(1, 0)).toBe('1 interaction was found among your substances. Talk to your pharmacist or prescriber before changing anything.');
    expect(bannerSummary(2, 3)).toBe(
      '2 interactions were found among your substances. Also see the foods, drinks and tests to watch below. Talk to your pharmacist or prescriber before changing anything.',
    );
    expect(bannerSummary(0, 1)).toBe(
      'No interaction among your substances is listed in our knowledge base. Also see the foods, drinks and tests to watch below. Talk to your pharmacist or prescriber before changing anything.',
    );
  });

  it('gives the panel one severity word and the interactions’ count', () => {
    expect(panelFindings('Critical', 1, 0)).toBe('Critical: 1 interaction with your substances');
    expect(panelFindings('Moderate', 2, 1)).toBe('Moderate: 2 interactions with your substances, and foods, drinks or tests to watch');
    expect(panelFindings('Critical', 0, 1)).toBe('Critical: foods, drinks or tests to watch; no interaction with your substances is listed');
  });
});

describe('a report cut short by the server', () => {
  it('says how many interactions were left out, in the singular and the plural, and who to ask', () => {
    expect(notShownSentence(1)).toMatch(/^1 more interaction was found but not listed here/);
    expect(notShownSentence(612)).toMatch(/^612 more interactions were found but not listed here: the list is too long to show at once\./);
    expect(notShownSentence(3)).toContain('Ask your pharmacist to review all your substances together.');
  });
});

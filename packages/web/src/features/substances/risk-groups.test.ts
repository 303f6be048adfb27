import { describe, expect, it } from 'vitest';
import type { InteractionReportResult, RuleMatchResult } from '@wellness/contract';
import {
  entrySources,
  groupEntries,
  interactionEntries,
  mostSevereGroup,
  reportForItems,
  riskGroupOf,
  severityWord,
  splitEntries,
  timingText,
} from './risk-groups';

const rule = (over: Partial<RuleMatchResult> = {}): RuleMatchResult => ({
  ruleId: 'r',
  severity: 'HIGH',
  effect: 'Risk of serotonin syndrome.',
  mechanism: 'Adds serotonin.',
  recommendation: 'Avoid the combination.',
  timing: null,
  sources: [{ name: "NCCIH: St. John's Wort", url: 'https://www.nccih.nih.gov/health/st-johns-wort' }],
  ...over,
});

const report: Pick<InteractionReportResult, 'interactions' | 'warnings'> = {
  interactions: [
    {
      id: 'a:b',
      riskLevel: 'MEDIUM',
      substances: [
        { id: 'a', name: 'Iron', substanceType: 'SUPPLEMENT' },
        { id: 'b', name: 'Levothyroxine', substanceType: 'PRESCRIPTION' },
      ],
      substance: { name: 'Levothyroxine', substanceType: 'PRESCRIPTION' },
      interaction: { effect: 'Less levothyroxine is absorbed.', recommendation: '' },
      recommendation: 'Separate the doses.',
      rules: [rule({ severity: 'MEDIUM', timing: { separateHours: 4, detail: null } })],
    },
    {
      id: 'c:d',
      riskLevel: 'HIGH',
      substances: [
        { id: 'c', name: 'Zoloft', substanceType: 'PRESCRIPTION' },
        { id: 'd', name: "St John's Wort", substanceType: 'HERBAL' },
      ],
      substance: { name: "St John's Wort", substanceType: 'HERBAL' },
      interaction: { effect: 'Risk of serotonin syndrome.', recommendation: 'Avoid the combination.' },
      recommendation: 'Avoid the combination.',
      rules: [rule(), rule({ ruleId: 'r2' })],
    },
  ],
  warnings: [
    {
      id: 'e:w',
      riskLevel: 'LOW',
      substance: { id: 'e', name: 'Biotin', substanceType: 'SUPPLEMENT' },
      concerns: { kind: 'lab-test', label: 'Thyroid and troponin lab tests' },
      interaction: { effect: 'Falsely high or low results.', recommendation: 'Tell the lab.' },
      recommendation: 'Tell the lab.',
      rules: [rule({ severity: 'LOW' })],
    },
  ],
};

describe('risk grouping (part 2 §9)', () => {
  it('shows CRITICAL and HIGH as critical, MEDIUM as moderate, LOW as mild', () => {
    expect(riskGroupOf('CRITICAL')).toBe('critical');
    expect(riskGroupOf('HIGH')).toBe('critical');
    expect(riskGroupOf('MEDIUM')).toBe('moderate');
    expect(riskGroupOf('LOW')).toBe('mild');
  });

  it('has one severity word per level: the group’s', () => {
    expect(['CRITICAL', 'HIGH', 'MEDIUM', 'LOW'].map((level) => severityWord(level as 'CRITICAL'))).toEqual(['Critical', 'Critical', 'Moderate', 'Mild']);
  });

  it('takes the most severe group for the header', () => {
    expect(mostSevereGroup(['LOW', 'MEDIUM'])).toBe('moderate');
    expect(mostSevereGroup(['LOW', 'HIGH', 'MEDIUM'])).toBe('critical');
    expect(mostSevereGroup(['LOW'])).toBe('mild');
    expect(mostSevereGroup([])).toBeNull();
  });
});

describe('interaction entries', () => {
  const entries = interactionEntries(report);

  it('lists pairs and warnings most severe first', () => {
    expect(entries.map((e) => [e.title, e.riskLevel, e.group])).toEqual([
      ["Zoloft + St John's Wort", 'HIGH', 'critical'],
      ['Iron + Levothyroxine', 'MEDIUM', 'moderate'],
      ['Biotin: Thyroid and troponin lab tests', 'LOW', 'mild'],
    ]);
    expect(entries[2]?.caption).toBe('Lab tests');
  });

  it('tells interactions among the user’s items apart from foods, drinks and tests to watch', () => {
    const { pairs, toWatch } = splitEntries(entries);
    expect(pairs.map((e) => e.title)).toEqual(["Zoloft + St John's Wort", 'Iron + Levothyroxine']);
    expect(toWatch.map((e) => e.title)).toEqual(['Biotin: Thyroid and troponin lab tests']);
  });

  it('falls back to the result-level recommendation when the interaction has none', () => {
    expect(entries[1]?.recommendation).toBe('Separate the doses.');
  });

  it('groups non-empty levels in order', () => {
    expect(groupEntries(entries).map((g) => [g.group, g.entries.length])).toEqual([
      ['critical', 1],
      ['moderate', 1],
      ['mild', 1],
    ]);
    expect(groupEntries(entries.slice(1)).map((g) => g.group)).toEqual(['moderate', 'mild']);
  });

  it('lists each source once and describes timing', () => {
    expect(entrySources(entries[0]!)).toEqual([{ name: "NCCIH: St. John's Wort", url: 'https://www.nccih.nih.gov/health/st-johns-wort' }]);
    expect(timingText({ separateHours: 4, detail: null })).toBe('Take them at least 4 hours apart.');
    expect(timingText({ separateHours: 1, detail: 'Take the antacid second.' })).toBe('Take them at least 1 hour apart. Take the antacid second.');
    expect(timingText(null)).toBeNull();
  });
});

describe('report limited to the current list', () => {
  it('drops pairs, warnings and unchecked items that mention a removed item', () => {
    const arnica = { id: 'x', name: 'Arnica', substanceType: 'HOMEOPATHIC' as const };
    const full = {
      ...report,
      unrecognized: [arnica, { id: 'c', name: 'Zoloft', substanceType: null }],
      unchecked: [
        { item: arnica, wholeItem: true, nameRecognized: false, uncheckedIngredients: [] },
        {
          item: { id: 'a', name: 'Iron', substanceType: 'SUPPLEMENT' as const },
          wholeItem: false,
          nameRecognized: true,
          uncheckedIngredients: ['Zorbexiline'],
        },
      ],
    };
    const limited = reportForItems(full, new Set(['c', 'd', 'e', 'x']));
    expect(limited.interactions.map((p) => p.id)).toEqual(['c:d']);
    expect(limited.warnings.map((w) => w.id)).toEqual(['e:w']);
    expect(limited.unrecognized.map((u) => u.id)).toEqual(['x', 'c']);
    expect(limited.unchecked.map((u) => u.item.id)).toEqual(['x']);
    expect(reportForItems(full, new Set(['c'])).interactions).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { InteractionQuestionResult } from '@wellness/contract';
import { interactionAnswer, isInteractionQuestion } from './interaction-question';

const DISCLAIMER = 'This is not medical advice. Ask your pharmacist or prescriber before starting, stopping or combining medicines and supplements.';
const source = { name: 'Sertraline label (DailyMed)', url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?query=SERTRALINE' };
const ref = (id: string, name: string, substanceType: 'PRESCRIPTION' | 'OTC_MEDICATION' | 'HERBAL') => ({ id, name, substanceType });
const emptyReport = {
  hasInteraction: false,
  highestRisk: null,
  interactions: [],
  warnings: [],
  unrecognized: [],
  unchecked: [],
  interactionsNotShown: 0,
  disclaimer: DISCLAIMER,
};

const dayquilAndSertraline: InteractionQuestionResult = {
  names: [
    { name: 'DayQuil', substanceType: 'OTC_MEDICATION', checked: true },
    { name: 'Sertraline', substanceType: 'PRESCRIPTION', checked: true },
  ],
  report: {
    ...emptyReport,
    hasInteraction: true,
    highestRisk: 'HIGH',
    interactions: [
      {
        id: 'q1:q2',
        riskLevel: 'HIGH',
        substances: [ref('q1', 'DayQuil', 'OTC_MEDICATION'), ref('q2', 'Sertraline', 'PRESCRIPTION')],
        substance: { name: 'Sertraline', substanceType: 'PRESCRIPTION' },
        interaction: { effect: 'Serotonin syndrome risk.', recommendation: 'Ask first.' },
        recommendation: 'Ask first.',
        rules: [
          {
            ruleId: 'r',
            severity: 'HIGH',
            effect: 'Serotonin syndrome risk.',
            mechanism: 'm',
            recommendation: 'Ask first.',
            timing: null,
            sources: [source, source],
          },
        ],
      },
    ],
  },
};

describe('interaction questions', () => {
  it('recognises a question about taking things together, and not the help questions', () => {
    expect(isInteractionQuestion('Can I take DayQuil with my sertraline?')).toBe(true);
    expect(isInteractionQuestion('Does ibuprofen interact with lisinopril')).toBe(true);
    expect(isInteractionQuestion('is it ok to mix melatonin and magnesium')).toBe(true);
    for (const help of ['How do I add a prescription?', 'What can you do?', 'How do I log a dose?', 'Which vitamin should I add?'])
      expect(isInteractionQuestion(help), help).toBe(false);
  });

  it('puts the warning in words with its risk and its source, once per page', () => {
    const answer = interactionAnswer(dayquilAndSertraline);
    expect(answer?.content).toContain('Critical interaction: DayQuil and Sertraline. Serotonin syndrome risk. Ask first.');
    expect(answer?.content).toContain(DISCLAIMER);
    expect(answer?.links).toEqual([source]);
    expect(answer?.sources).toEqual([]);
  });

  it('says a name it could not place was not checked, never that it is safe', () => {
    const answer = interactionAnswer({
      names: [
        { name: 'Maca', substanceType: 'HERBAL', checked: false },
        { name: 'Sertraline', substanceType: 'PRESCRIPTION', checked: true },
      ],
      report: { ...emptyReport, unrecognized: [ref('q1', 'Maca', 'HERBAL')] },
    });
    expect(answer?.content).toContain('Maca: not in the interaction database, so it was not checked.');
    expect(answer?.content).not.toMatch(/no interaction/i);
  });

  it('says when two checked names meet in no rule, without calling it safe', () => {
    const answer = interactionAnswer({
      names: [
        { name: 'Sertraline', substanceType: 'PRESCRIPTION', checked: true },
        { name: 'Metformin', substanceType: 'PRESCRIPTION', checked: true },
      ],
      report: emptyReport,
    });
    expect(answer?.content).toContain('Sertraline and Metformin: No interaction is listed in our knowledge base');
  });

  it('asks for the second name when only one was found, and leaves a question with none to the ordinary answers', () => {
    expect(interactionAnswer({ names: [{ name: 'Sertraline', substanceType: 'PRESCRIPTION', checked: true }], report: emptyReport })?.content).toContain(
      'I found only Sertraline in your question',
    );
    expect(interactionAnswer({ names: [], report: emptyReport })).toBeNull();
  });
});

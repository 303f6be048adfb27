import { describe, expect, it } from 'vitest';
import { answerQuestion, CONFIDENCE } from './answer-engine';

describe('assistant answer engine', () => {
  it('explains prescriptions for "prescription" or "medication", with guide, add and demo actions', () => {
    for (const question of ['How do I add a prescription?', 'Where do my MEDICATIONS go?']) {
      const answer = answerQuestion(question, 'daily');
      expect(answer.confidence).toBe(0.95);
      expect(answer.content).toContain('prescribed');
      expect(answer.content).toMatch(/red.*blue.*green/s);
      expect(answer.actions.map((a) => a.type)).toEqual(['navigate', 'navigate', 'demo']);
      expect(answer.actions[0]).toEqual({ type: 'navigate', target: 'help/guides/adding-prescriptions', label: 'View prescription guide' });
      expect(answer.actions[1]).toEqual({ type: 'navigate', target: 'substances/add-prescription', label: 'Add prescription' });
    }
  });

  it('explains supplements for "supplement" or "vitamin"', () => {
    expect(answerQuestion('Which supplement brand?', 'history').confidence).toBe(0.92);
    const answer = answerQuestion('vitamin D', 'history');
    expect(answer.confidence).toBe(CONFIDENCE.supplement);
    expect(answer.content).toContain('2 to 4 weeks');
    expect(answer.content).toContain('third-party testing');
  });

  it('explains tracking for "track", "log" or "dose"', () => {
    for (const question of ['How do I track?', 'log something', 'missed a DOSE']) {
      const answer = answerQuestion(question, 'analytics');
      expect(answer.confidence).toBe(0.88);
      expect(answer.content).toContain('from 1 to 10');
      expect(answer.content).toContain('week 4');
    }
  });

  it('opens Self-experiments when asked how to test whether something works', () => {
    for (const question of ['How do I run an experiment?', 'Does rhodiola really help me?', 'can I test whether it works for me']) {
      const answer = answerQuestion(question, 'daily');
      expect(answer.confidence).toBe(CONFIDENCE.experiment);
      expect(answer.actions).toEqual([{ type: 'navigate', target: 'analytics/experiments', label: 'Open Self-experiments' }]);
    }
    expect(answerQuestion('experiment', 'daily').content).toContain('prescriber');
  });

  it('answers the specification keywords before self-experiments', () => {
    expect(answerQuestion('Does my medication really work?', 'daily').confidence).toBe(CONFIDENCE.prescription);
    expect(answerQuestion('Is my vitamin D experiment working?', 'daily').confidence).toBe(CONFIDENCE.supplement);
    expect(answerQuestion('How do I log an experiment?', 'daily').confidence).toBe(CONFIDENCE.tracking);
  });

  it('gives prescriptions precedence over supplements, and supplements over tracking', () => {
    expect(answerQuestion('track my medication and vitamins', 'daily').confidence).toBe(0.95);
    expect(answerQuestion('log my supplement dose', 'daily').confidence).toBe(0.92);
  });

  it('lists capabilities otherwise, mentioning the current tab, with a browse-guides action', () => {
    const answer = answerQuestion('hello there', 'analytics');
    expect(answer.confidence).toBe(0.75);
    expect(answer.content).toContain('You are on the Analytics tab.');
    expect(answer.content).toContain('JSON or CSV');
    expect(answer.actions).toEqual([
      { type: 'navigate', target: 'help/guides', label: 'Browse all guides' },
      { type: 'navigate', target: 'settings/health-conditions', label: 'Open Health Conditions & Goals' },
    ]);
    expect(answerQuestion('hello', 'supplements').content).toContain('You are on the Substances tab.');
  });

  it('describes each screen as it is now, never as missing once it works', () => {
    const answers = [
      answerQuestion('how do I track', 'daily'),
      ...(['daily', 'analytics', 'history', 'settings'] as const).map((tab) => answerQuestion('hello', tab)),
    ];
    for (const { content } of answers) {
      expect(content).not.toMatch(/not available yet|still being built|coming to|you manage health conditions/);
    }
    expect(answerQuestion('hello', 'analytics').content).toContain('Analytics shows your streak, focus time and productivity trend');
    expect(answerQuestion('hello', 'history').content).toContain('History lists your past entries by day');
    expect(answerQuestion('hello', 'daily').content).toContain('exporting your data in JSON or CSV, with no fees (Settings › Account & Data)');
  });

  it('speaks of the current condition when the user tracks one, and says where to choose one otherwise', () => {
    const general = answerQuestion('hello', 'daily', { conditionName: 'ADHD' });
    expect(general.content).toContain('You are tracking ADHD. Your conditions and goals are in Settings › Health Conditions & Goals.');
    expect(answerQuestion('hello', 'daily').content).toContain('To tailor the app, choose the conditions you track in Settings › Health Conditions & Goals.');
    expect(answerQuestion('hello', 'daily', { conditionName: null }).content).not.toContain('You are tracking');

    const tracking = answerQuestion('how do I track', 'daily', { conditionName: 'Anxiety' });
    expect(tracking.content).toContain('With Anxiety tracked, set goals in Settings › Health Conditions & Goals');
    expect(answerQuestion('how do I track', 'daily').content).toContain('Set goals in Settings › Health Conditions & Goals: each shows how your ratings');
  });

  it('describes the Settings tab as it is: conditions, goals, tracking preferences and Account & Data', () => {
    const content = answerQuestion('hello', 'settings').content;
    expect(content).toContain('Here you choose the health conditions and goals you track, set your tracking preferences');
    expect(content).toContain('in Account & Data edit your profile and regional settings, export, import or clear your data');
  });
});

import { describe, expect, it } from 'vitest';
import { PERSONALIZATION_CARDS, QUICK_START_STEPS } from './personalization-cards';

describe('personalization', () => {
  it('shows the six cards of part 2 §2.3 with their exact status labels, in order', () => {
    expect(PERSONALIZATION_CARDS.map((card) => [card.title, card.status])).toEqual([
      ['Health Conditions & Goals', 'Ready'],
      ['Tracking & Metrics', 'Ready'],
      ['AI Features & Privacy', 'Coming Soon'],
      ['Notifications & Reminders', 'Ready'],
      ['UI/UX Personalization', 'Partial'],
      ['Advanced Integrations', 'Planned'],
    ]);
  });

  it('describes what is not there yet as not there, and links only what can be set', () => {
    for (const card of PERSONALIZATION_CARDS) {
      expect(card.description.length, card.title).toBeLessThan(160);
      if (card.status === 'Coming Soon' || card.status === 'Planned') {
        expect(card.description, card.title).toMatch(/^(Not available yet|Planned)/);
        expect(card.opens, card.title).toBeUndefined();
      } else {
        expect(card.opens, card.title).toBeDefined();
      }
    }
  });

  it('has a three-step quick start: conditions, tracking, interface, each opening its sub-tab', () => {
    expect(QUICK_START_STEPS.map((step) => [step.action, step.opens])).toEqual([
      ['Select conditions', 'health-conditions'],
      ['Customize tracking', 'tracking'],
      ['Personalize interface', 'tracking'],
    ]);
  });
});

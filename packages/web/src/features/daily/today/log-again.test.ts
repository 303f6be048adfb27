import { describe, expect, it } from 'vitest';
import type { Substance } from '@wellness/contract';
import { logAgainItems, type DoseCounts } from './log-again';

const substance = (id: string, name: string) => ({ id, name }) as Substance;
const counts = (supplementId: string, last7Days: number, lastTakenAt: string | null = null): DoseCounts => ({
  supplementId,
  today: 0,
  last7Days,
  lastTakenAt,
});

describe('logAgainItems', () => {
  const magnesium = substance('m', 'Magnesium');
  const vitaminD = substance('d', 'Vitamin D3');
  const ashwagandha = substance('a', 'Ashwagandha');
  const sertraline = substance('s', 'Sertraline');

  it('offers what was taken in the last 7 days, most often taken first', () => {
    const items = logAgainItems([ashwagandha, magnesium, vitaminD], [counts('m', 2), counts('d', 5), counts('a', 0)], new Set());
    expect(items.map((item) => item.name)).toEqual(['Vitamin D3', 'Magnesium']);
  });

  it('puts the more recent first when taken as often, then goes by name', () => {
    const items = logAgainItems(
      [ashwagandha, magnesium, vitaminD],
      [counts('m', 1, '2026-11-28T08:00:00.000Z'), counts('d', 1, '2026-11-29T08:00:00.000Z'), counts('a', 1, '2026-11-29T08:00:00.000Z')],
      new Set(),
    );
    expect(items.map((item) => item.name)).toEqual(['Ashwagandha', 'Vitamin D3', 'Magnesium']);
  });

  it('leaves out a substance whose scheduled dose can be taken now, and one no longer loggable', () => {
    const items = logAgainItems([magnesium, sertraline], [counts('m', 3), counts('s', 7), counts('gone', 9)], new Set(['s']));
    expect(items.map((item) => item.name)).toEqual(['Magnesium']);
  });

  it('offers at most the limit', () => {
    const many = Array.from({ length: 9 }, (_, i) => substance(`x${i}`, `Item ${i}`));
    expect(
      logAgainItems(
        many,
        many.map((item) => counts(item.id, 1)),
        new Set(),
      ),
    ).toHaveLength(6);
  });
});

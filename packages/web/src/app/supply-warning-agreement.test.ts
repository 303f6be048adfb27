/**
 * Issue 34: a substance gets the same supply warning on the Daily tab's dose card and on the Substances card, both
 * drawn from the contract's one rule. Here, in the composition root, because the check spans two features.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Substance } from '@wellness/contract';
import { DoseCardFacts } from '@/features/daily/supplements/dose-card-facts';
import { SubstanceCard } from '@/features/substances/substance-card';

const today = new Date(2026, 11, 1, 9, 0);

function substance(remainingSupply: number | null, refillBy: string | null = null): Substance {
  return {
    id: 'mag',
    substanceType: 'SUPPLEMENT',
    name: 'Magnesium',
    brand: null,
    category: null,
    dosage: 200,
    unit: 'mg',
    productForm: null,
    notes: null,
    expirationDate: null,
    remainingSupply,
    totalDoses: 0,
    prescribedBy: null,
    pharmacy: null,
    refillsRemaining: null,
    extractRatio: null,
    standardization: null,
    potency: null,
    crudeEquivalent: null,
    regulatoryNumber: null,
    licenseHolder: null,
    healthClaim: null,
    allergenInfo: null,
    ingredients: [],
    runOut: refillBy === null ? null : { date: '2026-12-20', daysLeft: 19, basis: 'schedule', refillBy },
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  };
}

/** Each warning's words as shown: "Low stock: fewer than 10 left". */
function warnings(html: string): string[] {
  return [...html.matchAll(/data-supply-warning="[^"]+"[^>]*>(.*?)<\/(?:li|span)><\/(?:li|span)>/g)].map((match) =>
    (match[1] ?? '').replace(/<[^>]+>/g, '').replace(/<!-- -->/g, ''),
  );
}

const onDaily = (item: Substance) => warnings(renderToStaticMarkup(createElement(DoseCardFacts, { supplement: item, today })));
const onSubstances = (item: Substance) =>
  warnings(renderToStaticMarkup(createElement(SubstanceCard, { substance: item, today, onEdit: () => undefined, onDelete: () => undefined })));

describe('one supply warning on Daily and Substances', () => {
  it('shows Low stock with its threshold at 8 left in both places', () => {
    expect(onDaily(substance(8))).toEqual(['Low stock: fewer than 10 left']);
    expect(onSubstances(substance(8))).toEqual(['Low stock: fewer than 10 left']);
  });

  it('adds Low supply at 7 or fewer in both places, and says nothing at 10', () => {
    const both = ['Low stock: fewer than 10 left', 'Low supply: 7 or fewer left'];
    expect(onDaily(substance(5))).toEqual(both);
    expect(onSubstances(substance(5))).toEqual(both);
    expect(onDaily(substance(10))).toEqual([]);
    expect(onSubstances(substance(10))).toEqual([]);
    expect(onDaily(substance(null))).toEqual([]);
  });

  it('shows Low supply from the refill date in both places', () => {
    expect(onDaily(substance(30, '2026-12-01'))).toHaveLength(1);
    expect(onDaily(substance(30, '2026-12-01'))).toEqual(onSubstances(substance(30, '2026-12-01')));
    expect(onDaily(substance(30, '2026-12-02'))).toEqual([]);
  });
});

/** Suggestions per item type: medicines for prescriptions and OTC, brand with generic, common first; supplements as before. */
import { describe, expect, it } from 'vitest';
import { suggestNames } from './suggest-names.js';

const first = (query: string, type: Parameters<typeof suggestNames>[1]) => suggestNames(query, type, 10)[0];

describe('suggestNames', () => {
  it('suggests prescription medicines with brand and generic together', () => {
    expect(first('sertr', 'PRESCRIPTION')).toEqual({ name: 'Sertraline', category: null, brand: 'Zoloft', label: 'Zoloft (sertraline)' });
    expect(first('adderall', 'PRESCRIPTION')).toMatchObject({ brand: 'Adderall', label: 'Adderall (mixed amphetamine salts)' });
    expect(first('methylph', 'PRESCRIPTION')).toMatchObject({ name: 'Methylphenidate', label: 'Ritalin (methylphenidate)' });
  });

  it('suggests OTC medicines and products by generic or brand', () => {
    expect(first('ibuprof', 'OTC_MEDICATION')).toMatchObject({ name: 'Ibuprofen', brand: 'Advil', label: 'Advil (ibuprofen)' });
    expect(first('tylenol', 'OTC_MEDICATION')).toMatchObject({ name: 'Acetaminophen', brand: 'Tylenol', label: 'Tylenol (acetaminophen)' });
    expect(first('dayquil', 'OTC_MEDICATION')).toMatchObject({ name: 'DayQuil', brand: 'DayQuil' });
  });

  it('keeps each list to its own kind of medicine', () => {
    expect(suggestNames('sertr', 'OTC_MEDICATION', 10)).toEqual([]);
    expect(suggestNames('tylenol', 'PRESCRIPTION', 10).map((s) => s.label)).not.toContain('Tylenol (acetaminophen)');
    expect(suggestNames('sertr', 'SUPPLEMENT', 10)).toEqual([]);
  });

  it('ranks prefix matches by how commonly the medicine is prescribed', () => {
    // Lisinopril (Top 10) before lisdexamfetamine; a later word ("insulin lispro") after both.
    const labels = suggestNames('lis', 'PRESCRIPTION', 10).map((s) => s.label ?? s.name);
    expect(labels.indexOf('Zestril (lisinopril)')).toBeLessThan(labels.indexOf('Vyvanse (lisdexamfetamine)'));
    expect(labels[0]).toBe('Zestril (lisinopril)');
  });

  it('gives supplement, herbal and homeopathic items the supplement catalog, as before', () => {
    expect(suggestNames('mag', 'SUPPLEMENT', 10).map((s) => s.name)).toEqual(['Magnesium', 'Magnolia bark', 'Schisandra', 'Calcium Magnesium Zinc']);
    expect(suggestNames('ashwa', 'HERBAL', 10)).toEqual([{ name: 'Ashwagandha', category: 'Adaptogen' }]);
  });

  it('starts at two trimmed characters and honours the limit', () => {
    expect(suggestNames(' s ', 'PRESCRIPTION', 10)).toEqual([]);
    expect(suggestNames('me', 'PRESCRIPTION', 3)).toHaveLength(3);
    expect(suggestNames('me', 'PRESCRIPTION', 0)).toEqual([]);
  });
});

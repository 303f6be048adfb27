/** The largest valid instance of a request schema, and the bounds it reports as missing. */
import { describe, expect, it } from 'vitest';
import { fillText, largestInstance, patternIsBounded, type SchemaFinding } from './largest-instance.js';

describe('largestInstance', () => {
  it('fills every string to maxLength, every array to maxItems, every optional field, numbers at their maximum', () => {
    const findings: SchemaFinding[] = [];
    const value = largestInstance(
      {
        type: 'object',
        required: ['name'],
        properties: {
          name: { type: 'string', minLength: 1, maxLength: 80 },
          notes: { type: 'string', nullable: true, maxLength: 300 },
          tags: { type: 'array', maxItems: 8, items: { type: 'string', enum: ['Calm', 'Productive'] } },
          rating: { type: 'integer', minimum: 1, maximum: 10 },
          dosage: { type: 'number', minimum: 0, exclusiveMinimum: true, maximum: 1000 },
          day: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
          color: { type: 'string', maxLength: 7, pattern: '^#[0-9a-fA-F]{6}$' },
          fingerprint: { type: 'string', pattern: '^[0-9a-f]{64}$' },
        },
      },
      'body',
      findings,
    );
    expect(value).toEqual({
      name: fillText(80),
      notes: fillText(300),
      tags: Array(8).fill('Productive'),
      rating: 10,
      dosage: 1000,
      day: '2026-11-22',
      color: '#6366f1',
      fingerprint: '0123456789abcdef'.repeat(4),
    });
    expect((value as { name: string }).name).toHaveLength(80);
    expect(findings).toEqual([]);
  });

  it('reports strings and arrays without a bound, with a large stand-in value', () => {
    const findings: SchemaFinding[] = [];
    const value = largestInstance(
      {
        type: 'object',
        properties: { free: { type: 'string' }, list: { type: 'array', items: { type: 'integer', maximum: 3 } }, at: { type: 'string', pattern: '^\\d+$' } },
      },
      'body',
      findings,
    ) as { free: string; list: number[] };
    expect(findings).toEqual([
      { path: 'body.free', problem: 'string without maxLength' },
      { path: 'body.list', problem: 'array without maxItems' },
      { path: 'body.at', problem: 'string without maxLength, and its pattern allows any length: ^\\d+$' },
      { path: 'body.at', problem: 'no sample value matches the pattern ^\\d+$' },
    ]);
    expect(value.free.length).toBeGreaterThan(1000);
    expect(value.list.length).toBeGreaterThan(100);
  });

  it('ends a filled string on a visible character, since schemas trim', () => {
    for (let n = 1; n < 60; n++) expect(fillText(n).trim()).toHaveLength(n);
  });
});

describe('patternIsBounded', () => {
  it('knows a fixed-width anchored pattern from one that repeats without end', () => {
    expect(patternIsBounded('^\\d{4}-\\d{2}-\\d{2}$')).toBe(true);
    expect(patternIsBounded('^([01]\\d|2[0-3]):[0-5]\\d$')).toBe(true);
    expect(patternIsBounded('^\\d{2}:\\d{2}(?:\\.\\d+)?Z$')).toBe(false);
    expect(patternIsBounded('^[a-z]{2,}$')).toBe(false);
    expect(patternIsBounded('\\d{4}')).toBe(false);
    expect(patternIsBounded('^[+*]{1,3}$')).toBe(true);
  });
});

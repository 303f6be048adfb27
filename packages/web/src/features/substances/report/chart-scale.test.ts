import { describe, expect, it } from 'vitest';
import { chartSegments, xOf, yOf } from './chart-scale';

const box = { left: 10, top: 0, width: 90, height: 90 };

describe('the rating chart’s scale', () => {
  it('puts 10 at the top and 1 at the bottom, days spread across the width', () => {
    expect(yOf(10, box)).toBe(0);
    expect(yOf(1, box)).toBe(90);
    expect(yOf(5.5, box)).toBe(45);
    expect(xOf(0, 10, box)).toBe(10);
    expect(xOf(9, 10, box)).toBe(100);
    expect(xOf(0, 1, box)).toBe(55);
  });
  it('breaks the line at a missing day instead of drawing it at 0', () => {
    const segments = chartSegments([5, 6, null, 7, null, null, 8, 9], box);
    expect(segments.map((s) => s.map((p) => p.value))).toEqual([[5, 6], [7], [8, 9]]);
    expect(segments.flat().every((p) => p.y >= 0 && p.y <= 90)).toBe(true);
    expect(chartSegments([null, null], box)).toEqual([]);
  });
});

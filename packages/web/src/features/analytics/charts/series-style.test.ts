import { describe, expect, it } from 'vitest';
import { TIMELINE_METRICS } from '@wellness/contract';
import { isDurationMetric } from './chart-rules';
import { factorStyle, seriesStyle } from './series-style';

const THEMED_HUES = ['teal', 'violet', 'amber', 'rose', 'sky', 'lime', 'slate', 'emerald'];

describe('seriesStyle', () => {
  it('gives every metric its own pair of colour and dash, so no two lines differ by colour alone', () => {
    const pairs = TIMELINE_METRICS.map((metric) => `${seriesStyle(metric).stroke} ${seriesStyle(metric).dash ?? 'solid'}`);
    expect(new Set(pairs).size).toBe(TIMELINE_METRICS.length);
  });

  it('draws focus level and mood (once two teal lines) in different colours and different dashes', () => {
    expect(seriesStyle('focusLevel').stroke).not.toBe(seriesStyle('mood').stroke);
    expect(seriesStyle('focusLevel').dash).not.toBe(seriesStyle('mood').dash);
    expect(seriesStyle('focusLevel').dash).not.toBe(seriesStyle('productivity').dash);
  });

  it('uses only hues the dark and high-contrast themes redefine, so each theme redraws its lines', () => {
    for (const metric of TIMELINE_METRICS) expect(THEMED_HUES).toContain(/^stroke-([a-z]+)-/.exec(seriesStyle(metric).stroke)?.[1]);
    for (let index = 0; index < 6; index++) expect(THEMED_HUES).toContain(/^stroke-([a-z]+)-/.exec(factorStyle(index).stroke)?.[1]);
  });

  it('dashes every duration line', () => {
    for (const metric of TIMELINE_METRICS.filter(isDurationMetric)) expect(seriesStyle(metric).dash).toBeDefined();
  });
});

/**
 * The geometry of a rating chart (rating-chart.tsx): days spread along x, the 1-10 scale along y (10 at the top), and
 * the line broken wherever a day has no rating, so a missing day is a gap, never a drop to 0. A rated day between
 * two gaps is a lone point, drawn as a dot.
 */
import { METRIC_MAX, METRIC_MIN } from '@wellness/contract';

export interface ChartBox {
  left: number;
  top: number;
  width: number;
  height: number;
}
export interface ChartPoint {
  x: number;
  y: number;
  value: number;
  index: number;
}

export function xOf(index: number, count: number, box: ChartBox): number {
  if (count <= 1) return box.left + box.width / 2;
  return box.left + (index / (count - 1)) * box.width;
}

export function yOf(value: number, box: ChartBox): number {
  const clamped = Math.min(METRIC_MAX, Math.max(METRIC_MIN, value));
  return box.top + ((METRIC_MAX - clamped) / (METRIC_MAX - METRIC_MIN)) * box.height;
}

/** The runs of consecutive rated days, each as its points. */
export function chartSegments(values: readonly (number | null)[], box: ChartBox): ChartPoint[][] {
  const segments: ChartPoint[][] = [];
  let current: ChartPoint[] = [];
  values.forEach((value, index) => {
    if (value === null) {
      if (current.length > 0) segments.push(current);
      current = [];
      return;
    }
    current.push({ x: xOf(index, values.length, box), y: yOf(value, box), value, index });
  });
  if (current.length > 0) segments.push(current);
  return segments;
}

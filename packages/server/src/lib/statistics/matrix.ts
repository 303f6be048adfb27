/** The few dense-matrix operations ordinary least squares needs, for a few dozen columns at most. */

export type Matrix = number[][];

export function zeros(rows: number, cols: number): Matrix {
  return Array.from({ length: rows }, () => new Array<number>(cols).fill(0));
}

export function at(m: Matrix, i: number, j: number): number {
  return m[i]?.[j] ?? 0;
}

/** The inverse by Gauss-Jordan elimination with partial pivoting; null when the matrix is singular. */
export function invert(m: Matrix): Matrix | null {
  const n = m.length;
  const a = m.map((row, i) => [...row, ...Array.from({ length: n }, (_, j) => (i === j ? 1 : 0))]);
  let scale = 1;
  for (const row of m) for (const v of row) scale = Math.max(scale, Math.abs(v));
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(at(a, r, col)) > Math.abs(at(a, pivot, col))) pivot = r;
    if (Math.abs(at(a, pivot, col)) < 1e-12 * scale) return null;
    [a[col], a[pivot]] = [a[pivot] as number[], a[col] as number[]];
    const pivotRow = a[col] as number[];
    const p = pivotRow[col] as number;
    for (let j = 0; j < 2 * n; j++) pivotRow[j] = (pivotRow[j] as number) / p;
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const row = a[r] as number[];
      const factor = row[col] as number;
      if (factor === 0) continue;
      for (let j = 0; j < 2 * n; j++) row[j] = (row[j] as number) - factor * (pivotRow[j] as number);
    }
  }
  return a.map((row) => row.slice(n));
}

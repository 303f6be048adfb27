/**
 * Whether a flat form (texts, numbers, choices and lists of picks) still holds what it opened with: the test the
 * "Discard changes?" question asks before a form closes. Texts are compared without their outer spaces (a stray
 * space is nothing to lose) and lists of picks as sets (a pick taken off and put back is where it was).
 */
type FlatValue = string | number | boolean | null | readonly string[];

const sameValue = (a: FlatValue, b: FlatValue): boolean => {
  if (typeof a === 'string' && typeof b === 'string') return a.trim() === b.trim();
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item) => b.includes(item));
  return a === b;
};

export function sameFormContent<T extends { [K in keyof T]: FlatValue }>(a: T, b: T): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as Array<keyof T>);
  return [...keys].every((key) => sameValue(a[key], b[key]));
}

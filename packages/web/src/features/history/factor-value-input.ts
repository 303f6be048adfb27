/**
 * A factor value as typed in History's day view: the text a field starts from, and the value it sends, checked by
 * the contract's rule for the factor's kind (`factorValueRule`), so the field says what the server would.
 */
import { factorValueRule, type FactorKind } from '@wellness/contract';

/** The field's starting text: the logged value, or empty (a yes-no starts at "yes", the usual reason to log one). */
export function initialInput(kind: FactorKind, value: boolean | number | undefined): string {
  if (value === undefined) return kind === 'yes-no' ? 'yes' : '';
  if (kind === 'yes-no') return value === true || value === 1 ? 'yes' : 'no';
  return String(value);
}

export type ParsedInput = { ok: true; value: boolean | number } | { ok: false; message: string };

export function parseInput(kind: FactorKind, text: string): ParsedInput {
  if (kind === 'yes-no') return { ok: true, value: text === 'yes' };
  const trimmed = text.trim();
  const rule = factorValueRule(kind, trimmed === '' ? Number.NaN : Number(trimmed));
  return rule.ok ? { ok: true, value: rule.stored } : rule;
}

/**
 * The per-user caps an import must respect (issue 26): the same numbers the API enforces when one record is
 * created (substances, custom supplement names, custom focus aids, custom conditions, goals), read from the
 * contract, never copied. Tracked conditions need no cap of their own: unique indexes allow one per catalog or
 * custom condition, so they are bounded by the catalog and the custom-condition cap.
 */
import {
  CONDITION_LIMITS,
  GOAL_LIMITS,
  MAX_CUSTOM_FOCUS_AIDS,
  SUBSTANCE_LIMITS,
  importCapMessage,
  type BackupData,
  type ErrorDetail,
} from '@wellness/contract';
import type { DbOrTx } from '../../db/schema.js';
import * as repo from './repository.js';

type CappedKind = 'substances' | 'supplementNames' | 'focusAids' | 'customConditions' | 'goals';

const CAPS: ReadonlyArray<{ kind: CappedKind; table: repo.IdTable; cap: number; noun: string }> = [
  { kind: 'substances', table: 'substances', cap: SUBSTANCE_LIMITS.items, noun: 'substances' },
  { kind: 'supplementNames', table: 'custom_supplement_names', cap: SUBSTANCE_LIMITS.customNames, noun: 'custom supplement names' },
  { kind: 'focusAids', table: 'focus_aids', cap: MAX_CUSTOM_FOCUS_AIDS, noun: 'custom focus aids' },
  { kind: 'customConditions', table: 'custom_conditions', cap: CONDITION_LIMITS.customPerUser, noun: 'custom conditions' },
  { kind: 'goals', table: 'goals', cap: GOAL_LIMITS.perUser, noun: 'goals' },
];

/**
 * One problem per cap the file would pass: what the account holds plus the records the file would add (`added`
 * counts only records not already present). A kind the file adds nothing to is never refused, so a file holding
 * only records already restored goes through even for an account that was over a cap before caps were checked.
 */
export async function capProblems(trx: DbOrTx, userId: string, added: (kind: keyof BackupData) => number): Promise<ErrorDetail[]> {
  const problems: ErrorDetail[] = [];
  for (const { kind, table, cap, noun } of CAPS) {
    const adding = added(kind);
    if (adding === 0) continue;
    const total = (await repo.countOwnRows(trx, table, userId)) + adding;
    if (total > cap) problems.push({ path: `data.${kind}`, message: importCapMessage(noun, total, cap) });
  }
  return problems;
}

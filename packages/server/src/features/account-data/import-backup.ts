/**
 * Restoring a JSON backup into the signed-in account (issue 14 §5), inside the caller's transaction: first every
 * check (repeated ids, ids of other accounts, every link resolvable in the file or among the user's own records),
 * collecting each problem with its path; only when there is none, the writes. Records already present (same id,
 * this user's) are left as they are, so importing a file twice adds nothing the second time. A file that would take
 * the account past a per-user cap of the API is refused whole with a sentence naming the cap (`import-caps.ts`).
 */
import { ACCOUNT_MESSAGES, type BackupData, type BackupFile, type ErrorDetail, type ImportResult } from '@wellness/contract';
import type { Insertable } from 'kysely';
import type { Database, DbOrTx } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import * as records from './backup-records.js';
import { capProblems } from './import-caps.js';
import { chooseIds, derivedId, duplicatePaths, type IdFate } from './import-ids.js';
import * as repo from './repository.js';

export interface ImportContext {
  userId: string;
  now: string;
  /** Built-in aids and the user's custom aids already stored. */
  knownAidIds: ReadonlySet<string>;
  /** Ids of the shipped condition catalog. */
  isCatalogCondition: (id: string) => boolean;
}

type Kind = Exclude<keyof BackupData, 'preferences' | 'focusAidVisibility'>;
const TABLE_OF: Record<Kind, repo.IdTable> = {
  substances: 'substances',
  supplementNames: 'custom_supplement_names',
  focusAids: 'focus_aids',
  focusSessions: 'focus_sessions',
  doses: 'doses',
  entries: 'entries',
  customConditions: 'custom_conditions',
  userConditions: 'user_conditions',
  goals: 'goals',
};
const KINDS = Object.keys(TABLE_OF) as Kind[];

type Fates = Map<string, IdFate | null>;

export async function importBackup(trx: DbOrTx, file: BackupFile, ctx: ImportContext): Promise<ImportResult> {
  const { data } = file;
  const { userId } = ctx;
  const problems: ErrorDetail[] = [];
  const fates = {} as Record<Kind, Fates>;

  // Repeated ids first: cheap, and a file with them is refused before any lookup grows with its size.
  for (const kind of KINDS) {
    for (const path of duplicatePaths(
      kind,
      (data[kind] ?? []).map((r) => r.id),
    ))
      problems.push({ path, message: 'Repeats the id of an earlier record' });
  }
  if (problems.length > 0) throw new AppError('validation', ACCOUNT_MESSAGES.importInvalid, { details: problems });

  for (const kind of KINDS) {
    const list = data[kind] ?? [];
    const unique = [...new Set(list.map((r) => r.id))];
    const owners = await repo.existingOwners(trx, TABLE_OF[kind], [...unique, ...unique.map((id) => derivedId(userId, kind, id))]);
    fates[kind] = chooseIds(userId, kind, unique, owners);
    list.forEach((r, index) => {
      if (fates[kind].get(r.id) === null) problems.push({ path: `data.${kind}.${index}.id`, message: 'This id cannot be restored into this account' });
    });
  }

  // The caps next: a file past one is refused whole, with its sentence, before links are looked up.
  const caps = await capProblems(trx, userId, (kind) => {
    const ofKind: Fates | undefined = (fates as Partial<Record<keyof BackupData, Fates>>)[kind];
    return [...(ofKind?.values() ?? [])].filter((fate) => fate?.present === false).length;
  });
  const [firstCap] = caps;
  if (firstCap) throw new AppError('validation', firstCap.message, { details: caps });

  /** The id a link resolves to: a record of the file (its chosen id) or one of the user's own stored records. */
  const ownIds = async (kind: Kind, ids: readonly string[]) => {
    const owners = await repo.existingOwners(trx, TABLE_OF[kind], ids);
    return new Set(ids.filter((id) => owners.get(id) === userId));
  };
  const linkResolver = async (kind: Kind, linked: readonly string[]) => {
    const outside = [...new Set(linked.filter((id) => !fates[kind].has(id)))];
    const own = await ownIds(kind, outside);
    return (id: string): string | null => fates[kind].get(id)?.id ?? (own.has(id) ? id : null);
  };

  const substanceOf = await linkResolver('substances', [
    ...(data.doses ?? []).map((d) => d.substanceId),
    ...(data.entries ?? []).flatMap((e) => e.supplements.map((s) => s.substanceId)),
  ]);
  const sessionOf = await linkResolver(
    'focusSessions',
    (data.entries ?? []).flatMap((e) => (e.sessionId ? [e.sessionId] : [])),
  );
  const customConditionOf = await linkResolver('customConditions', [
    ...(data.userConditions ?? []).flatMap((c) => (c.customConditionId ? [c.customConditionId] : [])),
    ...(data.goals ?? []).flatMap((g) => (g.customConditionId ? [g.customConditionId] : [])),
  ]);
  const aidOf = (id: string): string | null => fates.focusAids.get(id)?.id ?? (ctx.knownAidIds.has(id) ? id : null);

  (data.doses ?? []).forEach((d, i) => {
    if (substanceOf(d.substanceId) === null)
      problems.push({ path: `data.doses.${i}.substanceId`, message: 'Links to a substance that is not in the file or the account' });
  });
  (data.entries ?? []).forEach((e, i) => {
    e.supplements.forEach((s, j) => {
      if (substanceOf(s.substanceId) === null)
        problems.push({ path: `data.entries.${i}.supplements.${j}.substanceId`, message: 'Links to a substance that is not in the file or the account' });
    });
    e.focusAids.forEach((a, j) => {
      if (aidOf(a.aidId) === null)
        problems.push({ path: `data.entries.${i}.focusAids.${j}.aidId`, message: 'Links to a focus aid that is not in the file or the account' });
    });
    if (e.sessionId !== null && sessionOf(e.sessionId) === null)
      problems.push({ path: `data.entries.${i}.sessionId`, message: 'Links to a focus session that is not in the file or the account' });
  });
  (data.focusAidVisibility ?? []).forEach((v, i) => {
    if (!ctx.knownAidIds.has(v.aidId)) problems.push({ path: `data.focusAidVisibility.${i}.aidId`, message: 'Not a focus aid of the account' });
  });
  const checkCondition = (kind: 'userConditions' | 'goals', i: number, catalogId: string | null, customId: string | null, required: boolean) => {
    if (catalogId !== null && customId !== null) problems.push({ path: `data.${kind}.${i}`, message: 'Names both a catalog and a custom condition' });
    if (required && catalogId === null && customId === null) problems.push({ path: `data.${kind}.${i}`, message: 'Names no condition' });
    if (catalogId !== null && !ctx.isCatalogCondition(catalogId))
      problems.push({ path: `data.${kind}.${i}.catalogConditionId`, message: 'Not a condition of the catalog' });
    if (customId !== null && customConditionOf(customId) === null)
      problems.push({ path: `data.${kind}.${i}.customConditionId`, message: 'Links to a custom condition that is not in the file or the account' });
  };
  (data.userConditions ?? []).forEach((c, i) => checkCondition('userConditions', i, c.catalogConditionId, c.customConditionId, true));
  (data.goals ?? []).forEach((g, i) => checkCondition('goals', i, g.catalogConditionId, g.customConditionId, false));

  const newActive = (data.focusSessions ?? []).filter((s) => s.endedAt === null && fates.focusSessions.get(s.id)?.present === false);
  if (newActive.length > 0) {
    const active = await repo.activeSessionId(trx, userId);
    if (active !== undefined || newActive.length > 1)
      problems.push({ path: 'data.focusSessions', message: 'Holds a running focus session while another one is running; stop one first' });
  }

  if (problems.length > 0) throw new AppError('validation', ACCOUNT_MESSAGES.importInvalid, { details: problems });

  // ---- writes: parents before the records that link to them ----
  const counts: ImportResult['counts'] = {};
  const fresh = <T extends { id: string }>(kind: Kind, list: readonly T[] | undefined): { record: T; id: string }[] => {
    const out: { record: T; id: string }[] = [];
    let present = 0;
    for (const record of list ?? []) {
      const fate = fates[kind].get(record.id);
      if (!fate) continue;
      if (fate.present) present++;
      else out.push({ record, id: fate.id });
    }
    counts[kind] = { added: 0, alreadyPresent: present };
    return out;
  };
  const write = async <T extends keyof Database>(kind: Kind, table: T, rows: Insertable<Database[T]>[]) => {
    const added = await repo.insertRows(trx, table, rows);
    const entry = counts[kind];
    if (entry) counts[kind] = { added, alreadyPresent: entry.alreadyPresent + rows.length - added };
  };
  const req = (id: string | null): string => {
    if (id === null) throw new Error('a link checked above did not resolve');
    return id;
  };

  const substances = fresh('substances', data.substances);
  await write(
    'substances',
    'substances',
    substances.map(({ record, id }) => records.substanceRow(userId, record, id)),
  );
  const ingredientIds = substances.flatMap(({ record }) => record.ingredients.map((i) => i.id));
  const takenIngredients = await repo.existingIngredientIds(trx, ingredientIds);
  await repo.insertRows(
    trx,
    'substance_ingredients',
    substances.flatMap(({ record, id }) =>
      record.ingredients.map((i) => records.ingredientRow(id, i, takenIngredients.has(i.id) ? derivedId(userId, 'ingredients', i.id) : i.id)),
    ),
  );
  await write(
    'supplementNames',
    'custom_supplement_names',
    fresh('supplementNames', data.supplementNames).map(({ record, id }) => records.supplementNameRow(userId, record, id)),
  );
  await write(
    'focusAids',
    'focus_aids',
    fresh('focusAids', data.focusAids).map(({ record, id }) => records.focusAidRow(userId, record, id)),
  );
  await repo.insertRows(
    trx,
    'focus_aid_visibility',
    (data.focusAidVisibility ?? []).map((v) => records.aidVisibilityRow(userId, v)),
  );
  await write(
    'focusSessions',
    'focus_sessions',
    fresh('focusSessions', data.focusSessions).map(({ record, id }) => records.focusSessionRow(userId, record, id)),
  );
  await write(
    'doses',
    'doses',
    fresh('doses', data.doses).map(({ record, id }) => records.doseRow(userId, record, id, req(substanceOf(record.substanceId)))),
  );
  const entries = fresh('entries', data.entries);
  await write(
    'entries',
    'entries',
    entries.map(({ record, id }) => records.entryRow(userId, record, id, record.sessionId === null ? null : req(sessionOf(record.sessionId)))),
  );
  await repo.insertRows(
    trx,
    'entry_supplements',
    entries.flatMap(({ record, id }) =>
      record.supplements.map((s) => ({ entry_id: id, substance_id: req(substanceOf(s.substanceId)), taken: s.taken ? 1 : 0, time_of_day: s.timeOfDay })),
    ),
  );
  await repo.insertRows(
    trx,
    'entry_focus_aids',
    entries.flatMap(({ record, id }) => record.focusAids.map((a) => ({ entry_id: id, aid_id: req(aidOf(a.aidId)) }))),
  );
  await write(
    'customConditions',
    'custom_conditions',
    fresh('customConditions', data.customConditions).map(({ record, id }) => records.customConditionRow(userId, record, id)),
  );
  await write(
    'userConditions',
    'user_conditions',
    fresh('userConditions', data.userConditions).map(({ record, id }) =>
      records.userConditionRow(userId, record, id, record.customConditionId === null ? null : req(customConditionOf(record.customConditionId))),
    ),
  );
  await write(
    'goals',
    'goals',
    fresh('goals', data.goals).map(({ record, id }) =>
      records.goalRow(userId, record, id, record.customConditionId === null ? null : req(customConditionOf(record.customConditionId))),
    ),
  );
  if (data.preferences) await repo.savePreferences(trx, userId, JSON.stringify(data.preferences), ctx.now);
  for (const kind of KINDS) if (data[kind] === undefined) delete counts[kind];
  return { message: ACCOUNT_MESSAGES.importDone, counts };
}

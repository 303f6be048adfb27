/**
 * Restoring a JSON backup into the signed-in account, inside the caller's transaction, composed from the sections
 * each feature declares for its tables (backup/backup-section.ts): first every check (repeated ids, ids of other
 * accounts, the per-user caps, every link resolvable in the file or among the user's own records, each section's
 * own rules), collecting each problem with its path; only when there is none, the writes, section by section in
 * the schema's order (a record links only to kinds before it). Records already present (same id, this user's) are
 * left as they are, so importing a file twice adds nothing the second time.
 */
import { ACCOUNT_MESSAGES, BACKUP_KINDS, importCapMessage, type BackupData, type BackupFile, type ErrorDetail, type ImportResult } from '@wellness/contract';
import {
  isValueKind,
  RECORD_KINDS,
  type BackupRecord,
  type BackupSections,
  type ImportContext,
  type RecordKind,
  type RecordLink,
  type RecordSection,
  type RecordSections,
} from '../../backup/backup-section.js';
import { existingOwners } from '../../backup/backup-tables.js';
import { chooseIds, derivedId, duplicatePaths, type IdFate } from '../../backup/derived-id.js';
import { AppError } from '../../http/app-error.js';

/** The id of a record of a section with identity (every such record has one; the contract requires it). */
function idOf(record: object): string {
  if ('id' in record && typeof record.id === 'string') return record.id;
  throw new Error('A record of a section with identity has no id');
}

/** Each file id of a section with identity, and the id it is stored under (null: it cannot be restored here). */
type Fates = Map<string, IdFate | null>;

function refuse(problems: ErrorDetail[]): void {
  if (problems.length > 0) throw new AppError('validation', ACCOUNT_MESSAGES.importInvalid, { details: problems });
}

const under = (kind: keyof BackupData, path: string) => (path === '' ? `data.${kind}` : `data.${kind}.${path}`);

/** What a restore wrote per kind, and the file ids of the records the account already held (found once, by the id choice). */
export interface Restored {
  counts: ImportResult['counts'];
  present: ReadonlySet<string>;
}

export async function restoreBackup(sections: BackupSections, file: BackupFile, ctx: ImportContext): Promise<Restored> {
  const { data } = file;
  const recordSections: RecordSections = sections;
  const sectionOf = <K extends RecordKind>(kind: K): RecordSection<K> => recordSections[kind];
  const recordsOf = <K extends RecordKind>(kind: K): readonly BackupRecord<K>[] => data[kind] ?? [];

  // Repeated ids first: cheap, and a file with them is refused before any lookup grows with its size.
  refuse(
    RECORD_KINDS.flatMap((kind) =>
      sectionOf(kind).identity ? duplicatePaths(kind, recordsOf(kind).map(idOf)).map((path) => ({ path, message: 'Repeats the id of an earlier record' })) : [],
    ),
  );
  const fates = await chooseAllIds(sections, data, ctx);
  const problems = RECORD_KINDS.flatMap((kind) =>
    recordsOf(kind).flatMap((record, index) =>
      fates.get(kind)?.get(idOf(record)) === null ? [{ path: `data.${kind}.${index}.id`, message: 'This id cannot be restored into this account' }] : [],
    ),
  );

  // The caps next: a file past one is refused whole, with its sentence, before links are looked up.
  const caps = await capProblems(sections, fates, ctx);
  const [firstCap] = caps;
  if (firstCap) throw new AppError('validation', firstCap.message, { details: caps });

  // Each section's links, read once: the file may hold hundreds of thousands of records.
  const links = new Map(RECORD_KINDS.map((kind) => [kind, sectionOf(kind).links?.(recordsOf(kind)) ?? []]));
  const resolvable = await resolvableLinks(sections, links, fates, ctx);
  const resolves = (link: RecordLink) => fates.get(link.kind)?.get(link.id)?.id ?? (resolvable.get(link.kind)?.has(link.id) ? link.id : null);
  for (const kind of RECORD_KINDS) {
    problems.push(...(await sectionProblems(sections, kind, recordsOf(kind), links.get(kind) ?? [], fates.get(kind), resolves, ctx)));
  }
  refuse(problems);

  const resolve = (kind: RecordKind, id: string): string => {
    const stored = resolves({ kind, id, path: '' });
    if (stored === null) throw new Error('A link checked before the writes did not resolve');
    return stored;
  };
  const counts: ImportResult['counts'] = {};
  for (const kind of RECORD_KINDS) {
    if (data[kind] === undefined) continue;
    const count = await writeSection(sectionOf(kind), recordsOf(kind), fates.get(kind), resolve, ctx);
    if (count) counts[kind] = count;
  }
  for (const kind of BACKUP_KINDS.filter(isValueKind)) {
    const value = data[kind];
    if (value !== undefined) await sections[kind].write(ctx, value);
  }
  const present = new Set<string>();
  for (const kindFates of fates.values()) for (const [fileId, fate] of kindFates) if (fate?.present) present.add(fileId);
  return { counts, present };
}

/** The stored id each record of a section with identity gets (its own, or one derived from it). */
async function chooseAllIds(sections: BackupSections, data: BackupData, ctx: ImportContext): Promise<Map<RecordKind, Fates>> {
  const fates = new Map<RecordKind, Fates>();
  for (const kind of RECORD_KINDS) {
    const identity = sections[kind].identity;
    if (!identity) continue;
    const unique = [...new Set((data[kind] ?? []).map(idOf))];
    const owners = await existingOwners(ctx.trx, identity.table, [...unique, ...unique.map((id) => derivedId(ctx.owner.id, kind, id))]);
    fates.set(kind, chooseIds(ctx.owner.id, kind, unique, owners));
  }
  return fates;
}

/**
 * One problem per cap the file would pass: what the account holds plus the records the file would add. A kind the
 * file adds nothing to is never refused, so a file holding only records already restored goes through even for an
 * account that was over a cap before caps were checked.
 */
async function capProblems(sections: BackupSections, fates: ReadonlyMap<RecordKind, Fates>, ctx: ImportContext): Promise<ErrorDetail[]> {
  const problems: ErrorDetail[] = [];
  for (const kind of RECORD_KINDS) {
    const cap = sections[kind].identity?.cap;
    const adding = [...(fates.get(kind)?.values() ?? [])].filter((fate) => fate?.present === false).length;
    if (!cap || adding === 0) continue;
    const total = (await cap.count(ctx.trx, ctx.owner.id)) + adding;
    if (total > cap.limit) problems.push({ path: `data.${kind}`, message: importCapMessage(cap.noun, total, cap.limit) });
  }
  return problems;
}

/** For each kind linked to, the linked ids outside the file that resolve in the account. */
async function resolvableLinks(
  sections: BackupSections,
  links: ReadonlyMap<RecordKind, readonly RecordLink[]>,
  fates: ReadonlyMap<RecordKind, Fates>,
  ctx: ImportContext,
): Promise<Map<RecordKind, ReadonlySet<string>>> {
  const outside = new Map<RecordKind, Set<string>>();
  for (const sectionLinks of links.values()) {
    for (const link of sectionLinks) {
      if (fates.get(link.kind)?.has(link.id)) continue;
      const ids = outside.get(link.kind) ?? new Set<string>();
      ids.add(link.id);
      outside.set(link.kind, ids);
    }
  }
  const resolvable = new Map<RecordKind, ReadonlySet<string>>();
  for (const [kind, ids] of outside) {
    const identity = sections[kind].identity;
    if (!identity) throw new Error(`Records link to ${kind}, which has no ids of its own`);
    const list = [...ids];
    if (identity.resolvableIds) resolvable.set(kind, await identity.resolvableIds(ctx, list));
    else {
      const owners = await existingOwners(ctx.trx, identity.table, list);
      resolvable.set(kind, new Set(list.filter((id) => owners.get(id) === ctx.owner.id)));
    }
  }
  return resolvable;
}

/** The section's broken links, then its own rules' problems, with paths from the file's root. */
async function sectionProblems<K extends RecordKind>(
  sections: BackupSections,
  kind: K,
  records: readonly BackupRecord<K>[],
  links: readonly RecordLink[],
  fates: Fates | undefined,
  resolves: (link: RecordLink) => string | null,
  ctx: ImportContext,
): Promise<ErrorDetail[]> {
  const recordSections: RecordSections = sections;
  const section: RecordSection<K> = recordSections[kind];
  const broken = links
    .filter((link) => resolves(link) === null)
    .map((link) => ({
      path: under(kind, link.path),
      message: `Links to ${sections[link.kind].identity?.linkNoun ?? link.kind} that is not in the file or the account`,
    }));
  const isNew = (record: BackupRecord<K>) => fates?.get(idOf(record))?.present === false;
  const own = (await section.check?.(ctx, records, isNew)) ?? [];
  return [...broken, ...own.map((problem) => ({ ...problem, path: under(kind, problem.path) }))];
}

/** Writes what the file adds; for a section with identity, how many records it added and how many were there. */
async function writeSection<K extends RecordKind>(
  section: RecordSection<K>,
  records: readonly BackupRecord<K>[],
  fates: Fates | undefined,
  resolve: (kind: RecordKind, id: string) => string,
  ctx: ImportContext,
): Promise<{ added: number; alreadyPresent: number } | undefined> {
  if (!section.identity) {
    await section.write(ctx, records, resolve);
    return undefined;
  }
  const fresh: { record: BackupRecord<K>; id: string }[] = [];
  let present = 0;
  for (const record of records) {
    const fate = fates?.get(idOf(record));
    if (!fate) continue;
    if (fate.present) present++;
    else fresh.push({ record, id: fate.id });
  }
  const added = await section.write(ctx, fresh, resolve);
  return { added, alreadyPresent: present + fresh.length - added };
}

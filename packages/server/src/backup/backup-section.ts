/**
 * The interface through which a feature puts the tables it owns into the account's backup: what it exports (a page
 * of records at a time), how its records are checked and written back by an import (which ids it keeps or remaps,
 * which cap it counts toward, what its records link to), and which tables clearing the account's data empties.
 * Account & Data composes the sections the composition root hands it; it never reads a feature's table itself.
 */
import { BACKUP_KINDS, type BackupData, type ErrorDetail, type Period } from '@wellness/contract';
import type { Database, DbOrTx } from '../db/schema.js';
import type { Owner } from '../lib/owner.js';

/** The kinds of the backup that are lists of records (every kind but the preferences object). */
export type RecordKind = Exclude<keyof BackupData, 'preferences'>;
/** The kinds that are one value per account. */
export type ValueKind = Exclude<keyof BackupData, RecordKind>;
export type BackupRecord<K extends RecordKind> = NonNullable<BackupData[K]>[number];
export type BackupValue<K extends ValueKind> = NonNullable<BackupData[K]>;

export const isValueKind = (kind: keyof BackupData): kind is ValueKind => kind === 'preferences';
/** The list kinds in the contract's order: the order an export writes them and a restore reads them. */
export const RECORD_KINDS: readonly RecordKind[] = BACKUP_KINDS.filter((kind): kind is RecordKind => !isValueKind(kind));

/** Tables whose rows have their own id and an owner: the import keeps or remaps their ids. */
export type IdTable = {
  [T in keyof Database]: Database[T] extends { id: string; user_id: string } ? T : never;
}[keyof Database];

export interface ExportScope {
  userId: string;
  dateRange: Period;
  /** First calendar day of the range in the user's zone; null for all time. Only dated records are limited by it. */
  fromDay: string | null;
  includeEntries: boolean;
  includeSupplements: boolean;
  includeFocusAids: boolean;
  includeSessions: boolean;
}

/** Which choice of the export form carries a section: one of its four boxes, or only a full backup. */
export type ExportGroup = 'supplements' | 'focusAids' | 'sessions' | 'entries' | 'fullBackup';

export interface ImportContext {
  /** The import's one transaction: every read and write of the sections goes through it. */
  trx: DbOrTx;
  owner: Owner;
  /** When the import runs (ISO instant), for rows that record when they were saved. */
  now: string;
}

/** A link from a record to a record of another kind; `path` is relative to the section's list (`3.substanceId`). */
export interface RecordLink {
  kind: RecordKind;
  id: string;
  path: string;
}

/** The stored id a link resolves to; every link was checked before any write, so it always resolves. */
export type ResolveLink = (kind: RecordKind, id: string) => string;

/** A record the import adds, with the id it is stored under (the file's, or one derived from it). */
export interface NewRecord<R> {
  record: R;
  id: string;
}

/** How records of a kind with ids of their own are kept, capped and linked to. */
export interface RecordIdentity {
  table: IdTable;
  /** What another record's broken link to this kind says: "Links to <noun> that is not in the file or the account". */
  linkNoun: string;
  /** The per-user cap the API holds when one record is created; the import holds it too. */
  cap?: { limit: number; noun: string; count(trx: DbOrTx, userId: string): Promise<number> };
  /**
   * Of ids a link names outside the file, those that resolve in the account. Without it: the user's own stored
   * records of the table. (Focus aids also resolve to the built-in aids, which are not stored.)
   */
  resolvableIds?(ctx: ImportContext, ids: readonly string[]): Promise<ReadonlySet<string>>;
}

interface SectionBase<K extends RecordKind> {
  readonly kind: K;
  /** The tables this section carries: the first holds the user's rows; the rest are its children, which go with it. */
  readonly tables: readonly [keyof Database, ...(keyof Database)[]];
  readonly exportedWith: ExportGroup;
  /**
   * Written only when the user has records of the kind: kinds added to the file after its first version, so a file
   * of a user without them is the same as before. Only for short lists (the records are gathered before writing).
   */
  readonly omittedWhenEmpty?: true;
  /** The user's records in id order, a page at a time, so an export of years of data runs in constant memory. */
  exportPages(db: DbOrTx, scope: ExportScope): AsyncIterable<BackupRecord<K>[]>;
  /** Every link the file's records hold, in file order. */
  links?(records: readonly BackupRecord<K>[]): RecordLink[];
  /** Checks of the section's own rules, run before any write; paths are relative to the section's list. */
  check?(ctx: ImportContext, records: readonly BackupRecord<K>[], isNew: (record: BackupRecord<K>) => boolean): Promise<ErrorDetail[]>;
}

/** Records with ids of their own: the import keeps or remaps each id, and writes only records not yet stored. */
export interface KeyedSection<K extends RecordKind> extends SectionBase<K> {
  readonly identity: RecordIdentity;
  /** Writes the records not yet stored (children too) and answers how many of them were added. */
  write(ctx: ImportContext, records: readonly NewRecord<BackupRecord<K>>[], resolve: ResolveLink): Promise<number>;
}

/** Records without an id of their own (a setting per built-in item): written again, the database skipping duplicates. */
export interface KeylessSection<K extends RecordKind> extends SectionBase<K> {
  readonly identity?: undefined;
  write(ctx: ImportContext, records: readonly BackupRecord<K>[], resolve: ResolveLink): Promise<number>;
}

export type RecordSection<K extends RecordKind> = KeyedSection<K> | KeylessSection<K>;

export interface ValueSection<K extends ValueKind> {
  readonly kind: K;
  readonly tables: readonly [keyof Database, ...(keyof Database)[]];
  readonly exportedWith: ExportGroup;
  exportValue(db: DbOrTx, userId: string): Promise<BackupValue<K> | undefined>;
  write(ctx: ImportContext, value: BackupValue<K>): Promise<void>;
}

export type RecordSections = { readonly [K in RecordKind]: RecordSection<K> };
export type ValueSections = { readonly [K in ValueKind]: ValueSection<K> };
/** One section per kind of the backup: the type itself refuses a kind without one. */
export type BackupSections = RecordSections & ValueSections;

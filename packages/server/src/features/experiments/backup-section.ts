/**
 * The experiments' part of the backup: each experiment with every locked version of its protocol. An import checks
 * that each protocol is one this app could have locked (it parses, its SHA-256 is its fingerprint, the current version
 * names the record's substance and dates), so a restored experiment reads exactly as it did. Written only when the
 * user has some, so files of users without experiments are as before.
 */
import { EXPERIMENT_LIMITS, experimentProtocolSchema, type ErrorDetail } from '@wellness/contract';
import type { BackupRecord, KeyedSection } from '../../backup/backup-section.js';
import { EXPORT_PAGE_SIZE, insertRows, keysetPages } from '../../backup/backup-tables.js';
import { sha256Hex } from '../../lib/experiments/canonical-json.js';
import { endDateOf } from '../../lib/experiments/design.js';
import { countExperiments, experimentPage, versionsOfExperiments } from './repository.js';

function protocolProblems(record: BackupRecord<'experiments'>, path: string): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  const numbers = record.versions.map((v) => v.version);
  if (new Set(numbers).size !== numbers.length) problems.push({ path: `${path}.versions`, message: 'Each version may appear once' });
  const current = record.versions.find((v) => v.version === record.version);
  if (!current) problems.push({ path: `${path}.version`, message: 'The current version is not among the versions' });
  if ((record.stoppedAt === null) !== (record.stoppedOn === null))
    problems.push({ path: `${path}.stoppedOn`, message: 'A stop has both its time and its day' });
  record.versions.forEach((v, i) => {
    const at = `${path}.versions.${i}`;
    if (sha256Hex(v.protocol) !== v.fingerprint) {
      problems.push({ path: `${at}.fingerprint`, message: 'The fingerprint is not the SHA-256 of the protocol' });
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(v.protocol);
    } catch {
      problems.push({ path: `${at}.protocol`, message: 'The protocol is not JSON' });
      return;
    }
    const protocol = experimentProtocolSchema.safeParse(parsed);
    if (!protocol.success) {
      problems.push({ path: `${at}.protocol`, message: 'The protocol is not one this app locks' });
      return;
    }
    const p = protocol.data;
    const { blockDaysMin, blockDaysMax, blockPairsMin, blockPairsMax, totalDaysMax } = EXPERIMENT_LIMITS;
    const fits =
      p.blockDays >= blockDaysMin &&
      p.blockDays <= blockDaysMax &&
      p.blockPairs >= blockPairsMin &&
      p.blockPairs <= blockPairsMax &&
      p.blockDays * p.blockPairs * 2 <= totalDaysMax &&
      p.pairOrders.length === p.blockPairs &&
      p.washoutDays >= 0 &&
      p.washoutDays * 2 <= p.blockDays &&
      endDateOf(p) === p.endDate;
    if (!fits) {
      problems.push({ path: `${at}.protocol`, message: 'The protocol is not one this app locks' });
      return;
    }
    if (v !== current) return;
    if (p.substanceId !== record.substanceId || p.startDate !== record.startDate || p.endDate !== record.endDate || p.version !== v.version) {
      problems.push({ path: `${at}.protocol`, message: "The current protocol does not match the experiment's substance, dates or version" });
    }
  });
  return problems;
}

export const experimentBackup: KeyedSection<'experiments'> = {
  kind: 'experiments',
  tables: ['experiments', 'experiment_versions'],
  exportedWith: 'supplements',
  omittedWhenEmpty: true,
  identity: {
    table: 'experiments',
    linkNoun: 'an experiment',
    cap: { limit: EXPERIMENT_LIMITS.perUser, noun: 'experiments', count: countExperiments },
  },

  async *exportPages(db, scope) {
    for await (const page of keysetPages((after) => experimentPage(db, scope.userId, after, EXPORT_PAGE_SIZE))) {
      const versions = await versionsOfExperiments(
        db,
        scope.userId,
        page.map((row) => row.id),
      );
      yield page.map((row) => ({
        id: row.id,
        substanceId: row.substance_id,
        version: row.version,
        startDate: row.start_date,
        endDate: row.end_date,
        stoppedAt: row.stopped_at,
        stoppedOn: row.stopped_on,
        stopReason: row.stop_reason,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
        versions: versions
          .filter((v) => v.experiment_id === row.id)
          .map((v) => ({ version: v.version, protocol: v.protocol, fingerprint: v.fingerprint, lockedAt: v.locked_at })),
      }));
    }
  },

  links: (records) => records.map((r, i) => ({ kind: 'substances' as const, id: r.substanceId, path: `${i}.substanceId` })),

  async check(_ctx, records) {
    return records.flatMap((record, i) => protocolProblems(record, `${i}`));
  },

  async write({ trx, owner }, records, resolve) {
    const added = await insertRows(
      trx,
      'experiments',
      records.map(({ record: r, id }) => ({
        id,
        user_id: owner.id,
        substance_id: resolve('substances', r.substanceId),
        version: r.version,
        start_date: r.startDate,
        end_date: r.endDate,
        stopped_at: r.stoppedAt,
        stopped_on: r.stoppedOn,
        stop_reason: r.stopReason,
        created_at: r.createdAt,
        updated_at: r.updatedAt,
      })),
    );
    await insertRows(
      trx,
      'experiment_versions',
      records.flatMap(({ record: r, id }) =>
        r.versions.map((v) => ({
          experiment_id: id,
          version: v.version,
          user_id: owner.id,
          protocol: v.protocol,
          fingerprint: v.fingerprint,
          locked_at: v.lockedAt,
        })),
      ),
    );
    return added;
  },
};

/**
 * Self-experiments: planning (the chance draw and the locked protocol), edits before the start as new versions,
 * stopping, today's instructions and the washout the knowledge suggests. The result is read in result.ts, once the
 * last block has ended.
 */
import {
  EXPERIMENT_LIMITS,
  EXPERIMENT_MESSAGES,
  resultNotReadyMessage,
  type Experiment,
  type ExperimentEdit,
  type ExperimentInput,
  type ExperimentInstruction,
  type ExperimentResult,
  type ExperimentSuggestion,
  type ExperimentSummary,
} from '@wellness/contract';
import * as accounts from '../../accounts/repository.js';
import { idForKey, oncePerKey } from '../../db/once-per-key.js';
import type { DatabaseKind } from '../../db/connection.js';
import type { Db, DbOrTx } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { addDays, calendarDayIn } from '../../lib/calendar.js';
import type { Clock } from '../../lib/clock.js';
import { endDateOf } from '../../lib/experiments/design.js';
import { newSeed } from '../../lib/experiments/randomization.js';
import type { Owner } from '../../lib/owner.js';
import { newId } from '../../lib/secure-token.js';
import { statusOn, toPlan, type ExperimentPlan } from '../../reads/experiments/experiment-plan.js';
import { experimentsMeeting, findExperiment, listExperiments, type ExperimentRow } from '../../reads/experiments/repository.js';
import { suggestDesign } from './suggestion.js';
import { QueueFullError } from '../../lib/semaphore.js';
import { createWorkerPool } from '../../lib/worker-pool.js';
import type { ResultJob } from './analysis-worker.js';
import { readExperimentRecords } from './day-records.js';
import { instructionsOn } from './instructions.js';
import { toExperiment, toSummary } from './experiment-view.js';
import { lockProtocol } from './protocol.js';
import * as repo from './repository.js';

export type ExperimentService = ReturnType<typeof createExperimentService>;

/** Results composed at once per process: a long plan's analysis takes a core for seconds. */
const analyses = createWorkerPool<ResultJob, ExperimentResult>({
  module: 'features/experiments/analysis-worker',
  concurrency: 1,
  maxWaiting: 16,
  idleMs: 60_000,
});

const notFound = () => new AppError('not_found', EXPERIMENT_MESSAGES.notFound);
const invalid = (path: string, message: string) => new AppError('validation', message, { details: [{ path, message }] });

export function createExperimentService(deps: { db: Db; clock: Clock; kind: DatabaseKind }) {
  const { db, clock, kind } = deps;
  const todayOf = (owner: Owner) => calendarDayIn(clock.now(), owner.timezone);

  async function view(owner: Owner, row: ExperimentRow): Promise<Experiment> {
    const plan = toPlan(row);
    const today = todayOf(owner);
    const [records, versions] = await Promise.all([readExperimentRecords(db, owner, plan, clock.now()), repo.versionsOf(db, owner.id, row.id)]);
    return toExperiment(
      plan,
      records,
      versions.map((v) => ({ version: v.version, fingerprint: v.fingerprint, lockedAt: v.locked_at })),
      today,
    );
  }

  /** Checks a plan against the substance and the calendar; answers its start date and the substance. */
  async function checkPlan(trx: DbOrTx, owner: Owner, input: ExperimentInput, today: string, exceptId: string | null) {
    const substance = await repo.substanceOf(trx, owner.id, input.substanceId);
    if (!substance) throw new AppError('not_found', EXPERIMENT_MESSAGES.substanceNotFound);
    const startDate = input.startDate ?? today;
    if (startDate < today) throw invalid('startDate', EXPERIMENT_MESSAGES.startInPast);
    if (startDate > addDays(today, EXPERIMENT_LIMITS.startDaysAheadMax)) throw invalid('startDate', EXPERIMENT_MESSAGES.startTooFar);
    if (substance.substance_type === 'PRESCRIPTION' && !input.prescriberAgreed) throw invalid('prescriberAgreed', EXPERIMENT_MESSAGES.prescriberRequired);
    const endDate = endDateOf({ startDate, blockDays: input.blockDays, blockPairs: input.blockPairs });
    const others = await experimentsMeeting(trx, owner.id, startDate, endDate);
    const overlapping = others
      .filter((row) => row.id !== exceptId && row.substance_id === substance.id)
      .map(toPlan)
      .some((plan: ExperimentPlan) => plan.lastDay >= startDate && plan.row.start_date <= endDate && plan.lastDay >= plan.row.start_date);
    if (overlapping) throw new AppError('conflict', EXPERIMENT_MESSAGES.overlapping);
    return { substance, plan: { ...input, startDate } };
  }

  /** Plans the experiment in one transaction holding the user (the cap and the substance's other plans are checked there); its id. */
  async function insertPlanned(owner: Owner, input: ExperimentInput, key: string | null): Promise<string> {
    const id = newId();
    await accounts.inUserTransaction(db, kind, owner.id, async (trx) => {
      if ((await repo.countExperiments(trx, owner.id)) >= EXPERIMENT_LIMITS.perUser) throw new AppError('conflict', EXPERIMENT_MESSAGES.tooMany);
      const now = clock.now().toISOString();
      const { substance, plan } = await checkPlan(trx, owner, input, todayOf(owner), null);
      const locked = lockProtocol({ plan, version: 1, seed: newSeed(), substance, timezone: owner.timezone });
      await repo.insertExperiment(
        trx,
        {
          id,
          user_id: owner.id,
          substance_id: substance.id,
          version: 1,
          start_date: plan.startDate,
          end_date: locked.protocol.endDate,
          stopped_at: null,
          stopped_on: null,
          stop_reason: null,
          idempotency_key: key,
          created_at: now,
          updated_at: now,
        },
        { experiment_id: id, version: 1, user_id: owner.id, protocol: locked.canonical, fingerprint: locked.fingerprint, locked_at: now },
      );
    });
    return id;
  }

  return {
    async list(owner: Owner): Promise<ExperimentSummary[]> {
      const today = todayOf(owner);
      return (await listExperiments(db, owner.id)).map((row) => toSummary(toPlan(row), today));
    },

    async get(owner: Owner, id: string): Promise<Experiment> {
      const row = await findExperiment(db, owner.id, id);
      if (!row) throw notFound();
      return view(owner, row);
    },

    /** Plans an experiment; with an idempotency key a save sent again answers the experiment kept first. */
    async create(owner: Owner, input: ExperimentInput): Promise<Experiment> {
      // The key names the save, not the plan: it stays out of the locked protocol.
      const { idempotencyKey, ...plan } = input;
      const key = idempotencyKey ?? null;
      return oncePerKey(key, {
        find: (k) => idForKey(db, 'experiments', owner.id, k),
        answer: (id) => this.get(owner, id),
        create: async () => this.get(owner, await insertPlanned(owner, plan, key)),
      });
    },

    async edit(owner: Owner, id: string, edit: ExperimentEdit): Promise<Experiment> {
      await accounts.inUserTransaction(db, kind, owner.id, async (trx) => {
        const row = await findExperiment(trx, owner.id, id);
        if (!row) throw notFound();
        const today = todayOf(owner);
        const status = statusOn(row, today);
        if (status === 'stopped' || status === 'completed') throw new AppError('conflict', EXPERIMENT_MESSAGES.notEditable);
        if (status === 'running') throw new AppError('conflict', EXPERIMENT_MESSAGES.lockedAfterStart);
        if (row.version >= EXPERIMENT_LIMITS.versionsMax) throw new AppError('conflict', EXPERIMENT_MESSAGES.tooManyVersions);
        const { substance, plan } = await checkPlan(
          trx,
          owner,
          { ...edit, substanceId: edit.substanceId ?? row.substance_id, startDate: edit.startDate ?? row.start_date },
          today,
          id,
        );
        const now = clock.now().toISOString();
        const version = row.version + 1;
        const locked = lockProtocol({ plan, version, seed: toPlan(row).protocol.seed, substance, timezone: owner.timezone });
        await repo.addVersion(
          trx,
          { id, userId: owner.id, substanceId: substance.id, startDate: plan.startDate, endDate: locked.protocol.endDate, updatedAt: now },
          { experiment_id: id, version, user_id: owner.id, protocol: locked.canonical, fingerprint: locked.fingerprint, locked_at: now },
        );
      });
      return this.get(owner, id);
    },

    async stop(owner: Owner, id: string, reason: string): Promise<Experiment> {
      const row = await findExperiment(db, owner.id, id);
      if (!row) throw notFound();
      const today = todayOf(owner);
      const status = statusOn(row, today);
      if (status === 'completed' || status === 'stopped') throw new AppError('conflict', EXPERIMENT_MESSAGES.alreadyEnded);
      const stopped = await repo.markStopped(db, owner.id, id, { at: clock.now().toISOString(), on: today, reason });
      if (!stopped) throw new AppError('conflict', EXPERIMENT_MESSAGES.alreadyEnded);
      return this.get(owner, id);
    },

    async result(owner: Owner, id: string): Promise<ExperimentResult> {
      const row = await findExperiment(db, owner.id, id);
      if (!row) throw notFound();
      const today = todayOf(owner);
      const status = statusOn(row, today);
      if (status === 'planned' || status === 'running') throw new AppError('conflict', resultNotReadyMessage(row.end_date));
      const plan = toPlan(row);
      const records = await readExperimentRecords(db, owner, plan, clock.now());
      try {
        return await analyses.run({ plan, records, today });
      } catch (error) {
        if (error instanceof QueueFullError) throw new AppError('unavailable', EXPERIMENT_MESSAGES.analysisBusy, { retryAfterSeconds: 10 });
        throw error;
      }
    },

    async today(owner: Owner): Promise<{ date: string; instructions: ExperimentInstruction[] }> {
      const today = todayOf(owner);
      return { date: today, instructions: instructionsOn(await experimentsMeeting(db, owner.id, today, today), today) };
    },

    async suggestion(owner: Owner, substanceId: string | undefined): Promise<ExperimentSuggestion> {
      if (substanceId === undefined) return { substanceId: null, prescription: false, ...suggestDesign('') };
      const substance = await repo.substanceOf(db, owner.id, substanceId);
      if (!substance) throw new AppError('not_found', EXPERIMENT_MESSAGES.substanceNotFound);
      return { substanceId, prescription: substance.substance_type === 'PRESCRIPTION', ...suggestDesign(substance.name) };
    },
  };
}

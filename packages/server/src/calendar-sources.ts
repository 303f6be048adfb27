/**
 * The calendar feed's service with what it shows, composed at the root from the shared reads so the calendar feature
 * imports no other: the user's schedules as the schedules API answers them, with each substance's unit for the
 * event's title, and the run-out forecast of every substance that has a supply (the same forecast the substance list
 * shows). A running self-experiment's days off are left out of its substance's dose events.
 */
import { SUBSTANCE_TYPES } from '@wellness/contract';
import type { Db } from './db/schema.js';
import { createCalendarService, type CalendarService, type CalendarSources } from './features/calendar/service.js';
import type { Clock } from './lib/clock.js';
import { offDaysOf, toPlan } from './reads/experiments/experiment-plan.js';
import { listExperiments } from './reads/experiments/repository.js';
import { listSubstances } from './reads/inventory/repository.js';
import { listSchedules } from './reads/schedules/repository.js';
import { readRunOuts } from './reads/schedules/run-outs.js';
import { toSchedule } from './reads/schedules/schedule-rows.js';

export function calendarSources(db: Db, clock: Clock): CalendarSources {
  return {
    async schedules(owner) {
      const [rows, experiments] = await Promise.all([listSchedules(db, owner.id), listExperiments(db, owner.id)]);
      const plans = experiments.map(toPlan);
      return rows.map((row) => ({
        ...toSchedule(row),
        unit: row.substance_unit,
        offDays: plans.filter((plan) => plan.row.substance_id === row.substance_id).flatMap(offDaysOf),
      }));
    },
    async refills(owner) {
      const substances = await listSubstances(db, owner.id, SUBSTANCE_TYPES);
      const supplies = substances.map(({ row }) => ({ id: row.id, remainingSupply: row.remaining_supply === null ? null : Number(row.remaining_supply) }));
      const runOuts = await readRunOuts(db, owner, clock.now(), supplies);
      return substances.flatMap(({ row }) => {
        const runOut = runOuts.get(row.id);
        return runOut ? [{ substanceId: row.id, substanceName: row.name, runOut }] : [];
      });
    },
  };
}

export function createCalendarFeed(deps: { db: Db; clock: Clock; appUrl: URL }): CalendarService {
  return createCalendarService({ ...deps, sources: calendarSources(deps.db, deps.clock) });
}

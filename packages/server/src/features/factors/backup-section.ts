/**
 * The user's own factors in the backup, each with its values within the export's range of days. An import holds the
 * API's rules: each value fits its factor's kind, no day after today, one value per day, names unique per account,
 * and the caps on factors and on values. Written only when the user has factors, so older files are unchanged.
 */
import { FACTOR_LIMITS, FACTOR_MESSAGES, factorValueRule, nameKey, type ErrorDetail } from '@wellness/contract';
import type { KeyedSection } from '../../backup/backup-section.js';
import { EXPORT_PAGE_SIZE, insertRows, keysetPages } from '../../backup/backup-tables.js';
import { calendarDayIn } from '../../lib/calendar.js';
import { countFactors, countValues, factorPage, listFactors, valuesOfFactors } from './repository.js';
import { toFactor, toFactorValue } from './to-factor.js';

export const factorBackup: KeyedSection<'factors'> = {
  kind: 'factors',
  tables: ['factors', 'factor_values'],
  // Daily records like entries: they go with the export's entries box, their values limited to its range of days.
  exportedWith: 'entries',
  omittedWhenEmpty: true,
  identity: { table: 'factors', linkNoun: 'a factor', cap: { limit: FACTOR_LIMITS.perUser, noun: 'factors', count: countFactors } },

  async *exportPages(db, scope) {
    for await (const page of keysetPages((after) => factorPage(db, scope.userId, after, EXPORT_PAGE_SIZE))) {
      const values = await valuesOfFactors(
        db,
        page.map((row) => row.id),
        scope.fromDay,
      );
      yield page.map((row) => {
        const factor = toFactor(row);
        const { id: _id, ...fields } = factor;
        return {
          id: row.id,
          ...fields,
          values: values
            .filter((v) => v.factor_id === row.id)
            .map((v) => ({ date: v.local_day, value: toFactorValue(factor, v).value, updatedAt: v.updated_at })),
        };
      });
    }
  },

  async check({ trx, owner, now }, records, isNew) {
    const today = calendarDayIn(new Date(now), owner.timezone);
    const problems: ErrorDetail[] = [];
    const stored = await listFactors(trx, owner.id);
    const takenNames = new Map(stored.map((row) => [row.name_key, row.id]));
    let newValues = 0;
    records.forEach((record, i) => {
      if (!isNew(record)) return;
      const key = nameKey(record.name);
      const holder = takenNames.get(key);
      if (holder !== undefined && holder !== record.id) problems.push({ path: `${i}.name`, message: FACTOR_MESSAGES.duplicateName });
      takenNames.set(key, record.id);
      const days = new Set<string>();
      record.values.forEach((v, j) => {
        const rule = factorValueRule(record.kind, v.value);
        if (!rule.ok) problems.push({ path: `${i}.values.${j}.value`, message: rule.message });
        if (v.date > today) problems.push({ path: `${i}.values.${j}.date`, message: FACTOR_MESSAGES.futureDate });
        if (days.has(v.date)) problems.push({ path: `${i}.values.${j}.date`, message: 'Each day may have one value' });
        days.add(v.date);
      });
      newValues += record.values.length;
    });
    if (newValues > 0 && (await countValues(trx, owner.id)) + newValues > FACTOR_LIMITS.valuesPerUser) {
      problems.push({ path: '', message: FACTOR_MESSAGES.tooManyValues });
    }
    return problems;
  },

  async write({ trx, owner }, records) {
    const added = await insertRows(
      trx,
      'factors',
      records.map(({ record: r, id }) => ({
        id,
        user_id: owner.id,
        name: r.name,
        name_key: nameKey(r.name),
        kind: r.kind,
        unit: r.unit,
        icon: r.icon,
        better_direction: r.betterDirection,
        describes_night_before: r.describesNightBefore ? 1 : 0,
        created_at: r.createdAt,
        updated_at: r.updatedAt,
      })),
    );
    await insertRows(
      trx,
      'factor_values',
      records.flatMap(({ record: r, id }) =>
        r.values.map((v) => {
          const rule = factorValueRule(r.kind, v.value);
          if (!rule.ok) throw new Error(`A checked value of factor ${id} does not fit its kind`);
          return { factor_id: id, user_id: owner.id, local_day: v.date, value: rule.stored, updated_at: v.updatedAt };
        }),
      ),
    );
    return added;
  },
};

/**
 * Daylio rows, from its CSV export or its `.daylio` backup, into entries: the mood (the user's own mood names, each
 * mapped onto 1-10; Daylio's five defaults proposed from DAYLIO_DEFAULT_MOODS, a custom mood from its group when the
 * backup tells it, else the middle), activities as tags, taken substances or a line of the note, the note's title and
 * text. One entry per row, its id derived from `daylio|<day>|<time>|<n-th row at that minute>`, the same for the CSV
 * and the backup, so a day imported from either is found present when the other is imported.
 */
import { DAYLIO_DEFAULT_MOODS, IMPORT_LIMITS, nameKey, timeOfDayAt, type ImportMapping, type TimeOfDay } from '@wellness/contract';
import {
  cleanName,
  fitNotes,
  listNames,
  mappingName,
  RecordBuilder,
  Usage,
  type Conversion,
  type ConversionInput,
  type Recognise,
  type RowReport,
} from './conversion.js';

export interface DaylioRow {
  line: number;
  day: string;
  time: string;
  mood: string | null;
  /** The mood's group in a backup (1 best … 5 worst), which proposes its rating. */
  moodGroup: number | null;
  activities: string[];
  noteTitle: string;
  note: string;
}

export interface UnreadableRow {
  line: number;
  summary: string;
  reason: string;
}

type ActivityTarget = NonNullable<ImportMapping['activities']>[number]['as'];

const DEFAULT_RATING = new Map(DAYLIO_DEFAULT_MOODS.map((m) => [m.name, m.rating]));
const MIDDLE = 5;

function proposeMood(name: string, group: number | null): number {
  const byName = DEFAULT_RATING.get(nameKey(name));
  if (byName !== undefined) return byName;
  const byGroup = group === null ? undefined : DAYLIO_DEFAULT_MOODS[group - 1]?.rating;
  return byGroup ?? MIDDLE;
}

export function convertDaylio(input: ConversionInput, fileRows: readonly DaylioRow[], unreadable: readonly UnreadableRow[], recognise: Recognise): Conversion {
  // Names as the app keeps them (a tab or line break in an activity's name becomes a space).
  const rows = fileRows.map((row) => ({
    ...row,
    mood: row.mood === null ? null : cleanName(row.mood) || null,
    activities: row.activities.map(cleanName).filter((name) => name !== ''),
  }));
  const { mapping } = input;
  const builder = new RecordBuilder(input.user);
  const moodUsage = new Usage();
  const activityUsage = new Usage();
  const groups = new Map<string, number | null>();
  for (const row of rows) {
    if (row.mood !== null) {
      moodUsage.add(row.mood);
      if (!groups.has(row.mood) || groups.get(row.mood) === null) groups.set(row.mood, row.moodGroup);
    }
    for (const activity of new Set(row.activities)) activityUsage.add(activity);
  }

  // The mapping: the request's choices by name (any case), a proposal for every name it left out.
  const askedMood = new Map((mapping.moods ?? []).map((m) => [nameKey(m.name), m.rating]));
  const moods = moodUsage.keys.slice(0, IMPORT_LIMITS.mappingItems).map((name) => {
    const asked = askedMood.get(nameKey(name));
    return { name: mappingName(name), rating: asked === undefined ? proposeMood(name, groups.get(name) ?? null) : asked };
  });
  const askedActivity = new Map((mapping.activities ?? []).map((a) => [nameKey(a.name), a.as]));
  let tagRoom = builder.tagRoom;
  const activities = activityUsage.keys.slice(0, IMPORT_LIMITS.mappingItems).map((name) => {
    const asked = askedActivity.get(nameKey(name));
    if (asked !== undefined) return { name: mappingName(name), as: asked };
    let as: ActivityTarget;
    if (builder.hasSubstance(name) || recognise(name)) as = 'substance';
    else if (builder.knowsTag(name)) as = 'tag';
    else if (name.trim().length <= 30 && tagRoom > 0) {
      as = 'tag';
      tagRoom--;
    } else as = 'note';
    return { name: mappingName(name), as };
  });
  const moodRating = new Map(moods.map((m) => [nameKey(m.name), m.rating]));
  const activityTarget = new Map(activities.map((a) => [nameKey(a.name), a.as]));

  const reports: RowReport[] = unreadable.map((u) => ({ line: u.line, outcome: 'unreadable', summary: u.summary, reason: u.reason, ids: [] }));
  const atMinute = new Map<string, number>();
  for (const row of rows) {
    const minute = `${row.day}|${row.time}`;
    const nth = (atMinute.get(minute) ?? 0) + 1;
    atMinute.set(minute, nth);
    const checkpoint = builder.checkpoint();
    const report = convertRow(builder, row, nth, moodRating, activityTarget);
    if (report.outcome !== 'add') builder.rollback(checkpoint);
    reports.push(report);
  }
  reports.sort((a, b) => a.line - b.line);
  return {
    ok: true,
    mapping: { ...mapping, moods, activities },
    columns: [],
    usage: [
      ...moodUsage.keys.slice(0, moods.length).map((name, i) => ({ key: moods[i]?.name ?? name, rows: moodUsage.rows(name) })),
      ...activityUsage.keys.slice(0, activities.length).map((name, i) => ({ key: activities[i]?.name ?? name, rows: activityUsage.rows(name) })),
    ],
    data: builder.data,
    rows: reports,
    lines: builder.lines,
    named: builder.named,
  };
}

function convertRow(
  builder: RecordBuilder,
  row: DaylioRow,
  nth: number,
  moodRating: ReadonlyMap<string, number | null>,
  activityTarget: ReadonlyMap<string, ActivityTarget>,
): RowReport {
  const when = `${row.day} ${row.time}`;
  if (row.day > builder.today) return { line: row.line, outcome: 'skip', summary: when, reason: 'Dated after today', ids: [] };
  const rating = row.mood === null ? null : (moodRating.get(nameKey(row.mood)) ?? null);
  const tags: string[] = [];
  const supplements: Array<{ substanceId: string; taken: boolean; timeOfDay: TimeOfDay }> = [];
  const substanceNames: string[] = [];
  const noteActivities: string[] = [];
  const reasons: string[] = [];
  for (const activity of new Set(row.activities)) {
    const as = activityTarget.get(nameKey(activity)) ?? 'note';
    if (as === 'skip') continue;
    if (as === 'tag') {
      const tag = builder.tag(activity, row.line);
      if (tag !== null) {
        if (!tags.includes(tag)) tags.push(tag);
        continue;
      }
      reasons.push(`"${activity}" went into the note: a tag of your own is at most 30 characters and you can keep up to 20`);
    } else if (as === 'substance') {
      const id = builder.substance(activity, row.line);
      if (id !== null) {
        if (!supplements.some((s) => s.substanceId === id)) supplements.push({ substanceId: id, taken: true, timeOfDay: timeOfDayAt(row.time) });
        substanceNames.push(activity);
        continue;
      }
      reasons.push(`"${activity}" went into the note: your list of substances is full`);
    }
    noteActivities.push(activity);
  }
  const { notes, cut } = fitNotes([row.noteTitle, row.note, noteActivities.length > 0 ? `Activities: ${noteActivities.join(', ')}` : '']);
  if (cut) reasons.push('The note was cut to 5,000 characters');
  const parts = [
    when,
    rating === null ? (row.mood === null ? null : `mood "${row.mood}" left out`) : `mood ${row.mood ?? ''} → ${rating}`,
    tags.length > 0 ? `tags ${listNames(tags)}` : null,
    substanceNames.length > 0 ? `took ${listNames(substanceNames)}` : null,
    notes === null ? null : 'note',
  ].filter((p): p is string => p !== null);
  if (rating === null && tags.length === 0 && supplements.length === 0 && notes === null) {
    return { line: row.line, outcome: 'skip', summary: parts.join(' · '), reason: 'Nothing to import: no mood, activity or note is kept', ids: [] };
  }
  const made = builder.entry(`daylio|${row.day}|${row.time}|${nth}`, row.line, {
    localDay: row.day,
    localTime: row.time,
    ratings: { mood: rating },
    notes,
    tags,
    supplements,
  });
  if ('problem' in made) return { line: row.line, outcome: 'unreadable', summary: parts.join(' · '), reason: made.problem, ids: [] };
  return { line: row.line, outcome: 'add', summary: parts.join(' · '), reason: reasons.length > 0 ? reasons.join('. ') : null, ids: [made.id] };
}

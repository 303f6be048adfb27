/** The refill reminder: once per supply, from 09:00 local on the refill-by day, on the schedule's channels. */
import { addDays, calendarDayIn } from '../../lib/calendar.js';
import { inQuietHours } from '../../lib/dose-schedule/alert-slot.js';
import { localMinuteOfDay } from '../../lib/dose-schedule/local-time.js';
import type { Db } from '../../db/schema.js';
import { refillReminderMail } from '../../mail/templates.js';
import { readRunOuts } from '../../reads/schedules/run-outs.js';
import { toReminderRule } from '../../reads/schedules/schedule-rows.js';
import type { ReminderAlert } from '../../lib/reminder-alert.js';
import type { Deliver, UserRows } from './reminder-alert.js';
import { claimedSince } from './repository.js';

/** Refill reminders go out from this local time, so none arrives in the night. */
const REFILL_FROM_MINUTE = 9 * 60;
const DAY_MS = 24 * 3_600_000;

export async function refillAlerts(deps: { db: Db; appUrl: URL; deliver: Deliver }, userId: string, rows: UserRows[], now: Date): Promise<number> {
  const { db, deliver } = deps;
  const first = rows[0];
  if (!first) return 0;
  const zone = first.user_timezone;
  const minute = localMinuteOfDay(now.getTime(), zone);
  if (minute < REFILL_FROM_MINUTE) return 0;
  const supplied = rows.filter((r) => r.substance_remaining_supply !== null);
  if (supplied.length === 0) return 0;
  const today = calendarDayIn(now, zone);
  const runOuts = await readRunOuts(
    db,
    { id: userId, timezone: zone },
    now,
    supplied.map((r) => ({ id: r.substance_id, remainingSupply: Number(r.substance_remaining_supply) })),
  );
  let sent = 0;
  for (const row of supplied) {
    const runOut = runOuts.get(row.substance_id);
    const rule = toReminderRule(row);
    // Due from the refill-by day (the forecast shows it as today once it has passed); once per supply: a
    // reminder for this substance in the lead days before means the person was told already.
    if (!runOut || addDays(runOut.date, -Number(row.refill_lead_days)) > today || inQuietHours(rule.quietHours, minute)) continue;
    const key = `refill.${row.substance_id}`;
    const since = new Date(now.getTime() - (Number(row.refill_lead_days) + 1) * DAY_MS).toISOString();
    if (await claimedSince(db, userId, key, since)) continue;
    const alert: ReminderAlert = {
      kind: 'refill',
      userId,
      occurrenceId: null,
      substanceName: row.substance_name,
      amountText: null,
      scheduledAt: now.toISOString(),
      closesAt: new Date(now.getTime() + 24 * 3_600_000).toISOString(),
      refillBy: runOut.refillBy,
      runOutDate: runOut.date,
    };
    const url = new URL('/substances', deps.appUrl).toString();
    const mailOf = () => refillReminderMail(row.user_email, row.user_name, { substanceName: row.substance_name, runOutText: runOut.date }, url);
    if (await deliver(row, rule.channels, key, runOut.date, alert, mailOf)) sent += 1;
  }
  return sent;
}

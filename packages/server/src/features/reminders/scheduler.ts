/**
 * The reminder scheduler, one per server process. Every tick it walks the schedules with reminders on, finds each
 * open scheduled dose whose alert slot is due (lib/dose-schedule/alert-slot.ts) and claims the slot in the database:
 * the insert that wins sends, so two processes on one PostgreSQL never send the same alert, and a restart sends a
 * slot that fell due while it was down (while the dose's window is open) exactly once. E-mail is queued in the
 * claim's own transaction (the durable outbox sends it); push is sent after the claim commits. On its refill-by day a
 * substance's refill reminder is claimed and sent the same way. Ticks never overlap and run off the request path.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/schema.js';
import { addDays, calendarDayIn } from '../../lib/calendar.js';
import type { Clock } from '../../lib/clock.js';
import { dueAlertSlot } from '../../lib/dose-schedule/alert-slot.js';
import { localMinuteOfDay } from '../../lib/dose-schedule/local-time.js';
import { doseReminderMail } from '../../mail/templates.js';
import type { MailQueue } from '../../mail/outbox/mail-outbox.js';
import { listRemindingSchedules, type ScheduleRow } from '../../reads/schedules/repository.js';
import { toReminderRule } from '../../reads/schedules/schedule-rows.js';
import { readSettledOccurrences } from '../../reads/schedules/settled-occurrences.js';
import type { ReminderAlert } from '../../lib/reminder-alert.js';
import type { AlertChannel, UserRows } from './reminder-alert.js';
import { refillAlerts } from './refill-alerts.js';
import { claimAlert, purgeAlertsBefore } from './repository.js';

export const SCHEDULER_INTERVAL_MS = 30_000;
const DAY_MS = 24 * 3_600_000;
/** Longer than any dose window (12 hours) and any refill lead (90 days), so a purged claim can never be claimed again. */
const ALERT_RETENTION_MS = 100 * DAY_MS;

export interface ReminderScheduler {
  start(): void;
  stop(): Promise<void>;
  /** One pass; answers how many alerts this process claimed. Tests drive it with a manual clock. */
  tick(): Promise<number>;
}

function amountText(row: ScheduleRow): string | null {
  const amount = row.amount ?? row.substance_dosage;
  if (amount === null) return null;
  return row.substance_unit ? `${Number(amount)} ${row.substance_unit}` : String(Number(amount));
}

export function createReminderScheduler(deps: {
  db: Db;
  clock: Clock;
  mail: MailQueue;
  push: AlertChannel | null;
  appUrl: URL;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): ReminderScheduler {
  const { db, clock, mail, push, log } = deps;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = false;

  /** Claims the slot and queues the e-mail in one transaction; push follows the commit. */
  async function deliver(
    row: UserRows,
    channels: readonly string[],
    key: string,
    slot: string,
    alert: ReminderAlert,
    mailOf: () => Parameters<MailQueue['add']>[1],
  ) {
    const now = clock.now().toISOString();
    const won = await db.transaction().execute(async (trx) => {
      if (!(await claimAlert(trx, row.user_id, key, slot, now))) return false;
      if (channels.includes('email')) await mail.add(trx, mailOf(), row.user_id);
      return true;
    });
    if (!won) return false;
    if (channels.includes('email')) mail.wake();
    if (channels.includes('push') && push) {
      await push.sendAlert(alert).catch((error: unknown) => log.error({ err: error, userId: row.user_id }, 'push reminder failed'));
    }
    return true;
  }

  async function doseAlerts(userId: string, rows: UserRows[], now: Date): Promise<number> {
    const first = rows[0];
    if (!first) return 0;
    const zone = first.user_timezone;
    const today = calendarDayIn(now, zone);
    const t = now.getTime();
    const settled = await readSettledOccurrences(db, userId, zone, rows, addDays(today, -1), today, t, (o) => o.at <= t && t < o.closesAt);
    let sent = 0;
    for (const s of settled) {
      if (s.state !== 'due' && s.state !== 'late') continue;
      const row = s.schedule as UserRows;
      const rule = toReminderRule(row);
      const slot = dueAlertSlot({
        at: s.occurrence.at,
        closesAt: s.occurrence.closesAt,
        snoozedUntil: s.mark?.snoozedUntil ? Date.parse(s.mark.snoozedUntil) : null,
        repeatEveryMinutes: rule.repeatEveryMinutes,
        giveUpAfterMinutes: rule.giveUpAfterMinutes,
        quietHours: rule.quietHours,
        now: t,
        localMinute: localMinuteOfDay(t, zone),
      });
      if (slot === null) continue;
      const alert: ReminderAlert = {
        kind: 'dose',
        userId,
        occurrenceId: s.occurrence.id,
        substanceName: row.substance_name,
        amountText: amountText(row),
        scheduledAt: new Date(s.occurrence.at).toISOString(),
        closesAt: new Date(s.occurrence.closesAt).toISOString(),
        refillBy: null,
        runOutDate: null,
      };
      const url = new URL('/daily', deps.appUrl).toString();
      const mailOf = () =>
        doseReminderMail(row.user_email, row.user_name, { substanceName: row.substance_name, amountText: alert.amountText, timeText: s.occurrence.time }, url);
      if (await deliver(row, rule.channels, s.occurrence.id, new Date(slot).toISOString(), alert, mailOf)) sent += 1;
    }
    return sent;
  }

  async function pass(): Promise<number> {
    const now = clock.now();
    const rows = (await listRemindingSchedules(db)) as UserRows[];
    const byUser = new Map<string, UserRows[]>();
    for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
    let sent = 0;
    for (const [userId, userRows] of byUser) {
      if (stopped) break;
      try {
        sent += await doseAlerts(userId, userRows, now);
        sent += await refillAlerts({ db, appUrl: deps.appUrl, deliver }, userId, userRows, now);
      } catch (error) {
        // One user's broken row must not stop everyone else's reminders.
        log.error({ err: error, userId }, 'reminders for one user failed; the next tick tries again');
      }
    }
    await purgeAlertsBefore(db, new Date(now.getTime() - ALERT_RETENTION_MS).toISOString());
    return sent;
  }

  function tick(): Promise<number> {
    if (running) return running;
    running = pass().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    start() {
      if (timer || stopped) return;
      const run = () => {
        tick().catch((error: unknown) => log.error({ err: error }, 'reminder pass failed; it runs again on the next tick'));
      };
      timer = setInterval(run, deps.intervalMs ?? SCHEDULER_INTERVAL_MS);
      timer.unref();
      setImmediate(run);
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      // A failed pass was logged where it ran; stopping only waits for it to end.
      await running?.then(
        () => undefined,
        () => undefined,
      );
    },
    tick,
  };
}

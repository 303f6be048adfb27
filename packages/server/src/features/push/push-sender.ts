/**
 * Delivers a push message to every browser a user subscribed, with the `web-push` package (VAPID, aes128gcm).
 * One bad device never fails the others nor the caller: each send is bounded in time (a slow push service holds
 * nothing), a 404/410 answer deletes the subscription (the browser unsubscribed), other failures are logged by the
 * push service's host only (the endpoint's path is the subscription's secret). Every connection resolves its host
 * through the endpoint guard, so a host that now points into the private network is refused at connect time.
 */
import { createHash } from 'node:crypto';
import { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import type { PushPayload } from '@wellness/contract';
import type { RequestOptions, PushSubscription, SendResult } from 'web-push';
import type { Db } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { onFirstUse } from '../../lib/on-first-use.js';
import type { ActionTokens } from './action-token.js';
import type { ReminderAlert } from '../../lib/reminder-alert.js';
import { dosePayload, refillPayload } from './alert-payload.js';
import { guardedLookup, systemResolveAll, urlProblem, type ResolveAll } from './endpoint-guard.js';
import type { PushKeys } from './push-keys.js';
import * as repo from './repository.js';

/** web-push's sendNotification, the seam unit tests replace. */
export type SendNotification = (subscription: PushSubscription, payload: string, options: RequestOptions) => Promise<SendResult>;

export interface DeliveryOptions {
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** How long the push service keeps the message for a device that is offline. */
  ttlSeconds: number;
  /** A later message with the same topic replaces this one while it waits at the push service. */
  topic?: string;
}

export interface DeliveryCount {
  sent: number;
  failed: number;
}

export interface PushSender {
  sendToUser(userId: string, payload: PushPayload, options: DeliveryOptions): Promise<DeliveryCount>;
  /** The reminders scheduler's entry point: never throws for a device; a failure of the database does throw. */
  sendAlert(alert: ReminderAlert): Promise<void>;
}

export interface PushSenderDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  keys: PushKeys;
  actionTokens: ActionTokens;
  /** PUSH_ALLOW_LOCAL_ENDPOINTS: no address rule (tests with a local receiver); https stays required. */
  allowLocal: boolean;
  /** The longest one device's send may take, connection included (default 10 s). */
  timeoutMs?: number;
  send?: SendNotification;
  resolveAll?: ResolveAll;
}

const DEFAULT_TIMEOUT_MS = 10_000;
/** A refill reminder is still worth showing the next day; a dose one only until its window closes. */
const REFILL_TTL_SECONDS = 24 * 60 * 60;
const MIN_TTL_SECONDS = 60;

/** The push service's answers that mean the subscription is gone for good (RFC 8030 §7.3). */
const GONE_STATUSES = new Set([404, 410]);

/**
 * web-push, with its JWT, ASN.1 and proxy-agent dependencies, is read at the first push rather than at every start,
 * where it cost about a tenth of a second and a few MB (issue 35).
 */
const loadWebPush = onFirstUse(async () => (await import('web-push')).default);

/** A topic is at most 32 URL-safe base64 characters (RFC 8030 §5.4): a hash of what it names. */
export function topicOf(name: string): string {
  return createHash('sha256').update(name).digest('base64url').slice(0, 32);
}

type WebPushErrorClass = Awaited<ReturnType<typeof loadWebPush>>['WebPushError'];

function statusOf(error: unknown, WebPushError: WebPushErrorClass): number | null {
  return error instanceof WebPushError ? error.statusCode : null;
}

function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return '(not a URL)';
  }
}

/** What may be logged of a failure: never the endpoint (its path is the secret) nor the push service's body. */
function failureSummary(error: unknown, WebPushError: WebPushErrorClass): { status: number | null; reason: string } {
  const status = statusOf(error, WebPushError);
  if (status !== null) return { status, reason: 'push service refused' };
  if (error instanceof Error) {
    const code = 'code' in error && typeof error.code === 'string' ? error.code : null;
    return { status: null, reason: code ?? error.name };
  }
  return { status: null, reason: 'unknown' };
}

export function createPushSender(deps: PushSenderDeps): PushSender {
  const { db, clock, log, keys, actionTokens, allowLocal } = deps;
  const send: SendNotification =
    deps.send ?? (async (subscription, payload, options) => (await loadWebPush()).sendNotification(subscription, payload, options));
  const timeoutMs = deps.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const lookup = guardedLookup(deps.resolveAll ?? systemResolveAll);

  /** One device: true when the push service accepted the message. */
  async function deliver(row: repo.SubscriptionRow, body: string, options: DeliveryOptions): Promise<boolean> {
    const host = hostOf(row.endpoint);
    const problem = urlProblem(row.endpoint, allowLocal);
    if (problem !== null) {
      log.warn({ subscriptionId: row.id, host, problem }, 'push endpoint refused at send time');
      return false;
    }
    // One agent per send, so the deadline can close exactly this send's socket, wherever the request has got to.
    const agent = new Agent({ keepAlive: false, ...(allowLocal ? {} : { lookup }) });
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        agent.destroy();
        reject(Object.assign(new Error('push send timed out'), { code: 'EPUSHTIMEOUT' }));
      }, timeoutMs);
    });
    try {
      await Promise.race([
        send({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, body, {
          vapidDetails: keys.vapid,
          TTL: options.ttlSeconds,
          urgency: options.urgency,
          ...(options.topic === undefined ? {} : { topic: options.topic }),
          timeout: timeoutMs,
          agent,
        }),
        deadline,
      ]);
      await repo.markDelivered(db, row.id, clock.now().toISOString());
      return true;
    } catch (error) {
      const { WebPushError } = await loadWebPush();
      const status = statusOf(error, WebPushError);
      if (status !== null && GONE_STATUSES.has(status)) {
        await repo.deleteSubscriptionById(db, row.id);
        log.info({ subscriptionId: row.id, host, status }, 'push subscription gone; deleted');
      } else {
        log.warn({ subscriptionId: row.id, host, ...failureSummary(error, WebPushError) }, 'push send failed');
      }
      return false;
    } finally {
      clearTimeout(timer);
      agent.destroy();
    }
  }

  async function sendToUser(userId: string, payload: PushPayload, options: DeliveryOptions): Promise<DeliveryCount> {
    const rows = await repo.listSubscriptions(db, userId);
    const body = JSON.stringify(payload);
    const outcomes = await Promise.allSettled(rows.map((row) => deliver(row, body, options)));
    let sent = 0;
    let failed = 0;
    for (const outcome of outcomes) {
      if (outcome.status === 'fulfilled' && outcome.value) sent += 1;
      else {
        failed += 1;
        // deliver() only rejects when the database does (marking or deleting); the others still went out.
        if (outcome.status === 'rejected') log.error({ err: outcome.reason }, 'push delivery bookkeeping failed');
      }
    }
    return { sent, failed };
  }

  return {
    sendToUser,
    async sendAlert(alert) {
      if (alert.kind === 'refill') {
        await sendToUser(alert.userId, refillPayload(alert), {
          urgency: 'normal',
          ttlSeconds: REFILL_TTL_SECONDS,
          topic: topicOf(`refill:${alert.substanceName}`),
        });
        return;
      }
      const closesAt = new Date(alert.closesAt);
      const secondsLeft = Math.floor((closesAt.getTime() - clock.now().getTime()) / 1000);
      const token =
        alert.occurrenceId !== null && secondsLeft > 0
          ? await actionTokens.issue({ userId: alert.userId, occurrenceId: alert.occurrenceId }, closesAt)
          : undefined;
      await sendToUser(alert.userId, dosePayload(alert, token), {
        urgency: 'high',
        ttlSeconds: Math.max(MIN_TTL_SECONDS, secondsLeft),
        topic: topicOf(`dose:${alert.occurrenceId ?? alert.scheduledAt}`),
      });
    },
  };
}

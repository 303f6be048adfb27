/**
 * Web Push rules: the public key browsers subscribe with, a user's subscribed devices (upsert by endpoint, capped,
 * the endpoint rule of endpoint-guard.ts), the test notification, and a notification's button (the action token
 * authenticates instead of a session; what the button does is the reminders feature's, through `OccurrenceActions`).
 * Another user's subscription answers exactly like one that does not exist (404).
 */
import { PUSH_LIMITS, PUSH_MESSAGES, type NotificationAction, type PushSubscriptionInput, type PushSubscriptionView } from '@wellness/contract';
import { findUserById, inUserTransaction } from '../../accounts/repository.js';
import type { DatabaseKind } from '../../db/connection.js';
import type { Db } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { summarizeUserAgent } from '../../http/user-agent-summary.js';
import type { Clock } from '../../lib/clock.js';
import type { Owner } from '../../lib/owner.js';
import { newId } from '../../lib/secure-token.js';
import type { ActionTokens } from './action-token.js';
import { TEST_PAYLOAD } from './alert-payload.js';
import { checkEndpoint, EndpointRefused, systemResolveAll, type ResolveAll } from './endpoint-guard.js';
import type { DeliveryCount, PushSender } from './push-sender.js';
import * as repo from './repository.js';

/** What a notification's buttons do to a scheduled dose; the reminders service, passed in by app.ts. */
export interface OccurrenceActions {
  take(owner: Owner, occurrenceId: string): Promise<unknown>;
  snooze(owner: Owner, occurrenceId: string, minutes: number): Promise<unknown>;
  skip(owner: Owner, occurrenceId: string, reason: string | null): Promise<unknown>;
}

/** The notification's "Snooze 15 min". */
export const SNOOZE_MINUTES = 15;

export interface PushServiceDeps {
  db: Db;
  kind: DatabaseKind;
  clock: Clock;
  publicKey: string;
  sender: PushSender;
  actionTokens: ActionTokens;
  allowLocal: boolean;
  /** Absent until the reminders feature is wired: the actions endpoint then answers 503. */
  actions?: OccurrenceActions | undefined;
  resolveAll?: ResolveAll;
}

export type PushService = ReturnType<typeof createPushService>;

function toView(row: repo.SubscriptionRow): PushSubscriptionView {
  return { id: row.id, deviceName: row.device_name, endpointHost: new URL(row.endpoint).host, createdAt: row.created_at, lastSuccessAt: row.last_success_at };
}

export function createPushService(deps: PushServiceDeps) {
  const { db, kind, clock, sender, actionTokens, allowLocal, actions } = deps;
  const resolveAll = deps.resolveAll ?? systemResolveAll;
  const actionInvalid = () => new AppError('unauthorized', PUSH_MESSAGES.actionInvalid);

  return {
    publicKey: (): { publicKey: string } => ({ publicKey: deps.publicKey }),

    /** Subscribes a browser, or refreshes its keys and name when this user already has its endpoint. */
    async subscribe(
      owner: Owner,
      input: PushSubscriptionInput,
      userAgent: string | undefined,
    ): Promise<{ created: boolean; subscription: PushSubscriptionView }> {
      try {
        await checkEndpoint(input.endpoint, { allowLocal, resolveAll });
      } catch (error) {
        if (!(error instanceof EndpointRefused)) throw error;
        throw new AppError('validation', PUSH_MESSAGES.endpointNotAllowed, { details: [{ path: 'endpoint', message: error.message }] });
      }
      const deviceName = input.deviceName ? input.deviceName : summarizeUserAgent(userAgent);
      const fields = { p256dh: input.keys.p256dh, auth: input.keys.auth, device_name: deviceName };
      // One step per user: the same browser subscribing twice at once keeps one row, and a burst cannot pass the cap.
      return inUserTransaction(db, kind, owner.id, async (trx) => {
        const existing = await repo.findByEndpoint(trx, owner.id, input.endpoint);
        if (existing) {
          await repo.updateSubscriptionKeys(trx, owner.id, existing.id, fields);
          return { created: false, subscription: toView({ ...existing, ...fields }) };
        }
        if ((await repo.countSubscriptions(trx, owner.id)) >= PUSH_LIMITS.subscriptionsPerUser) throw new AppError('conflict', PUSH_MESSAGES.tooMany);
        const row: repo.SubscriptionRow = {
          id: newId(),
          user_id: owner.id,
          endpoint: input.endpoint,
          ...fields,
          created_at: clock.now().toISOString(),
          last_success_at: null,
        };
        if (!(await repo.insertSubscription(trx, row))) {
          // The unique index still decides if another writer of the database stored it first.
          const stored = await repo.findByEndpoint(trx, owner.id, input.endpoint);
          if (!stored) throw new Error('push subscription vanished right after a conflicting insert');
          return { created: false, subscription: toView(stored) };
        }
        return { created: true, subscription: toView(row) };
      });
    },

    async list(owner: Owner): Promise<PushSubscriptionView[]> {
      return (await repo.listSubscriptions(db, owner.id)).map(toView);
    },

    async remove(owner: Owner, id: string): Promise<void> {
      if (!(await repo.deleteSubscription(db, owner.id, id))) throw new AppError('not_found', PUSH_MESSAGES.notFound);
    },

    async sendTest(owner: Owner): Promise<DeliveryCount> {
      return sender.sendToUser(owner.id, TEST_PAYLOAD, { urgency: 'normal', ttlSeconds: 60 });
    },

    /** A notification's button: the token names the user and the dose; an expired or forged one answers 401. */
    async act(token: string, action: NotificationAction): Promise<void> {
      const claims = await actionTokens.verify(token);
      if (!claims) throw actionInvalid();
      const user = await findUserById(db, claims.userId);
      if (!user) throw actionInvalid();
      if (!actions) throw new AppError('unavailable', 'Reminders are not available on this server yet.');
      const owner: Owner = { id: user.id, timezone: user.timezone };
      switch (action) {
        case 'take':
          await actions.take(owner, claims.occurrenceId);
          return;
        case 'snooze':
          await actions.snooze(owner, claims.occurrenceId, SNOOZE_MINUTES);
          return;
        case 'skip':
          await actions.skip(owner, claims.occurrenceId, null);
          return;
      }
    },
  };
}

/** Queries of `push_subscriptions`: the browsers each user subscribed to Web Push. Kysely only; the rules are in service.ts. */
import type { Insertable, Selectable } from 'kysely';
import type { DbOrTx, PushSubscriptionsTable } from '../../db/schema.js';

export type SubscriptionRow = Selectable<PushSubscriptionsTable>;

export async function listSubscriptions(db: DbOrTx, userId: string): Promise<SubscriptionRow[]> {
  return db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
}

export async function countSubscriptions(db: DbOrTx, userId: string): Promise<number> {
  const row = await db
    .selectFrom('push_subscriptions')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function findByEndpoint(db: DbOrTx, userId: string, endpoint: string): Promise<SubscriptionRow | undefined> {
  return db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', userId).where('endpoint', '=', endpoint).executeTakeFirst();
}

/** Inserts unless the user already has this endpoint; true when a row was written. */
export async function insertSubscription(db: DbOrTx, row: Insertable<PushSubscriptionsTable>): Promise<boolean> {
  const result = await db
    .insertInto('push_subscriptions')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'endpoint']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** A browser subscribing again with the same endpoint may bring new keys (a renewed subscription) or a new name. */
export async function updateSubscriptionKeys(
  db: DbOrTx,
  userId: string,
  id: string,
  changes: Pick<PushSubscriptionsTable, 'p256dh' | 'auth' | 'device_name'>,
): Promise<void> {
  await db.updateTable('push_subscriptions').set(changes).where('user_id', '=', userId).where('id', '=', id).execute();
}

export async function deleteSubscription(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The push service said the subscription is gone (404/410): forget it, by id alone (the sender knows no owner). */
export async function deleteSubscriptionById(db: DbOrTx, id: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

export async function markDelivered(db: DbOrTx, id: string, at: string): Promise<void> {
  await db.updateTable('push_subscriptions').set({ last_success_at: at }).where('id', '=', id).execute();
}

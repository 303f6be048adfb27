/**
 * Web Push subscriptions (the browser's own subscription JSON, VAPID), the actions a notification carries, and the
 * calendar feed's secret address.
 */
import { z } from 'zod';

export const PUSH_LIMITS = { subscriptionsPerUser: 10, endpointMax: 2048, keyMax: 200, deviceNameMax: 100 } as const;

export const PUSH_MESSAGES = {
  endpointNotAllowed: 'This push endpoint is not allowed: it must be an https address on the public internet',
  tooMany: `You can subscribe up to ${PUSH_LIMITS.subscriptionsPerUser} devices. Remove one you no longer use first.`,
  notFound: 'Subscription not found',
  permissionDenied:
    'This browser is not allowed to show notifications from this app. Open the site settings of your browser (the icon left of the address), allow notifications, then come back and subscribe again.',
  unsupported: 'This browser cannot receive push notifications. Use e-mail or the calendar feed instead.',
  testSent: 'Test notification sent',
  testNoDevices: 'No device is subscribed yet',
  actionInvalid: 'This notification has expired. Open the app to log the dose.',
} as const;

export const pushPublicKeyResponseSchema = z.object({ publicKey: z.string() });

/** PushSubscription.toJSON() as browsers send it; unknown fields (expirationTime) are allowed and ignored. */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z.string().min(1, 'The endpoint is required').max(PUSH_LIMITS.endpointMax, 'The endpoint is too long').url('The endpoint must be a URL'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z
      .string()
      .min(1)
      .max(PUSH_LIMITS.keyMax)
      .regex(/^[A-Za-z0-9_-]+=*$/, 'Use the browser key as given'),
    auth: z
      .string()
      .min(1)
      .max(PUSH_LIMITS.keyMax)
      .regex(/^[A-Za-z0-9_-]+=*$/, 'Use the browser key as given'),
  }),
  /** A name for the device ("Chrome on Android"); the server fills one in from the User-Agent when absent. */
  deviceName: z.string().trim().max(PUSH_LIMITS.deviceNameMax).optional(),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

export const pushSubscriptionSchema = z.object({
  id: z.string(),
  deviceName: z.string(),
  /** The push service's host, enough to tell devices apart without showing the secret part of the address. */
  endpointHost: z.string(),
  createdAt: z.string(),
  lastSuccessAt: z.string().nullable(),
});
export type PushSubscriptionView = z.infer<typeof pushSubscriptionSchema>;
export const pushSubscriptionListResponseSchema = z.object({ subscriptions: z.array(pushSubscriptionSchema) });
export const pushSubscriptionParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const pushTestResponseSchema = z.object({ sent: z.number(), failed: z.number() });

export const NOTIFICATION_ACTIONS = ['take', 'snooze', 'skip'] as const;
export type NotificationAction = (typeof NOTIFICATION_ACTIONS)[number];

/**
 * POST /api/push/actions: a tap on a notification's button, sent by the service worker without a session. The token
 * came in the notification and names the user and the occurrence; it expires when the occurrence's window closes.
 */
export const pushActionRequestSchema = z.object({ token: z.string().min(1).max(2000), action: z.enum(NOTIFICATION_ACTIONS) });

/** The JSON payload of a push message (encrypted with aes128gcm on its way). */
export const pushPayloadSchema = z.object({
  kind: z.enum(['dose', 'refill', 'test']),
  title: z.string(),
  body: z.string(),
  /** The occurrence a dose reminder is about; absent for refill and test messages. */
  occurrenceId: z.string().optional(),
  actionToken: z.string().optional(),
  /** Where a tap on the notification itself opens the app. */
  url: z.string(),
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

export const calendarTokenResponseSchema = z.object({ url: z.string(), createdAt: z.string() });
export const calendarStatusResponseSchema = z.object({ active: z.boolean(), createdAt: z.string().nullable() });
export const calendarFeedParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** GET /api/calendar/{token}.ics: the file name the path ends in; the token is its part before ".ics". */
export const calendarFeedFileParamsSchema = z.object({ file: z.string().min(1).max(200) });
export const CALENDAR_FEED_SUFFIX = '.ics';

export const CALENDAR_MESSAGES = {
  feedNotFound: 'Calendar feed not found. It may have been replaced or revoked: create a new feed in Settings.',
  createFailed: 'Failed to create the calendar feed. Please try again.',
  revokeFailed: 'Failed to revoke the calendar feed. Please try again.',
} as const;

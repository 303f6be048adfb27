/**
 * The server's own push keys, made at first start and kept with its other secrets: the VAPID key pair that signs
 * every push request (browsers bind a subscription to its public key, so it must never change), and the HMAC key of
 * the notification action tokens. The pair is one stored value, so two processes starting together can never
 * keep halves of different pairs.
 */
import { createECDH, randomBytes } from 'node:crypto';

/** What this feature needs of the server's secret store (server_secrets); app.ts passes it in. */
export interface SecretStore {
  /** Stores `value` unless `key` has one, and returns what is stored. */
  insertIfMissing(key: string, value: string): Promise<string>;
}

export interface PushKeys {
  vapid: { publicKey: string; privateKey: string; subject: string };
  actionKey: Uint8Array;
}

const VAPID_KEY = 'push_vapid_keys';
const ACTION_KEY = 'push_action_key';

function readPair(stored: string): { publicKey: string; privateKey: string } {
  const parsed: unknown = JSON.parse(stored);
  if (
    typeof parsed === 'object' &&
    parsed !== null &&
    'publicKey' in parsed &&
    'privateKey' in parsed &&
    typeof parsed.publicKey === 'string' &&
    typeof parsed.privateKey === 'string'
  ) {
    return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
  }
  throw new Error(`The stored ${VAPID_KEY} secret is not a VAPID key pair`);
}

/**
 * A VAPID key pair as web-push's generateVAPIDKeys makes it (a P-256 key: the uncompressed public point and the
 * 32-byte private scalar, base64url), made here so the server does not load web-push at every start to make a pair
 * it needs only at the first (issue 35).
 */
export function newVapidKeys(): { publicKey: string; privateKey: string } {
  const curve = createECDH('prime256v1');
  curve.generateKeys();
  // getPrivateKey drops leading zero bytes; VAPID wants all 32.
  const privateKey = Buffer.alloc(32);
  const raw = curve.getPrivateKey();
  raw.copy(privateKey, 32 - raw.length);
  return { publicKey: curve.getPublicKey('base64url'), privateKey: privateKey.toString('base64url') };
}

/** `subject`: how a push service may reach the operator (the app's no-reply address). */
export async function resolvePushKeys(secrets: SecretStore, subject: string): Promise<PushKeys> {
  const pair = readPair(await secrets.insertIfMissing(VAPID_KEY, JSON.stringify(newVapidKeys())));
  const actionKey = await secrets.insertIfMissing(ACTION_KEY, randomBytes(32).toString('base64url'));
  return { vapid: { ...pair, subject }, actionKey: new TextEncoder().encode(actionKey) };
}

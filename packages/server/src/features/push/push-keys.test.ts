/**
 * The server's own VAPID key pair (made without web-push, issue 35) is one web-push signs with: the uncompressed
 * P-256 public point and the 32-byte private scalar that belongs to it, base64url.
 */
import { createECDH } from 'node:crypto';
import webpush from 'web-push';
import { expect, it } from 'vitest';
import { newVapidKeys } from './push-keys.js';

it('makes a pair web-push signs with, the public key belonging to the private one', () => {
  for (let i = 0; i < 50; i++) {
    const keys = newVapidKeys();
    const publicKey = Buffer.from(keys.publicKey, 'base64url');
    const privateKey = Buffer.from(keys.privateKey, 'base64url');
    expect(publicKey).toHaveLength(65);
    expect(publicKey[0]).toBe(0x04);
    expect(privateKey).toHaveLength(32);
    const curve = createECDH('prime256v1');
    curve.setPrivateKey(privateKey);
    expect(curve.getPublicKey('base64url')).toBe(keys.publicKey);
    const headers = webpush.getVapidHeaders('https://push.example.test', 'mailto:ops@example.test', keys.publicKey, keys.privateKey, 'aes128gcm');
    expect(headers.Authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/);
  }
});

it('makes a new pair each time', () => {
  expect(newVapidKeys().privateKey).not.toBe(newVapidKeys().privateKey);
});

/**
 * A local Web Push service for delivery tests: an HTTPS server with a self-signed certificate (made with openssl,
 * trusted by the server process through NODE_EXTRA_CA_CERTS), browser-side subscription keys, and the checks a
 * real push service and browser make: the VAPID `Authorization` header (ES256 signature by the `k` key, `aud` the
 * receiver's origin, `exp` in the future) and the aes128gcm body decrypted back to the payload (RFC 8291, 8188).
 */
import { execFileSync } from 'node:child_process';
import { createECDH, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { decodeProtectedHeader, importJWK, jwtVerify, type JWTPayload } from 'jose';

export interface Certificate {
  certPath: string;
  key: Buffer;
  cert: Buffer;
}

/** A P-256 certificate for 127.0.0.1 and localhost, valid a day, written to `dir` (cert.pem is what Node is told to trust). */
export function makeCertificate(dir: string): Certificate {
  const keyPath = join(dir, 'key.pem');
  const certPath = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyPath,
      '-out',
      certPath,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ],
    { stdio: 'ignore' },
  );
  return { certPath, key: readFileSync(keyPath), cert: readFileSync(certPath) };
}

/** The browser's side of a subscription: its ECDH key pair and auth secret. */
export interface Subscriber {
  ecdh: ReturnType<typeof createECDH>;
  publicKey: Buffer;
  auth: Buffer;
  /** The `keys` of PushSubscription.toJSON(). */
  keys: { p256dh: string; auth: string };
}

export function makeSubscriber(): Subscriber {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, publicKey, auth, keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') } };
}

/** RFC 8291 §3.4 and RFC 8188 §2: one aes128gcm record decrypted with the subscriber's keys. */
export function decryptPayload(body: Buffer, subscriber: Subscriber): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const ecdhSecret = subscriber.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscriber.publicKey, serverPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, subscriber.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the last record lacks its 0x02 delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** The VAPID header checked as a push service does; returns the JWT's claims and the `k` key. */
export async function verifyVapid(authorization: string | undefined, audience: string): Promise<{ claims: JWTPayload; publicKey: string }> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID Authorization header: ${authorization ?? '(none)'}`);
  const [, token, publicKey] = match;
  const point = Buffer.from(publicKey, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const key = await importJWK(
    { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    'ES256',
  );
  if (decodeProtectedHeader(token).alg !== 'ES256') throw new Error('the VAPID JWT is not ES256');
  const { payload } = await jwtVerify(token, key, { algorithms: ['ES256'], audience, requiredClaims: ['exp', 'sub'] });
  return { claims: payload, publicKey };
}

export interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface Receiver {
  origin: string;
  received: Received[];
  /** Endpoint paths under `/gone/` answer 410 Gone, as for a browser that unsubscribed; others 201 Created. */
  endpoint(kind: 'ok' | 'gone'): string;
  close(): Promise<void>;
}

export async function startReceiver(certificate: Certificate): Promise<Receiver> {
  const received: Received[] = [];
  const server: Server = createServer({ key: certificate.key, cert: certificate.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = path.startsWith('/gone/') ? 410 : 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    endpoint: (kind) => `${origin}/${kind === 'gone' ? 'gone' : 'push'}/${randomBytes(16).toString('base64url')}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

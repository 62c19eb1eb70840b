import { createCipheriv, createECDH, createHmac, createPrivateKey, randomBytes, sign } from 'node:crypto';

/** A browser's push subscription (`PushSubscription.toJSON()`). */
export interface PushTarget {
  endpoint: string;
  /** The browser's P-256 public key, base64url. */
  p256dh: string;
  /** The browser's auth secret, base64url. */
  auth: string;
}

/** A VAPID key pair, base64url: the 65-byte uncompressed public point and the 32-byte private scalar. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');
const fromB64url = (text: string) => Buffer.from(text, 'base64url');
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** A fresh VAPID key pair (P-256). */
export function generateVapidKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { publicKey: b64url(ecdh.getPublicKey()), privateKey: b64url(ecdh.getPrivateKey()) };
}

/**
 * The `Authorization` header of a push request (RFC 8292): `vapid t=<ES256 JWT>, k=<public key>`, the
 * JWT for the endpoint's origin, valid 12 hours.
 */
export function vapidAuthorization(
  endpoint: string,
  keys: VapidKeys,
  subject: string,
  now = Date.now(),
): string {
  const publicKey = fromB64url(keys.publicKey);
  const key = createPrivateKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      d: keys.privateKey,
      x: b64url(publicKey.subarray(1, 33)),
      y: b64url(publicKey.subarray(33, 65)),
    },
    format: 'jwk',
  });
  const part = (value: unknown) => b64url(Buffer.from(JSON.stringify(value)));
  const unsigned = `${part({ typ: 'JWT', alg: 'ES256' })}.${part({
    aud: new URL(endpoint).origin,
    exp: Math.floor(now / 1000) + 12 * 3600,
    sub: subject,
  })}`;
  const signature = sign('sha256', Buffer.from(unsigned), { key, dsaEncoding: 'ieee-p1363' });
  return `vapid t=${unsigned}.${b64url(signature)}, k=${keys.publicKey}`;
}

/**
 * Encrypts a push message for one browser (RFC 8291, `aes128gcm` content coding, one record). The
 * ephemeral key and salt are random; tests may pass them to reproduce the RFC's example.
 */
export function encryptPushPayload(
  payload: Buffer,
  target: Pick<PushTarget, 'p256dh' | 'auth'>,
  fixed: { senderPrivateKey?: Buffer; salt?: Buffer } = {},
): Buffer {
  const receiverPublic = fromB64url(target.p256dh);
  const authSecret = fromB64url(target.auth);
  const ecdh = createECDH('prime256v1');
  if (fixed.senderPrivateKey) ecdh.setPrivateKey(fixed.senderPrivateKey);
  else ecdh.generateKeys();
  const senderPublic = ecdh.getPublicKey();
  const shared = ecdh.computeSecret(receiverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic]);
  const ikm = hmac(hmac(authSecret, shared), Buffer.concat([keyInfo, Buffer.from([1])]));
  const salt = fixed.salt ?? randomBytes(16);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'latin1')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'latin1')).subarray(0, 12);
  const cipher = createCipheriv('aes-128-gcm', cek, nonce);
  const body = Buffer.concat([
    cipher.update(Buffer.concat([payload, Buffer.from([2])])),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  const header = Buffer.alloc(21);
  salt.copy(header, 0);
  header.writeUInt32BE(4096, 16);
  header[20] = senderPublic.length;
  return Buffer.concat([header, senderPublic, body]);
}

/** Delivers one push message; resolves with the push service's status (404 and 410: the subscription is gone). */
export async function sendPush(
  target: PushTarget,
  payload: unknown,
  keys: VapidKeys,
  options: { subject: string; ttlSeconds?: number; fetch?: typeof fetch },
): Promise<number> {
  const body = encryptPushPayload(Buffer.from(JSON.stringify(payload)), target);
  const response = await (options.fetch ?? fetch)(target.endpoint, {
    method: 'POST',
    headers: {
      Authorization: vapidAuthorization(target.endpoint, keys, options.subject),
      TTL: String(options.ttlSeconds ?? 86_400),
      'Content-Encoding': 'aes128gcm',
      'Content-Type': 'application/octet-stream',
    },
    body: new Uint8Array(body),
  });
  await response.arrayBuffer().catch(() => undefined);
  return response.status;
}

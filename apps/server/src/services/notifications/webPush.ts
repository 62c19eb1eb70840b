import webpush from 'web-push';

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

/** A fresh VAPID key pair (P-256). */
export function generateVapidKeys(): VapidKeys {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return { publicKey, privateKey };
}

/**
 * The VAPID subject (RFC 8292): a `mailto:` or `https:` contact for the push services. The configured
 * one, else the server's public address when it is https, else a local mailbox.
 */
export function vapidSubject(config: {
  webPushSubject?: string | undefined;
  publicUrl?: string | undefined;
}) {
  if (config.webPushSubject) return config.webPushSubject;
  if (config.publicUrl?.startsWith('https://')) return config.publicUrl;
  return 'mailto:fleetkit@localhost';
}

/**
 * Delivers one push message, encrypted for the browser (RFC 8291, `aes128gcm`) and signed with the
 * server's VAPID key (RFC 8292); resolves with the push service's status (404 and 410: the
 * subscription is gone).
 */
export async function sendPush(
  target: PushTarget,
  payload: unknown,
  keys: VapidKeys,
  options: { subject: string; ttlSeconds?: number; fetch?: typeof fetch },
): Promise<number> {
  const request = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: { subject: options.subject, ...keys },
      TTL: options.ttlSeconds ?? 86_400,
      contentEncoding: 'aes128gcm',
    },
  );
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
  );
  const response = await (options.fetch ?? fetch)(request.endpoint, {
    method: request.method,
    headers,
    body: new Uint8Array(request.body),
  });
  await response.arrayBuffer().catch(() => undefined);
  return response.status;
}

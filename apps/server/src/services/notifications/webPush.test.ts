import { createPublicKey, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pushBrowser } from '../../test/pushBrowser';
import { generateVapidKeys, sendPush, vapidSubject } from './webPush';

describe('Web Push', () => {
  it('sends the payload encrypted for the browser, with a VAPID token for the endpoint origin signed by the server key', async () => {
    const keys = generateVapidKeys();
    const phone = pushBrowser();
    const sent: { url: string; init: RequestInit }[] = [];
    const status = await sendPush(
      { endpoint: 'https://push.example.net/send/abc', ...phone.keys },
      { title: 'Ignition on', deviceId: 7 },
      keys,
      {
        subject: 'mailto:ops@example.com',
        ttlSeconds: 600,
        fetch: async (url, init = {}) => {
          sent.push({ url: String(url), init });
          return new Response(null, { status: 201 });
        },
      },
    );
    expect(status).toBe(201);
    const [request] = sent;
    expect(request?.url).toBe('https://push.example.net/send/abc');
    const headers = new Headers(request?.init.headers);
    expect(headers.get('content-encoding')).toBe('aes128gcm');
    expect(headers.get('ttl')).toBe('600');
    expect(phone.decrypt(Buffer.from(request?.init.body as Uint8Array))).toEqual({
      title: 'Ignition on',
      deviceId: 7,
    });

    const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(headers.get('authorization') ?? '') ?? [];
    expect(key).toBe(keys.publicKey);
    const [head, claims, signature] = (token ?? '').split('.');
    expect(JSON.parse(Buffer.from(claims ?? '', 'base64url').toString())).toMatchObject({
      aud: 'https://push.example.net',
      sub: 'mailto:ops@example.com',
    });
    const point = Buffer.from(keys.publicKey, 'base64url');
    const publicKey = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    const signed = verify(
      'sha256',
      Buffer.from(`${head}.${claims}`),
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature ?? '', 'base64url'),
    );
    expect(signed).toBe(true);
  });

  it('names a mailto or https contact as the VAPID subject, never a plain http address', () => {
    expect(vapidSubject({ webPushSubject: 'mailto:ops@example.com' })).toBe('mailto:ops@example.com');
    expect(vapidSubject({ publicUrl: 'https://fleet.example.com' })).toBe('https://fleet.example.com');
    expect(vapidSubject({ publicUrl: 'http://192.168.1.5:8082' })).toBe('mailto:fleetkit@localhost');
    expect(vapidSubject({})).toBe('mailto:fleetkit@localhost');
  });
});

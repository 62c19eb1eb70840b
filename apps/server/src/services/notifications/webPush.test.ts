import { createECDH, createPublicKey, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptPushPayload, generateVapidKeys, vapidAuthorization } from './webPush';

describe('Web Push', () => {
  it('encrypts as the example of RFC 8291 (appendix A)', () => {
    const encrypted = encryptPushPayload(
      Buffer.from('When I grow up, I want to be a watermelon'),
      {
        p256dh: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
        auth: 'BTBZMqHH6r4Tts7J_aSIgg',
      },
      {
        senderPrivateKey: Buffer.from('yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw', 'base64url'),
        salt: Buffer.from('DGv6ra1nlYgDCS1FRnbzlw', 'base64url'),
      },
    );
    expect(encrypted.toString('base64url')).toBe(
      'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
    );
  });

  it('signs a VAPID token for the endpoint origin with the server key', () => {
    const keys = generateVapidKeys();
    const header = vapidAuthorization('https://push.example.net/send/abc', keys, 'mailto:ops@example.com', 0);
    const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(header) ?? [];
    expect(key).toBe(keys.publicKey);
    const [head, claims, signature] = (token ?? '').split('.');
    expect(JSON.parse(Buffer.from(claims ?? '', 'base64url').toString())).toEqual({
      aud: 'https://push.example.net',
      exp: 12 * 3600,
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
    const ok = verify(
      'sha256',
      Buffer.from(`${head}.${claims}`),
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature ?? '', 'base64url'),
    );
    expect(ok).toBe(true);
    const pair = createECDH('prime256v1');
    pair.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'));
    expect(pair.getPublicKey().toString('base64url')).toBe(keys.publicKey);
  });
});

import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';

/** A browser's push subscription keys, and the decryption it does when a message arrives (RFC 8291). */
export function pushBrowser() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
  return {
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    decrypt(message: Buffer): unknown {
      const salt = message.subarray(0, 16);
      const idLength = message[20] ?? 0;
      const senderPublic = message.subarray(21, 21 + idLength);
      const shared = ecdh.computeSecret(senderPublic);
      const info = Buffer.concat([
        Buffer.from('WebPush: info\0'),
        ecdh.getPublicKey(),
        senderPublic,
        Buffer.from([1]),
      ]);
      const prk = hmac(salt, hmac(hmac(auth, shared), info));
      const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'latin1')).subarray(0, 16);
      const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'latin1')).subarray(0, 12);
      const body = message.subarray(21 + idLength);
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(body.subarray(body.length - 16));
      const plain = Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]);
      return JSON.parse(plain.subarray(0, plain.length - 1).toString());
    },
  };
}

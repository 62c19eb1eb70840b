import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from '../test/harness';

let t: TestServer;
let cookie: string;
beforeAll(async () => {
  t = await startTestServer({ embedOrigins: ['https://partner.example'] });
  await t.createUser({ email: 'owner@example.com' });
  ({ cookie } = await t.signIn('owner@example.com'));
});
afterAll(() => t.close());

/** Opens the live socket with these headers: 'open', or the HTTP status the upgrade was refused with. */
function connect(headers: Record<string, string>, query = ''): Promise<'open' | number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${t.url.replace('http', 'ws')}/api/socket${query}`, { headers });
    socket.once('open', () => {
      socket.close();
      resolve('open');
    });
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.once('error', reject);
  });
}

describe('the live socket', () => {
  it('refuses an upgrade with the session cookie from another site', async () => {
    expect(await connect({ Cookie: cookie, Origin: 'https://evil.example' })).toBe(403);
  });

  it('opens with the cookie from our own origin, an allowed embedding origin, or without Origin', async () => {
    expect(await connect({ Cookie: cookie, Origin: t.url })).toBe('open');
    expect(await connect({ Cookie: cookie, Origin: 'https://partner.example' })).toBe('open');
    expect(await connect({ Cookie: cookie })).toBe('open');
  });

  it('opens with a token from any origin: a token is no ambient credential a page could borrow', async () => {
    const response = await t.fetch('/api/session/token', {
      method: 'POST',
      cookie,
      headers: { Origin: t.url },
    });
    const token = await response.text();
    expect(
      await connect({ Origin: 'https://elsewhere.example' }, `?token=${encodeURIComponent(token)}`),
    ).toBe('open');
  });
});

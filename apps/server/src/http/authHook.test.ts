import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestServer, type TestServer } from '../test/harness';

/** The path with the first letter of every segment percent-encoded: `/api/devices` → `/%61pi/%64evices`. */
const encodeFirstLetters = (path: string) =>
  path.replace(/\/([A-Za-z])/g, (_, letter: string) => `/%${letter.charCodeAt(0).toString(16)}`);

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await startTestServer();
  await t.createUser({ email: 'admin@example.com', administrator: true });
  ({ cookie: admin } = await t.signIn('admin@example.com'));
});
afterAll(() => t.close());

describe('the session check', () => {
  it('asks every non-public route for a session, however its path is encoded', async () => {
    const protectedRoutes = t.server.routes.filter((route) => !route.public);
    expect(protectedRoutes.length).toBeGreaterThan(100);
    const answered: string[] = [];
    for (const route of protectedRoutes) {
      const path = route.url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x');
      for (const variant of [path, encodeFirstLetters(path)]) {
        const response = await t.fetch(`${variant}?q=x`, { method: route.method });
        const body = await response.text();
        if (response.status !== 401 || !body.includes('"unauthorized"'))
          answered.push(`${route.method} ${variant} ${response.status}`);
      }
    }
    expect(answered).toEqual([]);
  });

  it('serves an encoded path like the plain one to a signed-in user', async () => {
    const plain = await t.fetch('/api/devices', { cookie: admin });
    const encoded = await t.fetch('/%61pi/devices', { cookie: admin });
    expect(encoded.status).toBe(200);
    expect(await json(encoded)).toEqual(await json(plain));
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestServer, type TestServer } from '../test/harness';

/** The path with the first letter of every segment percent-encoded: `/api/devices` → `/%61pi/%64evices`. */
const encodeFirstLetters = (path: string) =>
  path.replace(/\/([A-Za-z])/g, (_, letter: string) => `/%${letter.charCodeAt(0).toString(16)}`);

let t: TestServer;
let admin: string;
let portalDir: string;
beforeAll(async () => {
  // With a portal, so the portal's own routes are in the route table too.
  portalDir = mkdtempSync(join(tmpdir(), 'fleetkit-portal-'));
  writeFileSync(join(portalDir, 'index.html'), '<!doctype html><title>Fleetkit</title>');
  writeFileSync(join(portalDir, 'app.js'), 'console.log(1)');
  t = await startTestServer({ portalDir, embedDir: portalDir, paymentSandbox: true });
  await t.createUser({ email: 'admin@example.com', administrator: true });
  ({ cookie: admin } = await t.signIn('admin@example.com'));
});
afterAll(async () => {
  await t.close();
  rmSync(portalDir, { recursive: true, force: true });
});

describe('the session check', () => {
  it('lets through without a session only the routes declared public', () => {
    const publicRoutes = t.server.routes.filter((route) => route.public).map((r) => `${r.method} ${r.url}`);
    expect(publicRoutes.sort()).toEqual(
      [
        'OPTIONS /*',
        'GET /health',
        'GET /api/health',
        'GET /ready',
        'GET /metrics',
        'POST /api/session',
        'GET /api/session',
        'GET /api/server',
        'GET /api/socket',
        'GET /api/session/openid/auth',
        'GET /api/session/openid/callback',
        'POST /api2/misc/resolve-short',
        'GET /api2/account/options',
        'GET /api2/account/session',
        'POST /api2/account/register/start',
        'POST /api2/account/register/verify',
        'POST /api/password/reset',
        'POST /api/password/update',
        // A TOTP key for a registration form, as Traccar's: random, it tells nothing.
        'POST /api/users/totp',
        'POST /api2/account/demo',
        'POST /api2/payments/sandbox/form',
        'POST /api2/payments/sandbox/complete',
        'GET /api2/map/styles',
        'GET /api2/map/styles/:id',
        'GET /api2/map/basemap/:layer',
        // The offline style, the extract's tiles and the archive: a share view or partner page draws them.
        'GET /api2/map/styles/:id/offline',
        'GET /api2/map/tiles/:z/:x/:y.mvt',
        'GET /api2/map/extract.pmtiles',
        'GET /embed/*',
        'GET /app.js',
        'GET /index.html',
        'GET /*',
      ].sort(),
    );
  });

  it('asks every non-public route for a session, however its path is encoded', async () => {
    const protectedRoutes = t.server.routes.filter((route) => !route.public);
    expect(protectedRoutes.length).toBeGreaterThan(100);
    const answered: string[] = [];
    for (const route of protectedRoutes) {
      const path = route.url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x');
      for (const variant of [path, encodeFirstLetters(path)]) {
        const response = await t.fetch(`${variant}?q=x`, { method: route.method });
        const body = await response.text();
        // Traccar's API answers with the message as text, the others with JSON that carries it.
        if (response.status !== 401 || !body.includes('Sign in to continue'))
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

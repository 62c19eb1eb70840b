import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../http/routeTable';
import { startTestServer, type TestServer } from './harness';

/** Path parameter values no route accepts: beyond int4, words, NUL, negative, fractions. */
const BAD_PARAMS = ['99999999999999999999', '2147483648', 'abc', '%00', '-1', '1.5', '%ED%A0%80'];

/** Query strings with hostile values under the names routes read. */
const BAD_QUERIES = [
  'id=99999999999&deviceId=2147483648&groupId=abc&userId=-1&limit=%00&offset=1e400&from=yesterday&to=%00',
  'id=abc&id=1&deviceId=%00&q=%00&token=%00&type=%00&format=%00&all=maybe&viewbox=a,b,c,d&lat=x&lon=y',
  'from=2026-01-01T00%3A00%3A00Z&to=99999-01-01T00%3A00%3A00Z&deviceId=1&groupId=99999999999999&page=-5',
  'q=%ED%A0%80&name=%F0%9F&latitude=1e999&longitude=-1e999&expiration=2099-13-45&token[]=a',
];

const KEYS = [
  'id',
  'name',
  'email',
  'password',
  'token',
  'deviceId',
  'groupId',
  'userId',
  'driverId',
  'geofenceId',
  'calendarId',
  'uniqueId',
  'attributes',
  'type',
  'from',
  'to',
  'expiration',
  'code',
  'description',
  'area',
  'latitude',
  'longitude',
  'fixTime',
  'phone',
  'title',
  'message',
  'status',
  'endpoint',
  'keys',
  'notificators',
];
const withEvery = (value: unknown) => Object.fromEntries(KEYS.map((key) => [key, value]));

/** Bodies of the wrong shape, with NUL bytes, lone surrogates, huge ids, deep nesting or sheer size. */
const BAD_BODIES: { type: string; body: string }[] = [
  { type: 'application/json', body: 'null' },
  { type: 'application/json', body: '[]' },
  { type: 'application/json', body: '"text"' },
  { type: 'application/json', body: '12' },
  { type: 'application/json', body: JSON.stringify(withEvery(123)) },
  { type: 'application/json', body: JSON.stringify(withEvery({ nested: [1] })) },
  { type: 'application/json', body: JSON.stringify(withEvery(null)) },
  { type: 'application/json', body: JSON.stringify(withEvery(99_999_999_999)) },
  { type: 'application/json', body: JSON.stringify(withEvery('a\u0000b')) },
  { type: 'application/json', body: JSON.stringify(withEvery('a\ud800b')).replace('\ud800', '\\ud800') },
  { type: 'application/json', body: '{"attributes":{"note\\u0000":"\\udfff"},"name":"x"}' },
  { type: 'application/json', body: `${'['.repeat(50_000)}${']'.repeat(50_000)}` },
  { type: 'application/json', body: JSON.stringify({ name: 'x'.repeat(300_000), attributes: {} }) },
  { type: 'application/json', body: '{"name": "unterminated' },
  { type: 'application/x-www-form-urlencoded', body: 'email=a%00b&password=%ED%A0%80&token=%00&name=x' },
  { type: 'application/x-www-form-urlencoded', body: 'email=a&email=b&password[x]=1' },
];

const FIXTURES: [string, object][] = [
  ['/api/devices', { name: 'Van 1', uniqueId: '356938035643809' }],
  ['/api/groups', { name: 'Depot' }],
  ['/api/geofences', { name: 'Yard', area: 'CIRCLE (27.7 85.3, 100)' }],
  ['/api/drivers', { name: 'Asha', uniqueId: 'driver-1' }],
  ['/api/notifications', { type: 'deviceOnline', always: true, notificators: 'web' }],
  ['/api/maintenance', { name: 'Oil', type: 'odometer', start: 0, period: 5000 }],
];

interface Failure {
  request: string;
  status: number;
  body: string;
}

const fill = (url: string, value: string) => url.replace(/:[A-Za-z]+/g, value).replace(/\*$/, value);

describe('malformed input on every route', () => {
  let server: TestServer;
  let admin: string;
  let routes: readonly RouteEntry[];
  let portalDir: string;
  const failures: Failure[] = [];

  async function attempt(
    method: string,
    path: string,
    init: { cookie?: string; type?: string; body?: string },
  ) {
    const headers: Record<string, string> = {};
    if (init.type) headers['content-type'] = init.type;
    const response = await server.fetch(path, {
      method,
      headers,
      cookie: init.cookie,
      body: init.body,
      redirect: 'manual',
    });
    const text = await response.text();
    // 501 is a designed answer (an endpoint of Traccar's API that this server declines, with its reason),
    // not a failure of the server.
    if (response.status >= 500 && response.status !== 501) {
      failures.push({
        request: `${init.cookie ? 'admin' : 'anonymous'} ${method} ${path.slice(0, 160)} ${init.body?.slice(0, 60) ?? ''}`,
        status: response.status,
        body: text.slice(0, 200),
      });
    }
    return response;
  }

  beforeAll(async () => {
    // Every optional part on, so its routes are in the table: the portal, the payment sandbox.
    portalDir = mkdtempSync(join(tmpdir(), 'fleetkit-portal-'));
    writeFileSync(join(portalDir, 'index.html'), '<!doctype html><title>Fleetkit</title>');
    server = await startTestServer({
      publicUrl: 'https://fleet.example.com',
      portalDir,
      paymentSandbox: true,
      registration: true,
    });
    await server.createUser({ email: 'admin@example.com', administrator: true });
    ({ cookie: admin } = await server.signIn('admin@example.com'));
    routes = server.server.routes;
    // One object of each kind with id 1, so malformed bodies also reach routes past their existence check.
    for (const [path, body] of FIXTURES) {
      const response = await server.fetch(path, {
        method: 'POST',
        cookie: admin,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status, `${path}: ${await response.text()}`).toBe(200);
    }
  });
  afterAll(async () => {
    await server.close();
    rmSync(portalDir, { recursive: true, force: true });
  });

  it('knows the routes from the route table', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes).toContainEqual({ method: 'GET', url: '/api/devices', public: false });
  });

  it('answers malformed params, queries and bodies with 4xx JSON, never a 5xx, signed in or not', async () => {
    for (const route of routes) {
      // Signing out would end the session the rest of the run uses; it has a session of its own below.
      const cookies =
        route.method === 'DELETE' && route.url === '/api/session' ? [undefined] : [admin, undefined];
      for (const cookie of cookies) {
        const params = route.url.includes(':') || route.url.endsWith('*') ? BAD_PARAMS : [];
        for (const value of params) await attempt(route.method, fill(route.url, value), { cookie });
        // A missing object, and then (except for deletion) the fixture with id 1.
        const ids = route.method === 'DELETE' || !params.length ? ['424242'] : ['424242', '1'];
        for (const id of ids) {
          const path = fill(route.url, id);
          for (const query of BAD_QUERIES) await attempt(route.method, `${path}?${query}`, { cookie });
          if (route.method === 'GET') continue;
          for (const body of BAD_BODIES) await attempt(route.method, path, { cookie, ...body });
        }
      }
    }
    // The run ends as it began: signed in (no malformed request took the session away).
    expect((await server.fetch('/api/session', { cookie: admin })).status).toBe(200);
    expect(failures).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestServer, type TestServer } from '../test/harness';
import { NOT_OFFERED } from './traccarExtras';

let t: TestServer;
let cookie: string;

beforeAll(async () => {
  t = await startTestServer();
  await t.createUser({ email: 'owner@example.com' });
  ({ cookie } = await t.signIn('owner@example.com'));
});
afterAll(() => t.close());

describe('GET /api/server/geocode', () => {
  it("answers the point's address as text, from the offline gazetteer", async () => {
    const response = await t.fetch('/api/server/geocode?latitude=27.7172&longitude=85.324', { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toMatch(/Kathmandu/);
  });

  it('refuses a missing or impossible coordinate, and anyone signed out', async () => {
    const missing = await t.fetch('/api/server/geocode?latitude=27.7', { cookie });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain('longitude is required');
    const impossible = await t.fetch('/api/server/geocode?latitude=95&longitude=85', { cookie });
    expect(impossible.status).toBe(400);
    expect(await impossible.text()).toContain('latitude must be a number from -90 to 90');
    expect((await t.fetch('/api/server/geocode?latitude=27.7&longitude=85.3')).status).toBe(401);
  });
});

describe('features this server does not offer', () => {
  it('says OpenID is not configured, in GET /api/server and on its calls', async () => {
    const server = await json(await t.fetch('/api/server'));
    expect(server).toMatchObject({ openIdEnabled: false, openIdForce: false });
    for (const path of ['/api/session/openid/auth', '/api/session/openid/callback?code=x']) {
      const response = await t.fetch(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toBe(NOT_OFFERED.openId);
    }
  });

  it("answers GET /api/server with every flag Traccar's web app reads, false where the server has no such setting", async () => {
    const server = await json(await t.fetch('/api/server'));
    // No first-run setup in the web app (the first administrator comes from the command line), and
    // no server-wide e-mail lock or report switch.
    expect(server).toMatchObject({ newServer: false, fixedEmail: false, disableReports: false });
  });
});

import { createFleetClient } from '@fleetkit/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestServer, type TestServer } from '../../test/harness';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
  await t.createUser({ email: 'session-owner@example.com', name: 'Session owner' });
});
afterAll(() => t.close());

describe('GET /api2/account/session', () => {
  it('answers 200 with no user when signed out, where GET /api/session answers 404', async () => {
    const response = await t.fetch('/api2/account/session');
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ user: null });
    expect((await t.fetch('/api/session')).status).toBe(404);
    expect(await createFleetClient({ baseUrl: t.url }).account.session()).toBeNull();
  });

  it('answers the signed-in user, as GET /api/session does', async () => {
    const { client, cookie } = await t.signIn('session-owner@example.com');
    const traccar = await json(await t.fetch('/api/session', { cookie }));
    const user = await client.account.session();
    expect(user).toMatchObject({ email: 'session-owner@example.com', name: 'Session owner' });
    expect(user?.id).toBe((traccar as { id: number }).id);
  });
});

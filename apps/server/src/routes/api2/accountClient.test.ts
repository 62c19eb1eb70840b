import { createFleetClient } from '@fleetkit/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoFleet } from '../../services/demoFleet';
import { startTestServer, type TestServer } from '../../test/harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ demo: true });
  await seedDemoFleet(t.server.ctx.db);
  await t.createUser({ email: 'owner@example.com' });
});
afterAll(() => t.close());

describe('sdk-core account calls against the server', () => {
  it('reads the sign-in options, opens a demo session that sees the demo fleet, and lists sign-ins', async () => {
    const anonymous = createFleetClient({ baseUrl: t.url });
    expect(await anonymous.account.options()).toMatchObject({ registration: false, demo: true });
    const response = await t.fetch('/api2/account/demo', { method: 'POST' });
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const demo = createFleetClient({ baseUrl: t.url, headers: { Cookie: cookie } });
    expect((await demo.session.get()).attributes.demo).toBe(true);
    expect((await demo.vehicles.list()).length).toBeGreaterThan(5);
    const [signIn] = await demo.account.loginHistory();
    expect(signIn?.method).toBe('demo');
    expect((await anonymous.account.demo()).expirationTime).toBeTruthy();
  });

  it('asks for a password reset without revealing whether the email exists', async () => {
    const anonymous = createFleetClient({ baseUrl: t.url });
    await expect(anonymous.account.requestPasswordReset('owner@example.com')).resolves.toBeUndefined();
    await expect(anonymous.account.requestPasswordReset('nobody@example.com')).resolves.toBeUndefined();
    const error = await anonymous.account
      .resetPassword('not-a-token', 'new password 1')
      .catch((e: unknown) => e);
    // Traccar's API (/api/password/update) sends the message as text: the code comes from the status.
    expect(error).toMatchObject({ status: 400, message: 'This reset link is not valid. Ask for a new one.' });
  });
});

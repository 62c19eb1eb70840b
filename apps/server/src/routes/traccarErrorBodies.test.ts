import { createFleetClient, FleetApiError } from '@fleetkit/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestServer, type TestServer } from '../test/harness';

let t: TestServer;
let user: string;

beforeAll(async () => {
  t = await startTestServer();
  await t.createUser({ email: 'user@example.com' });
  user = (await t.signIn('user@example.com')).cookie;
});
afterAll(() => t.close());

/** The body and content type of an answer, read once. */
async function answer(response: Response) {
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

describe("error bodies on Traccar's API (docs/decisions/traccar-error-bodies.md)", () => {
  it('answers every kind of /api error with its message as plain text, as Traccar does', async () => {
    const cases: [Promise<Response>, number, string | RegExp][] = [
      // Not signed in.
      [t.fetch('/api/devices'), 401, 'Sign in to continue'],
      // A wrong password (the web app shows this text on its login page).
      [
        t.fetch('/api/session', {
          method: 'POST',
          body: new URLSearchParams({ email: 'user@example.com', password: 'wrong password' }),
        }),
        401,
        'Wrong email or password',
      ],
      // A route that does not exist under /api.
      [t.fetch('/api/nothing-here', { cookie: user }), 404, 'No route GET /api/nothing-here'],
      // An object the user does not see.
      [t.fetch('/api/devices/999999', { cookie: user }), 404, 'No device with id 999999'],
      // A body that is not JSON.
      [
        t.fetch('/api/devices', {
          method: 'POST',
          cookie: user,
          headers: { 'Content-Type': 'application/json' },
          body: '{"name":',
        }),
        400,
        'The body is not valid JSON',
      ],
      // A body that fails validation names the field.
      [
        t.fetch('/api/devices', {
          method: 'POST',
          cookie: user,
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: 'Truck' }),
        }),
        400,
        /uniqueId/,
      ],
    ];
    for (const [pending, status, message] of cases) {
      const { status: got, type, text } = await answer(await pending);
      expect(got, text).toBe(status);
      expect(type, text).toMatch(/^text\/plain/);
      expect(text).toMatch(message);
      expect(text).not.toContain('{"error"');
    }
  });

  it('keeps the JSON envelope on /api2 and paths outside the APIs', async () => {
    const signedOut = await t.fetch('/api2/devices');
    expect(signedOut.status).toBe(401);
    expect((await json(signedOut)).error).toEqual({ code: 'unauthorized', message: 'Sign in to continue' });
    const missing = await t.fetch('/api2/nothing-here', { cookie: user });
    expect(missing.status).toBe(404);
    expect((await json(missing)).error.code).toBe('not_found');
    // `/apiary` is not Traccar's API, whatever it starts with.
    const apiary = await t.fetch('/apiary.json');
    expect(apiary.status).toBe(404);
    expect((await json(apiary)).error.code).toBe('not_found');
  });

  it("gives sdk-core's client the message and the status's code from a plain-text error", async () => {
    const client = createFleetClient({ baseUrl: t.url, headers: { Cookie: user } });
    const failure = await client.devices.get(999999).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FleetApiError);
    expect(failure).toMatchObject({ status: 404, code: 'not_found' });
    expect((failure as FleetApiError).message).toBe('No device with id 999999');
  });
});

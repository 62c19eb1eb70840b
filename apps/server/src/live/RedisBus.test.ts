import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { json, startTestServer, type TestServer } from '../test/harness';
import { RedisBus } from './RedisBus';

// The Redis server CI starts beside PostgreSQL (.ci/run), or the one REDIS_URL names.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let a: TestServer;
let b: TestServer;
let busA: RedisBus;

beforeAll(async () => {
  const channel = `fleetkit-bus-test-${randomBytes(6).toString('hex')}`;
  busA = await RedisBus.connect(REDIS_URL, channel);
  a = await startTestServer({}, { bus: busA });
  b = await startTestServer({}, { bus: await RedisBus.connect(REDIS_URL, channel) });
  for (const t of [a, b]) await t.createUser({ email: 'admin@example.com', administrator: true });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

describe('RedisBus', () => {
  it('carries a change made on one instance to the sockets of another, and to local listeners once', async () => {
    const { cookie: cookieB } = await b.signIn('admin@example.com');
    const socket = new WebSocket(`${b.url.replace('http', 'ws')}/api/socket`, {
      headers: { Cookie: cookieB },
    });
    const names: string[] = [];
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { devices?: { name: string }[] };
      names.push(...(message.devices ?? []).map((d) => d.name));
    });
    await new Promise((resolve) => socket.once('open', resolve));
    const local: string[] = [];
    const off = busA.subscribe('devices', (m) => local.push(...m.devices.map((d) => String(d.name))));

    const { cookie: cookieA } = await a.signIn('admin@example.com');
    const created = await a.fetch('/api/devices', {
      method: 'POST',
      cookie: cookieA,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Across instances', uniqueId: 'BUS-1' }),
    });
    expect((await json(created)).name).toBe('Across instances');
    await expect
      .poll(() => names, { message: "the device created on A on B's socket" })
      .toContain('Across instances');

    expect(local).toEqual(['Across instances']);
    off();
    socket.close(4000);
  });

  it('refuses to start with a clear message when Redis cannot be reached', async () => {
    await expect(RedisBus.connect('redis://127.0.0.1:1', 'x')).rejects.toThrow(
      /Redis at redis:\/\/127\.0\.0\.1:1 cannot be reached/,
    );
  });
});

import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { RedisBus } from '../live/RedisBus';
import { json, startTestServer, type TestServer } from '../test/harness';

const LOGIN = '78780d0103534190360660610003c3df0d0a';
const LOCATION = '78781f120f0a140e150bc505e51e780293a9e800540000f601006e0055da00035f240d0a';
const TOKEN = 'scrape-token-0123456789';
// The Redis server CI starts beside PostgreSQL, or the one REDIS_URL names.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let t: TestServer;
let gt06Port: number;

beforeAll(async () => {
  t = await startTestServer({}, { devices: ['gt06'] });
  gt06Port = t.port('gt06');
  await t.createUser({ email: 'owner@example.com' });
  const { client } = await t.signIn('owner@example.com');
  await client.devices.create({ name: 'Measured truck', uniqueId: '353419036066061' });
});
afterAll(() => t.close());

/** The value of one sample line of the Prometheus text, or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/health and /ready', () => {
  it('answers liveness, and readiness with the state of the database and the bus', async () => {
    const health = await t.fetch('/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await t.fetch('/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', redis: process.env.REDIS_URL ? 'ok' : 'not configured' },
    });
  });

  it("answers Traccar's GET /api/health: 200 and the text OK, without a session", async () => {
    const health = await t.fetch('/api/health');
    expect(health.status).toBe(200);
    expect(health.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await health.text()).toBe('OK');
  });

  it('answers 503 when Redis cannot carry messages', async () => {
    const bus = await RedisBus.connect(REDIS_URL, `fleetkit-ready-${Date.now()}`);
    const server = await startTestServer({}, { bus });
    expect((await server.fetch('/ready')).status).toBe(200);
    await bus.close();
    const ready = await server.fetch('/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', redis: 'unavailable' },
    });
    await server.close();
  });
});

describe('/metrics', () => {
  it('counts positions per protocol, ingest lag, sockets and request latency by route', async () => {
    const { cookie } = await t.signIn('owner@example.com');
    const socket = new WebSocket(`${t.url.replace('http', 'ws')}/api/socket`, {
      headers: { Cookie: cookie },
    });
    await new Promise((resolve) => socket.once('open', resolve));
    const tracker = connect(gt06Port, '127.0.0.1');
    let received = 0;
    tracker.on('data', (chunk) => {
      received += chunk.length;
    });
    await new Promise((resolve) => tracker.once('connect', resolve));
    tracker.write(Buffer.from(LOGIN, 'hex'));
    await expect.poll(() => received, { message: 'the login acknowledged' }).toBeGreaterThanOrEqual(10);
    tracker.write(Buffer.from(LOCATION, 'hex'));
    await expect.poll(() => received, { message: 'the location acknowledged' }).toBeGreaterThanOrEqual(20);

    await t.fetch('/api/devices', { cookie });

    const response = await t.fetch('/metrics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(sample(text, 'fleetkit_positions_received_total{protocol="gt06"}')).toBe(1);
    expect(sample(text, 'fleetkit_positions_stored_total{protocol="gt06"}')).toBe(1);
    expect(sample(text, 'fleetkit_ingest_lag_seconds_count{protocol="gt06"}')).toBe(1);
    expect(sample(text, 'fleetkit_socket_clients')).toBe(1);
    expect(sample(text, 'fleetkit_device_connections')).toBe(1);
    expect(sample(text, 'fleetkit_ingest_queue_items')).toBe(0);
    expect(sample(text, 'fleetkit_command_queue_waiting')).toBe(0);
    expect(sample(text, 'fleetkit_scheduler_leader')).toBe(1);
    expect(
      sample(
        text,
        'fleetkit_http_request_duration_seconds_count{method="GET",route="/api/devices",status_code="200"}',
      ),
    ).toBe(1);
    expect(text).toContain('fleetkit_process_cpu_seconds_total');
    tracker.destroy();
    socket.close();
  });

  it('answers only direct loopback requests without a token, and only the token with one', async () => {
    const forwarded = await t.fetch('/metrics', { headers: { 'X-Forwarded-For': '203.0.113.9' } });
    expect(forwarded.status).toBe(403);
    expect((await json(forwarded)).error.code).toBe('forbidden');

    const guarded = await startTestServer({ metricsToken: TOKEN });
    expect((await guarded.fetch('/metrics')).status).toBe(401);
    const wrong = await guarded.fetch('/metrics', {
      headers: { Authorization: 'Bearer not-the-token-at-all' },
    });
    expect(wrong.status).toBe(401);
    const right = await guarded.fetch('/metrics', {
      headers: { Authorization: `Bearer ${TOKEN}`, 'X-Forwarded-For': '203.0.113.9' },
    });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain('fleetkit_positions_received_total');
    await guarded.close();
  });
});

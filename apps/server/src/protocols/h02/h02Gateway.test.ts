import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TcpTracker } from '../../gateway/testing/TcpTracker';
import { startTestServer, type TestServer } from '../../test/harness';

// Real frames (Traccar's H02 decoder tests, see README.md).
/** 42-byte binary frame of a 15-digit id: 2017-08-18 10:47:59, 26.455598 N 74.687157 E. */
const LONG_ID_BINARY = '2435248308419329301047591808172627335900074412294E024138FEFFFFFFFF01120064BA73005ECC';
/** 45-byte binary frame: 2015-08-31 21:53:21, 4.698983 N 74.069717 W, SOS. */
const LONG_BINARY =
  '24410600082621532131081504419390060740418306000000fffffbfdff0015060000002c02dc0c000000001f';
/** A fix of 2015-11-24 12:15:57 at -23.05568 -48.04821. */
const FIX = '*HQ,1451316485,V1,121557,A,-23-3.3408,S,-48-2.8926,W,0.1,158,241115,FFFFFFFF#';
/**
 * The NBR report of a tracker of the same series a week later (its id replaced by this tracker's):
 * no fix, two cells of 724/10.
 */
const NEIGHBOURS = '*HQ,1451316485,NBR,112315,724,10,2,2,215,2135,123,215,2131,121,011215,FFFFFFFF#';
const LINK = '*HQ,1451316485,LINK,112137,20,8,67,0,0,011215,FFFFFBFF#';
const BASE = '*HQ,1451316485,BASE,152609,0,0,0,0,211014,FFFFFFFF#';

let t: TestServer;
let h02Port: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestServer({}, { devices: ['h02'] });
  h02Port = t.port('h02');
  await t.createUser({ email: 'owner@example.com' });
  const { client } = await t.signIn('owner@example.com');
  for (const [name, uniqueId] of [
    ['longId', '352483084193293'],
    ['long', '4106000826'],
    ['cells', '1451316485'],
  ] as const) {
    ids[name] = (await client.devices.create({ name, uniqueId })).id;
  }
});
afterAll(() => t.close());

async function positionsOf(deviceId: number | undefined) {
  const { client } = await t.signIn('owner@example.com');
  return client.positions.list({
    deviceId: deviceId ?? 0,
    from: '2000-01-01T00:00:00Z',
    to: '2030-01-01T00:00:00Z',
  });
}

describe('H02 devices through the gateway', () => {
  it('stores binary frames of 15-digit ids and of 45 bytes with the fix they carry', async () => {
    const tracker = new TcpTracker(h02Port);
    await tracker.ready();
    tracker.send(Buffer.from(LONG_ID_BINARY, 'hex'));
    await vi.waitFor(async () => expect(await positionsOf(ids.longId)).toHaveLength(1), { timeout: 5_000 });
    const [position] = await positionsOf(ids.longId);
    expect(position).toMatchObject({
      fixTime: '2017-08-18T10:47:59.000Z',
      valid: true,
      protocol: 'h02',
      course: 138,
    });
    expect(position?.latitude).toBeCloseTo(26.455598, 5);
    expect(position?.longitude).toBeCloseTo(74.687157, 5);
    tracker.destroy();

    const other = new TcpTracker(h02Port);
    await other.ready();
    other.send(Buffer.from(LONG_BINARY, 'hex'));
    await vi.waitFor(async () => expect(await positionsOf(ids.long)).toHaveLength(1), { timeout: 5_000 });
    const [sos] = await positionsOf(ids.long);
    expect(sos?.longitude).toBeCloseTo(-74.069717, 5);
    expect(sos?.attributes.alarm).toBe('sos');
    other.destroy();
  });

  it('answers NBR once stored, at the last known location with its cells in network, and answers LINK', async () => {
    const tracker = new TcpTracker(h02Port);
    await tracker.ready();
    tracker.send(FIX);
    await vi.waitFor(() => expect(tracker.text).toMatch(/\*HQ,1451316485,V4,V1,\d{14}#/), { timeout: 5_000 });
    tracker.send(NEIGHBOURS);
    await vi.waitFor(() => expect(tracker.text).toMatch(/\*HQ,1451316485,V4,NBR,\d{14}#/), {
      timeout: 5_000,
    });
    // The answer follows the commit: the report is readable as soon as the device has its answer.
    const positions = await positionsOf(ids.cells);
    const report = positions.find((position) => position.fixTime === '2015-12-01T11:23:15.000Z');
    expect(report).toMatchObject({ valid: false, protocol: 'h02' });
    expect(report?.latitude).toBeCloseTo(-23.05568, 5);
    expect(report?.longitude).toBeCloseTo(-48.04821, 5);
    expect(report?.attributes.network).toEqual({
      cellTowers: [
        { mcc: 724, mnc: 10, lac: 215, cid: 2135, rssi: 123 },
        { mcc: 724, mnc: 10, lac: 215, cid: 2131, rssi: 121 },
      ],
    });

    tracker.send(LINK);
    await vi.waitFor(() => expect(tracker.text).toMatch(/\*HQ,1451316485,V4,LINK,\d{14}#/), {
      timeout: 5_000,
    });
    await vi.waitFor(
      async () => {
        const latest = await positionsOf(ids.cells);
        expect(latest.some((position) => position.attributes.batteryLevel === 67)).toBe(true);
      },
      { timeout: 5_000 },
    );
    expect(tracker.closed).toBe(false);
    tracker.destroy();
  });

  it('keeps the connection through a type it does not read, and counts the type once', async () => {
    const tracker = new TcpTracker(h02Port);
    await tracker.ready();
    tracker.send(BASE);
    tracker.send(BASE);
    tracker.send(FIX);
    await vi.waitFor(() => expect(tracker.text).toMatch(/V4,V1,\d{14}#/), { timeout: 5_000 });
    expect(tracker.closed).toBe(false);
    expect(t.server.gateway.stats.unknownTypes.h02).toBe(1);
    const metrics = await (await t.fetch('/metrics')).text();
    expect(metrics).toContain('fleetkit_unknown_message_types_total{protocol="h02",type="BASE"} 1');
    tracker.destroy();
  });
});

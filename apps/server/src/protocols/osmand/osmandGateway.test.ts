import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';

let t: TestServer;
let base: string;
let deviceId: number;

beforeAll(async () => {
  t = await startTestServer({}, { devices: ['osmand'] });
  const osmandPort = t.port('osmand');
  base = `http://127.0.0.1:${osmandPort}`;
  await t.createUser({ email: 'owner@example.com' });
  const { client } = await t.signIn('owner@example.com');
  deviceId = (await client.devices.create({ name: 'Phone', uniqueId: '123456' })).id;
});
afterAll(() => t.close());

async function positions() {
  const { client } = await t.signIn('owner@example.com');
  return client.positions.list({ deviceId, from: '2000-01-01T00:00:00Z', to: '2030-01-01T00:00:00Z' });
}

describe('OsmAnd reports located by cells or Wi-Fi through the gateway', () => {
  it('stores them at the last known location, marked invalid, with the towers in network', async () => {
    // A fix first (Traccar's OsmAnd decoder tests), then the cell and Wi-Fi report of the same suite.
    const fix = await fetch(`${base}/?id=123456&timestamp=1377177267&lat=60.0&lon=30.0`);
    expect(fix.status).toBe(200);
    const cells = await fetch(
      `${base}/?id=123456&timestamp=1377177367&cell=257,02,16,2224&cell=257,02,16,2223,-90&wifi=00-14-22-01-23-45,-80`,
    );
    expect(cells.status).toBe(200);
    const report = (await positions()).find((position) => position.fixTime === '2013-08-22T13:16:07.000Z');
    expect(report).toMatchObject({ valid: false, latitude: 60, longitude: 30, protocol: 'osmand' });
    expect(report?.attributes.network).toEqual({
      cellTowers: [
        { mcc: 257, mnc: 2, lac: 16, cid: 2224 },
        { mcc: 257, mnc: 2, lac: 16, cid: 2223, rssi: -90 },
      ],
      wifiAccessPoints: [{ macAddress: '00:14:22:01:23:45', signalStrength: -80 }],
    });
  });

  it('stores the JSON form located by cells the same way', async () => {
    const response = await fetch(base, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        device_id: '123456',
        location: {
          timestamp: '2013-08-22T13:20:00.000Z',
          network: {
            cellTowers: [
              { mobileCountryCode: 257, mobileNetworkCode: 2, locationAreaCode: 16, cellId: 2224 },
            ],
          },
          battery: { level: 0.4, is_charging: false },
        },
      }),
    });
    expect(response.status).toBe(200);
    const report = (await positions()).find((position) => position.fixTime === '2013-08-22T13:20:00.000Z');
    expect(report).toMatchObject({ valid: false, latitude: 60, longitude: 30 });
    expect(report?.attributes).toMatchObject({
      batteryLevel: 40,
      network: { cellTowers: [{ mcc: 257, mnc: 2, lac: 16, cid: 2224 }] },
    });
  });

  it('answers 400 for a cell it cannot read and stores nothing', async () => {
    const before = (await positions()).length;
    const response = await fetch(`${base}/?id=123456&timestamp=1377177500&cell=257,02,16`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('cell');
    expect(await positions()).toHaveLength(before);
  });
});

import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positions } from '../db/schema';
import { json, startTestServer, type TestServer } from '../test/harness';

let t: TestServer;
let owner: string;
let stranger: string;
let deviceId: number;
const start = new Date('2026-11-20T08:00:00.000Z');
const range = `from=${encodeURIComponent('2026-11-20T07:00:00Z')}&to=${encodeURIComponent('2026-11-20T10:00:00Z')}`;

beforeAll(async () => {
  t = await startTestServer();
  await t.createUser({ email: 'owner@example.com' });
  await t.createUser({ email: 'stranger@example.com' });
  owner = (await t.signIn('owner@example.com')).cookie;
  stranger = (await t.signIn('stranger@example.com')).cookie;
  const created = await t.fetch('/api/devices', {
    method: 'POST',
    cookie: owner,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Truck', uniqueId: 'EXPORT-1' }),
  });
  deviceId = (await json(created)).id;
  await t.server.ctx.db.insert(positions).values(
    [0, 1, 2].map((minute) => ({
      deviceId,
      protocol: 'osmand',
      deviceTime: new Date(start.getTime() + minute * 60_000),
      fixTime: new Date(start.getTime() + minute * 60_000),
      latitude: [27.7, 27.701, 27.702][minute] ?? 0,
      longitude: [85.3, 85.301, 85.302][minute] ?? 0,
      speed: 10,
      address: minute === 1 ? '=HYPERLINK("http://evil")' : null,
      attributes: { ignition: true },
    })),
  );
});
afterAll(() => t.close());

describe('route export (/api/positions/{csv,gpx,kml,kmz})', () => {
  it("writes a device's route as CSV with Traccar's columns, formulas disarmed", async () => {
    const response = await t.fetch(`/api/positions/csv?deviceId=${deviceId}&${range}`, { cookie: owner });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const lines = (await response.text()).trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'id,deviceId,protocol,serverTime,deviceTime,fixTime,valid,latitude,longitude,altitude,speed,course,address,accuracy,ignition',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(',2026-11-20T08:00:00.000Z,');
    expect(lines[2]).toContain(`'=HYPERLINK`);
  });

  it('writes GPX track points and KML coordinates in order', async () => {
    const gpx = await t.fetch(`/api/positions/gpx?deviceId=${deviceId}&${range}`, { cookie: owner });
    expect(gpx.headers.get('content-type')).toContain('application/gpx+xml');
    const track = await gpx.text();
    expect(track).toContain('<gpx');
    expect(track.match(/<trkpt /g)).toHaveLength(3);
    expect(track).toContain(
      '<trkpt lat="27.7" lon="85.3"><ele>0</ele><time>2026-11-20T08:00:00.000Z</time></trkpt>',
    );

    const kml = await t.fetch(`/api/positions/kml?deviceId=${deviceId}&${range}`, { cookie: owner });
    expect(kml.headers.get('content-type')).toContain('application/vnd.google-earth.kml+xml');
    expect(await kml.text()).toContain('<coordinates>85.3,27.7 85.301,27.701 85.302,27.702</coordinates>');
  });

  it('packs the KML in a KMZ archive', async () => {
    const kmz = await t.fetch(`/api/positions/kmz?deviceId=${deviceId}&${range}`, { cookie: owner });
    expect(kmz.headers.get('content-type')).toContain('application/vnd.google-earth.kmz');
    const zip = await JSZip.loadAsync(Buffer.from(await kmz.arrayBuffer()));
    expect(await zip.file('doc.kml')?.async('string')).toContain('<coordinates>85.3,27.7');
  });

  it("refuses another user's device (404), a missing range (400) and no session (401)", async () => {
    for (const format of ['csv', 'gpx', 'kml', 'kmz']) {
      const path = `/api/positions/${format}?deviceId=${deviceId}&${range}`;
      expect((await t.fetch(path, { cookie: stranger })).status).toBe(404);
      expect((await t.fetch(path)).status).toBe(401);
      expect((await t.fetch(`/api/positions/${format}?deviceId=${deviceId}`, { cookie: owner })).status).toBe(
        400,
      );
    }
  });
});

describe('time zones (/api/server/timezones)', () => {
  it('lists IANA time zone names', async () => {
    const response = await t.fetch('/api/server/timezones', { cookie: owner });
    expect(response.status).toBe(200);
    const zones = await json(response);
    expect(zones).toContain('Asia/Kathmandu');
    expect(zones).toContain('UTC');
  });
});

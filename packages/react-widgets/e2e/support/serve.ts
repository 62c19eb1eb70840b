// Starts what the browser tests talk to: the real Fleetkit server (in-memory database, free port) and
// the test page built by Vite and served by `vite preview` on another free port, which forwards
// /api and /api2 to the server so the page and the server share one origin (session cookies).
// Prints one line `READY {"pageUrl":…,"serverUrl":…}` and runs until it is sent SIGTERM.
import { fileURLToPath } from 'node:url';
import { DriveScript, events, positions, startTestServer, type TestServer } from '@fleetkit/test-server';
import { build, preview } from 'vite';
import { runServeChild, type Served } from '../../../../scripts/e2e/serveChild';
import { pageConfig } from './pageConfig';

export const E2E_USER = { email: 'map@example.com', name: 'Map Owner' };
/** The day of the seeded history (local time of this machine, as the browser's). */
export const HISTORY_DAY = '2026-03-10';

/**
 * Stores one scripted day of a vehicle of the test user, a fix a minute: parked, three drives at 20,
 * 25 and 30 km/h with stops between them, a critical alarm (powerCut) on the first drive, a geofence
 * enter and exit around the second stop, and an ignition event (no trip point). Returns its id.
 */
async function seedHistory(fleet: TestServer): Promise<number> {
  const { client } = await fleet.signIn(E2E_USER.email);
  const deviceId = (await client.devices.create({ name: 'History truck', uniqueId: 'E2E-HIST-1' })).id;
  const MINUTE = 60_000;
  const drive = new DriveScript({ deviceId, start: new Date(`${HISTORY_DAY}T06:00:00`), intervalMs: MINUTE })
    .park(30 * MINUTE, { address: 'Home yard' })
    .drive(10_000, 30 * MINUTE)
    .park(20 * MINUTE, { address: 'Depot' })
    .drive(5000, 12 * MINUTE)
    .park(15 * MINUTE, { address: 'Market' })
    .drive(3000, 6 * MINUTE)
    .park(30 * MINUTE);
  const db = fleet.server.ctx.db;
  // One row a minute: row n is minute n of the day's script.
  const rows = await db.insert(positions).values(drive.positions()).returning({ id: positions.id });
  const at = (minute: number) => rows[minute]?.id ?? null;
  const time = (minute: number) => new Date(Date.parse(`${HISTORY_DAY}T06:00:00`) + minute * MINUTE);
  await db.insert(events).values([
    { type: 'ignitionOn', deviceId, eventTime: time(30), positionId: at(30) },
    { type: 'alarm', deviceId, eventTime: time(45), positionId: at(45), attributes: { alarm: 'powerCut' } },
    { type: 'geofenceEnter', deviceId, eventTime: time(62), positionId: at(62) },
    { type: 'geofenceExit', deviceId, eventTime: time(79), positionId: at(79) },
  ]);
  return deviceId;
}

async function main(): Promise<Served> {
  const fleet = await startTestServer();
  await fleet.createUser({ email: E2E_USER.email, name: E2E_USER.name });
  const historyDeviceId = await seedHistory(fleet);
  const root = fileURLToPath(new URL('../page', import.meta.url));
  const config = pageConfig(root, fleet.url);
  await build({ ...config, logLevel: 'warn' });
  const server = await preview({ ...config, logLevel: 'warn' });
  const pageUrl = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!pageUrl) throw new Error('vite preview did not report its URL');
  const ready = {
    pageUrl,
    serverUrl: fleet.url,
    email: E2E_USER.email,
    historyDeviceId,
    historyDay: HISTORY_DAY,
  };
  return {
    ready,
    close: async () => {
      await server.close();
      await fleet.close();
    },
  };
}

runServeChild(main);

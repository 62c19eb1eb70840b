// What the compatibility test talks to: the real Fleetkit server (in-memory database, free port, the
// OsmAnd gateway that Traccar Client and the emulator post to on a free port) with one administrator
// and one vehicle that drove during the last hour and raised an SOS alarm. Prints `READY {...}` and runs
// until SIGTERM.
import { request } from 'node:http';
import { startTestServer, TEST_PASSWORD } from '@fleetkit/test-server';
import { runServeChild, type Served } from '../../../../scripts/e2e/serveChild';

/** One OsmAnd fix in the query form, as Traccar Client and the OsmAnd app post it. */
function sendFix(port: number, fields: Record<string, string>): Promise<number> {
  const query = new URLSearchParams(fields);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: `/?${query}`, method: 'POST', agent: false },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function main(): Promise<Served> {
  // A public URL, as a production server has: password-reset links are built on it.
  const fleet = await startTestServer({ publicUrl: 'https://fleet.example' }, { devices: ['osmand'] });
  const osmandPort = fleet.port('osmand');
  const email = 'compat-admin@example.com';
  await fleet.createUser({ email, name: 'Compat Admin', administrator: true });
  const { cookie } = await fleet.signIn(email);
  const created = await fleet.fetch('/api/devices', {
    method: 'POST',
    cookie,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Compat Truck', uniqueId: 'COMPAT-TRUCK-1' }),
  });
  if (!created.ok)
    throw new Error(`creating the vehicle answered ${created.status}: ${await created.text()}`);
  const device = (await created.json()) as { id: number; uniqueId: string };

  // A drive over the last hour, 5 minutes apart: moving, then parked, then an SOS alarm.
  const start = Math.floor(Date.now() / 1000) - 60 * 60;
  for (let i = 0; i < 12; i += 1) {
    const moving = i < 7;
    const status = await sendFix(osmandPort, {
      id: device.uniqueId,
      lat: String(27.7 + (moving ? i : 6) * 0.01),
      lon: String(85.3 + (moving ? i : 6) * 0.01),
      timestamp: String(start + i * 300),
      speed: moving ? '20' : '0',
      bearing: '45',
      altitude: '1300',
      accuracy: '5',
      batt: '87',
      ...(i === 11 ? { alarm: 'sos' } : {}),
    });
    if (status !== 200) throw new Error(`the OsmAnd gateway answered ${status}`);
  }

  return {
    ready: {
      url: fleet.url,
      osmandPort,
      email,
      password: TEST_PASSWORD,
      deviceId: device.id,
      uniqueId: device.uniqueId,
    },
    close: () => fleet.close(),
  };
}

runServeChild(main);

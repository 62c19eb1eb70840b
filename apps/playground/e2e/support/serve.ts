// What the playground's browser tests talk to: the real Fleetkit server (in-memory database, free
// port, OsmAnd gateway on a free port, the web component's bundle under /embed/) with one owner and
// one vehicle that has reported, and the playground built by Vite and served by `vite preview`, which
// forwards /api, /api2 and /embed to the server. Prints `READY {...}` and runs until SIGTERM.
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { startTestServer, TEST_PASSWORD } from '@fleetkit/test-server';
import { build, preview } from 'vite';
import { runServeChild, type Served } from '../../../../scripts/e2e/serveChild';

const root = fileURLToPath(new URL('../..', import.meta.url));
const embedDir = fileURLToPath(new URL('../../../../packages/web-component/dist/embed/', import.meta.url));

function sendFix(port: number, uniqueId: string, latitude: number, longitude: number): Promise<number> {
  const query = new URLSearchParams({
    id: uniqueId,
    lat: String(latitude),
    lon: String(longitude),
    timestamp: String(Math.floor(Date.now() / 1000)),
    speed: '15',
  });
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
  const fleet = await startTestServer({ embedDir }, { devices: ['osmand'] });
  const osmandPort = fleet.port('osmand');
  const email = 'playground@example.com';
  await fleet.createUser({ email, name: 'Playground Owner' });
  const { client } = await fleet.signIn(email);
  const vehicle = await client.devices.create({ name: 'Playground Truck', uniqueId: 'PLAYGROUND-1' });
  const status = await sendFix(osmandPort, vehicle.uniqueId, 27.7172, 85.324);
  if (status !== 200) throw new Error(`the OsmAnd gateway answered ${status}`);

  process.env.FLEETKIT_API_URL = fleet.url;
  const config = { root, configFile: `${root}vite.config.ts`, logLevel: 'warn' as const };
  await build({ ...config, build: { outDir: `${root}e2e/.dist`, emptyOutDir: true } });
  const server = await preview({
    ...config,
    build: { outDir: `${root}e2e/.dist` },
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  const pageUrl = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!pageUrl) throw new Error('vite preview did not report its URL');
  return {
    ready: { pageUrl, serverUrl: fleet.url, email, password: TEST_PASSWORD, vehicleId: vehicle.id },
    close: async () => {
      await server.close();
      await fleet.close();
    },
  };
}

runServeChild(main);

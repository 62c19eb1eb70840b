import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';

const here = dirname(fileURLToPath(import.meta.url));
// FLEETKIT_PORTAL_DIST points the tests at another build of the portal (e.g. `vite build --outDir …`).
export const portalDist = resolve(process.env.FLEETKIT_PORTAL_DIST ?? resolve(here, '../dist'));
export const serverCli = resolve(here, '../../server/dist/cli.js');

/** A TCP port free right now on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/** Waits until the server answers, within two minutes, and fails at once if its process exits. */
export async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
  const exited = new Promise<never>((_, fail) =>
    child.once('exit', (code) => fail(new Error(`The server exited with code ${code} before answering`))),
  );
  await Promise.race([
    expect(async () => {
      // Fetch throws while nothing listens yet; toPass tries again.
      const response = await fetch(`${url}/api2/account/options`);
      expect(response.ok, `the server at ${url} answering`).toBe(true);
    }).toPass({ timeout: 120_000, intervals: [200] }),
    exited,
  ]);
}

/** The tracker protocols the shared server's tests drive, each given a port of its own. */
export const DRIVEN_PROTOCOLS = ['gt06', 'teltonika', 'h02', 'osmand'] as const;

/** The tracker protocols no portal test drives: their Traccar ports may be taken on the machine. */
export const UNDRIVEN_PROTOCOLS = [
  'huabao',
  'wialon',
  'ruptela',
  'gps103',
  'tk103',
  'queclink',
  'suntech',
  'meitrack',
] as const;

/** Server options that keep the given protocols' listeners off. */
export const portsOff = (protocols: readonly string[]) => protocols.map((protocol) => `--${protocol}-port=0`);

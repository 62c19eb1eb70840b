import { type ChildProcess, spawn } from 'node:child_process';
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
      // Bounded: a program holding the port may accept and never answer.
      const response = await fetch(`${url}/api2/account/options`, { signal: AbortSignal.timeout(2_000) });
      expect(response.ok, `the server at ${url} answering`).toBe(true);
    }).toPass({ timeout: 120_000, intervals: [200] }),
    exited,
  ]);
}

/** Attempts on fresh ports when a picked port was taken before the server bound it. */
const PORT_ATTEMPTS = 3;

/** A started server: its process, address and the ports it was given. */
export interface StartedServer {
  child: ChildProcess;
  url: string;
  /** The device gateway's ports, in the order asked. */
  gatewayPorts: number[];
}

/**
 * Starts the server's build (`start` and `args`, then the options `portOptions` gives for its ports)
 * on ports free now, with `gatewayCount` device gateway ports, and waits until it answers. A port
 * picked before the server binds it can be taken by another program meanwhile: the server then exits
 * with EADDRINUSE, and it is started again on fresh ports. Its output goes to this process's, and to
 * `onOutput` (standard output only) for every attempt.
 */
export async function startServer(
  args: string[],
  gatewayCount: number,
  portOptions: (port: number, gatewayPorts: number[]) => string[],
  onOutput: (chunk: Buffer) => void = () => {},
): Promise<StartedServer> {
  // The server runs its own build: none of the test runner's resolution conditions apply to it.
  const env = { ...process.env, NODE_OPTIONS: '' };
  for (let attempt = 1; ; attempt++) {
    // check-tests-ignore: a child process is told its ports (its command line has no "any port" for the gateway)
    const port = await freePort();
    const gatewayPorts = await Promise.all(Array.from({ length: gatewayCount }, () => freePort())); // check-tests-ignore: the same child process
    const child = spawn(process.execPath, [serverCli, 'start', ...args, ...portOptions(port, gatewayPorts)], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env,
    });
    const closed = new Promise((done) => child.once('close', done));
    let errors = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      onOutput(chunk);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      errors = (errors + chunk.toString('utf8')).slice(-4_000);
    });
    const url = `http://127.0.0.1:${port}`;
    try {
      await waitForServer(url, child);
      return { child, url, gatewayPorts };
    } catch (error) {
      const exited = child.exitCode !== null;
      child.kill('SIGKILL');
      await closed;
      if (exited && errors.includes('EADDRINUSE') && attempt < PORT_ATTEMPTS) continue;
      throw error;
    }
  }
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

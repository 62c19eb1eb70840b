import { type ChildProcess, spawn } from 'node:child_process';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, vi } from 'vitest';
import { freePort } from './harness';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Every device port but GT06's is off in a server process of the tests. */
const OTHER_DEVICE_PORTS_OFF = Object.fromEntries(
  [
    'TELTONIKA',
    'H02',
    'OSMAND',
    'HUABAO',
    'WIALON',
    'RUPTELA',
    'GPS103',
    'TK103',
    'QUECLINK',
    'SUNTECH',
    'MEITRACK',
  ].map((protocol) => [`FLEETKIT_${protocol}_PORT`, '0']),
);

/** How much of a process's latest output a failure quotes. */
const OUTPUT_KEPT = 8_000;
/** How long one look at `/ready` waits for an answer (another program may hold the port and not answer). */
const ANSWER_MS = 2_000;
/** Attempts on fresh ports when a picked port was taken before the process bound it. */
const PORT_ATTEMPTS = 3;

/** Runs the command-line server (`src/cli.ts`) from source with `args`; its output goes to this process's. */
export function cli(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(
    process.execPath,
    ['--conditions=@fleetkit/source', '--import', 'tsx', 'src/cli.ts', ...args],
    { cwd: serverRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.pipe(process.stdout, { end: false });
  child.stderr?.pipe(process.stderr, { end: false });
  return child;
}

/** Resolves with a process's exit code once it exits. */
export function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** A `fleetkit-server start` in a child process, ready: `/ready` answers 200 and its GT06 port accepts. */
export interface ServerProcess {
  readonly process: ChildProcess;
  readonly url: string;
  readonly port: number;
  readonly gt06Port: number;
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * Starts the command-line server on the ports given, or on ports free now, and waits until it is ready
 * (a deadline longer than the project's: the process compiles the server from source first). Fails at
 * once, quoting the process's output, when it exits before. A port picked before the process binds it
 * can be taken by another process in between (`freePort`): then it starts again on fresh ports.
 */
export async function startServerProcess(
  name: string,
  env: NodeJS.ProcessEnv,
  options: { ports?: { port: number; gt06Port: number }; started?: (child: ChildProcess) => void } = {},
): Promise<ServerProcess> {
  let ports = options.ports;
  for (let attempt = 1; ; attempt++) {
    // check-tests-ignore: a child process is told its ports (its command line has no "any port" for the gateway)
    const port = ports?.port ?? (await freePort());
    const gt06Port = ports?.gt06Port ?? (await freePort()); // check-tests-ignore: the same child process
    const child = cli(['start'], {
      ...OTHER_DEVICE_PORTS_OFF,
      FLEETKIT_HOST: '127.0.0.1',
      FLEETKIT_LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
      FLEETKIT_GT06_PORT: String(gt06Port),
    });
    options.started?.(child);
    const closed = new Promise((resolve) => child.once('close', resolve));
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const server: ServerProcess = {
      process: child,
      url: `http://127.0.0.1:${port}`,
      port,
      gt06Port,
    };
    // vi.waitFor, not expect.poll: this also runs in hooks. It stops waiting once the process exits.
    const exited = await vi
      .waitFor(
        async () => {
          if (child.exitCode !== null || child.signalCode !== null) return true;
          const status = (await accepts(gt06Port))
            ? ((
                await fetch(`${server.url}/ready`, { signal: AbortSignal.timeout(ANSWER_MS) }).catch(
                  () => null,
                )
              )?.status ?? 'no answer')
            : `GT06 port ${gt06Port} not accepting`;
          expect(status, `server ${name} ready at ${server.url}`).toBe(200);
          return false;
        },
        { timeout: 120_000, interval: 50 },
      )
      .catch((error: Error) => {
        throw new Error(`${error.message}\nIts output:\n${output}`, { cause: error });
      });
    if (!exited) return server;
    await closed;
    if (output.includes('EADDRINUSE') && attempt < PORT_ATTEMPTS) {
      ports = undefined;
      continue;
    }
    throw new Error(
      `server ${name} exited with code ${child.exitCode} before it was ready. Its output:\n${output}`,
    );
  }
}

import { type ChildProcess, spawn } from 'node:child_process';

/**
 * The two sides of a browser-test server. A Playwright global setup starts a `serve.ts` script (the
 * real server and whatever site the tests open) with `startServeChild`; the script runs its `main`
 * with `runServeChild`, which prints one `READY {json}` line and keeps it up until SIGTERM.
 */

/** What a serve script's `main` started: what the tests need, and how to close it. */
export interface Served {
  ready: unknown;
  close(): Promise<void> | void;
}

/**
 * Starts a serve script in a child process and waits for its `READY` line. The JSON is returned and,
 * with `envName`, put in that environment variable for the test workers; `stop` ends the child.
 * @example const { stop } = await startServeChild(fileURLToPath(new URL('./serve.ts', import.meta.url)), 'FLEET_WC_E2E');
 */
export async function startServeChild<T>(
  script: string,
  envName?: string,
): Promise<{ environment: T; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=@fleetkit/source', '--import', 'tsx', script],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const ready = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((l) => l.startsWith('READY '));
      if (line) resolve(line.slice('READY '.length));
    });
    child.on('exit', (code) => reject(new Error(`The test server exited with code ${code}`)));
  });
  if (envName) process.env[envName] = ready;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return { environment: JSON.parse(ready) as T, stop };
}

/** The serve script's side: runs `main`, announces what it started, and closes it on SIGTERM or SIGINT. */
export function runServeChild(main: () => Promise<Served>): void {
  main().then(
    (served) => {
      process.stdout.write(`READY ${JSON.stringify(served.ready)}\n`);
      const stop = async () => {
        await served.close();
        process.exit(0);
      };
      process.on('SIGTERM', () => void stop());
      process.on('SIGINT', () => void stop());
    },
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}

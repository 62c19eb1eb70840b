import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

let child: ChildProcess | undefined;

/** What `serve.ts` started, handed to the tests through the environment. */
export interface E2eEnvironment {
  pageUrl: string;
  serverUrl: string;
  vehicleId: number;
  email: string;
  password: string;
}

/**
 * Starts `serve.ts` in a child process (the real server and the built playground) and hands its
 * addresses to the tests. The web component must be built (its bundle serves the plain-HTML page). Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const bundle = fileURLToPath(
    new URL('../../../../packages/web-component/dist/embed/fleetkit.js', import.meta.url),
  );
  if (!existsSync(bundle)) {
    throw new Error(
      'The script-tag bundle is not built: run `pnpm --filter @fleetkit/web-component build` first.',
    );
  }
  const script = fileURLToPath(new URL('./serve.ts', import.meta.url));
  const started = spawn(process.execPath, ['--conditions=@fleetkit/source', '--import', 'tsx', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child = started;
  const ready = await new Promise<E2eEnvironment>((resolve, reject) => {
    let buffer = '';
    started.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((l) => l.startsWith('READY '));
      if (line) resolve(JSON.parse(line.slice('READY '.length)));
    });
    started.on('exit', (code) => reject(new Error(`The test server exited with code ${code}`)));
  });
  process.env.FLEET_PLAYGROUND_E2E = JSON.stringify(ready);
  return async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
}

import { type ChildProcess, spawn } from 'node:child_process';

/**
 * A Playwright global setup's common part: runs a `serve.ts` script (the real server and whatever site
 * the tests open) in a child process, waits for its one `READY {json}` line, puts that JSON in the
 * environment variable `envName` for the test workers, and returns the teardown that stops the child.
 * @example return startServeChild(fileURLToPath(new URL('./serve.ts', import.meta.url)), 'FLEET_WC_E2E');
 */
export async function startServeChild(script: string, envName: string): Promise<() => Promise<void>> {
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
  process.env[envName] = ready;
  return async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
}

import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

let child: ChildProcess | undefined;

/**
 * Starts `serve.ts` in a child process (the real server and the built test page) and hands its URLs
 * to the tests through the environment. Returns the teardown that stops it.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const script = fileURLToPath(new URL('./serve.ts', import.meta.url));
  const started = spawn(process.execPath, ['--conditions=@fleetkit/source', '--import', 'tsx', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child = started;
  const ready = await new Promise<{
    pageUrl: string;
    serverUrl: string;
    email: string;
    historyDeviceId: number;
    historyDay: string;
  }>((resolve, reject) => {
    let buffer = '';
    started.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((l) => l.startsWith('READY '));
      if (line) resolve(JSON.parse(line.slice('READY '.length)));
    });
    started.on('exit', (code) => reject(new Error(`The test server exited with code ${code}`)));
  });
  process.env.FLEET_E2E_PAGE_URL = ready.pageUrl;
  process.env.FLEET_E2E_SERVER_URL = ready.serverUrl;
  process.env.FLEET_E2E_EMAIL = ready.email;
  process.env.FLEET_E2E_HISTORY_DEVICE = String(ready.historyDeviceId);
  process.env.FLEET_E2E_HISTORY_DAY = ready.historyDay;
  return async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
}

import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listenOnAnyPort } from './harness';
import { exitOf, startServerProcess } from './serverProcess';

const dataDir = mkdtempSync(join(tmpdir(), 'fleetkit-process-'));
const children: ChildProcess[] = [];
const started = (child: ChildProcess) => children.push(child);
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await Promise.all(children.map(exitOf));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a server process of the tests', () => {
  it('starts again on fresh ports when a port it was given is taken', async () => {
    // Another program's port: it accepts connections and closes them.
    const taken = createServer((socket) => socket.destroy());
    const takenPort = await listenOnAnyPort(taken);
    try {
      const server = await startServerProcess(
        'on a taken port',
        { DATABASE_URL: '', FLEETKIT_DATA_DIR: dataDir },
        { ports: { port: takenPort, gt06Port: takenPort }, started },
      );
      expect(server.port).not.toBe(takenPort);
      expect(server.gt06Port).not.toBe(takenPort);
      expect(children.length).toBe(2);
      expect((await fetch(`${server.url}/ready`)).status).toBe(200);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it('fails at once with the output of a process that exits before it is ready', async () => {
    const failed = startServerProcess(
      'misconfigured',
      { DATABASE_URL: '', FLEETKIT_DATA_DIR: dataDir, FLEETKIT_LOG_LEVEL: 'loud' },
      { started },
    );
    await expect(failed).rejects.toThrow(
      /server misconfigured exited with code 2 before it was ready[\s\S]*LOG_LEVEL/,
    );
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestServer, type TestServer } from '../test/harness';

const PARTNER = 'http://partner.example';
let t: TestServer;
let bare: TestServer;
let embedDir: string;
let emptyDir: string;

beforeAll(async () => {
  embedDir = mkdtempSync(join(tmpdir(), 'fleetkit-embed-'));
  emptyDir = mkdtempSync(join(tmpdir(), 'fleetkit-embed-empty-'));
  writeFileSync(join(embedDir, 'fleetkit.js'), 'export const entry = 1;');
  writeFileSync(join(embedDir, 'fleetkit-maplibre-gl-ABC123.js'), 'export const chunk = 2;');
  writeFileSync(join(embedDir, 'maplibre-gl-worker.mjs'), 'self.onmessage = () => {};');
  writeFileSync(join(embedDir, 'notes.txt'), 'not served');
  t = await startTestServer({ embedDir, embedOrigins: [PARTNER] });
  bare = await startTestServer({ embedDir: emptyDir });
});
afterAll(async () => {
  await t.close();
  await bare.close();
  rmSync(embedDir, { recursive: true, force: true });
  rmSync(emptyDir, { recursive: true, force: true });
});

describe('/embed/', () => {
  it('serves the script-tag bundle to any page as JavaScript, revalidated on every load', async () => {
    const response = await t.fetch('/embed/fleetkit.js', { headers: { Origin: 'https://any.example' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe('export const entry = 1;');
  });

  it('caches hashed chunks for a year and serves maplibre’s worker beside the bundle', async () => {
    const chunk = await t.fetch('/embed/fleetkit-maplibre-gl-ABC123.js');
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const worker = await t.fetch('/embed/maplibre-gl-worker.mjs');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^text\/javascript/);
  });

  it('serves nothing but scripts of the bundle folder', async () => {
    expect((await t.fetch('/embed/notes.txt')).status).toBe(404);
    expect((await t.fetch('/embed/missing.js')).status).toBe(404);
    expect((await t.fetch('/embed/..%2fpackage.json')).status).toBe(404);
    expect((await t.fetch('/embed/../../package.json')).status).not.toBe(200);
  });

  it('says how to build the bundle when it is missing', async () => {
    const response = await bare.fetch('/embed/fleetkit.js');
    expect(response.status).toBe(404);
    expect((await json(response)).error.message).toContain('pnpm --filter @fleetkit/web-component build');
  });
});

describe('embedding origins', () => {
  it('lets an allowed origin call the token-based APIs across sites, and no other origin', async () => {
    await t.createUser({ email: 'embed@example.com' });
    const { client } = await t.signIn('embed@example.com');
    const device = await client.devices.create({ name: 'Embedded truck', uniqueId: 'EMBED-1' });
    const token = await client.devices.share(device.id, new Date(Date.now() + 86_400_000));

    const preflight = await t.fetch('/api/devices', {
      method: 'OPTIONS',
      headers: { Origin: PARTNER, 'Access-Control-Request-Headers': 'authorization' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);

    const allowed = await t.fetch('/api/devices', {
      headers: { Origin: PARTNER, Authorization: `Bearer ${token}` },
    });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect((await json(allowed)).map((d: { id: number }) => d.id)).toEqual([device.id]);
    expect(allowed.headers.get('content-security-policy')).toContain(`frame-ancestors 'self' ${PARTNER}`);

    const other = await t.fetch('/api/devices', {
      headers: { Origin: 'https://elsewhere.example', Authorization: `Bearer ${token}` },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const otherPreflight = await t.fetch('/api/devices', {
      method: 'OPTIONS',
      headers: { Origin: 'https://elsewhere.example' },
    });
    expect(otherPreflight.status).toBe(404);
  });
});

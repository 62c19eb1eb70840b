import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from './harness';
import {
  renderTable,
  TABLE_END,
  TABLE_START,
  TRACCAR_ENDPOINTS,
  type TraccarEndpoint,
  tableRows,
  traccarName,
} from './traccarEndpoints';

/**
 * docs/traccar-compatibility.md's table of Traccar's endpoints is true: it is the list in
 * `traccarEndpoints.ts`; every endpoint listed as served has a route, and an administrator's plain GET
 * of it answers 2xx; every one listed as not supported has no route or one that refuses with the reason
 * the table gives; and every `/api` route is in the list. `UPDATE_TRACCAR_TABLE=1` rewrites the doc's
 * table from the list.
 */

const DOC = new URL('../../../../docs/traccar-compatibility.md', import.meta.url);

/** A route pattern with its parameter names dropped: `/api/devices/:id` and `/api/devices/:deviceId` match. */
const shape = (path: string) => path.replace(/:\w+/g, ':');
const keyOf = (method: string, path: string) => `${method} ${shape(path)}`;

/** The table between the markers, as rows of trimmed cells (header and rule left out). */
function docRows(doc: string): string[][] {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`the doc has no ${TABLE_START} … ${TABLE_END} section`);
  return doc
    .slice(start + TABLE_START.length, end)
    .split('\n')
    .filter((line) => line.trim().startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .trim()
        .replace(/^\||\|$/g, '')
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
}

describe('the Traccar endpoint list', () => {
  it('names each endpoint once, with a note for every difference and refusal', () => {
    const seen = new Map<string, string>();
    for (const endpoint of TRACCAR_ENDPOINTS) {
      const key = keyOf(endpoint.method, endpoint.path);
      expect(seen.get(key), `${traccarName(endpoint)} is listed twice`).toBeUndefined();
      seen.set(key, traccarName(endpoint));
      if (endpoint.status !== 'same')
        expect(endpoint.note.trim(), `${traccarName(endpoint)} needs a note`).not.toBe('');
    }
  });

  it('is the table of docs/traccar-compatibility.md', () => {
    let doc = readFileSync(DOC, 'utf8');
    if (process.env.UPDATE_TRACCAR_TABLE === '1') {
      const start = doc.indexOf(TABLE_START);
      const end = doc.indexOf(TABLE_END);
      expect(start, `the doc needs ${TABLE_START} and ${TABLE_END}`).toBeGreaterThanOrEqual(0);
      doc = `${doc.slice(0, start + TABLE_START.length)}\n\n${renderTable()}\n\n${doc.slice(end)}`;
      writeFileSync(DOC, doc);
    }
    expect(
      docRows(doc),
      'docs/traccar-compatibility.md differs from traccarEndpoints.ts: rerun this test with UPDATE_TRACCAR_TABLE=1',
    ).toEqual(tableRows());
  });
});

describe('the server against the Traccar endpoint list', async () => {
  const t = await startTestServer();
  afterAll(() => t.close());

  const routes = t.server.routes.filter((r) => r.url === '/api' || r.url.startsWith('/api/'));
  const routed = new Set(routes.map((r) => keyOf(r.method, r.url)));
  const listed = new Map(TRACCAR_ENDPOINTS.map((e) => [keyOf(e.method, e.path), e]));

  await t.createUser({ email: 'compat-admin@example.com', administrator: true });
  const { cookie } = await t.signIn('compat-admin@example.com');
  const created = async (path: string, body: object) => {
    const response = await t.fetch(path, {
      method: 'POST',
      cookie,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { id: number }).id;
  };
  const groupId = await created('/api/groups', { name: 'Compat group' });
  const deviceId = await created('/api/devices', { name: 'Compat van', uniqueId: '880011', groupId });
  const to = new Date();
  const from = new Date(to.getTime() - 24 * 3600_000);
  const fill = (query: string) =>
    query
      .replace('{deviceId}', String(deviceId))
      .replace('{groupId}', String(groupId))
      .replace('{from}', encodeURIComponent(from.toISOString()))
      .replace('{to}', encodeURIComponent(to.toISOString()));

  /** At most four requests at once: the machine's cores are shared. */
  let running = 0;
  const waiting: (() => void)[] = [];
  async function limited<T>(task: () => Promise<T>): Promise<T> {
    if (running >= 4) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  }
  const send = (endpoint: TraccarEndpoint, query = '') =>
    limited(async () => {
      const path = endpoint.path.replace(/:\w+/g, '1');
      const response = await t.fetch(`${path}${query ? `?${query}` : ''}`, {
        method: endpoint.method,
        cookie,
        ...(endpoint.method === 'GET' || endpoint.method === 'DELETE'
          ? {}
          : { headers: { 'Content-Type': 'application/json' }, body: '{}' }),
      });
      return { status: response.status, text: await response.text() };
    });

  const served = TRACCAR_ENDPOINTS.filter((e) => e.status !== 'not supported');
  const probed = served.filter((e) => e.method === 'GET' && !e.path.includes(':') && e.probe !== false);
  const refusedWithRoute = TRACCAR_ENDPOINTS.filter(
    (e) => e.status === 'not supported' && routed.has(keyOf(e.method, e.path)),
  );
  // Every request starts now, in parallel (within the limit); each test awaits its own.
  const probes = new Map(probed.map((e) => [e, send(e, fill(typeof e.probe === 'string' ? e.probe : ''))]));
  const refusals = new Map(refusedWithRoute.map((e) => [e, send(e)]));

  it.each(served.map((e) => [traccarName(e), e] as const))('%s has a route', (_name, endpoint) => {
    expect(
      routed.has(keyOf(endpoint.method, endpoint.path)),
      `${traccarName(endpoint)} is listed as ${endpoint.status} but the server has no such route`,
    ).toBe(true);
  });

  it.each(probed.map((e) => [traccarName(e), e] as const))(
    "%s answers an administrator's request with 2xx",
    async (_name, endpoint) => {
      const answer = await probes.get(endpoint);
      expect(
        answer?.status,
        `${traccarName(endpoint)}: ${answer?.text.slice(0, 200)}`,
      ).toBeGreaterThanOrEqual(200);
      expect(answer?.status, `${traccarName(endpoint)}: ${answer?.text.slice(0, 200)}`).toBeLessThan(300);
    },
  );

  it.each(refusedWithRoute.map((e) => [traccarName(e), e] as const))(
    '%s, not supported, refuses with the reason the table gives',
    async (_name, endpoint) => {
      const answer = await refusals.get(endpoint);
      expect([404, 501], `${traccarName(endpoint)} answered ${answer?.status}: ${answer?.text}`).toContain(
        answer?.status,
      );
      expect(answer?.text, 'a refusal says why').not.toBe('');
      expect(endpoint.note, `the note of ${traccarName(endpoint)} quotes the refusal`).toContain(
        answer?.text,
      );
    },
  );

  it('lists every /api route of the server', () => {
    const unlisted = routes
      .filter((r) => !listed.has(keyOf(r.method, r.url)))
      .map((r) => `${r.method} ${r.url}`);
    expect(unlisted, 'classify these routes in src/test/traccarEndpoints.ts').toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

/**
 * The size limits of docs/security.md (size limits), route by route: a text one character over its maximum
 * and attributes over 16 KiB, 128 keys or 4 levels are refused with a 400 naming the field, and nothing
 * is stored; the maximum itself is accepted.
 */

let t: TestServer;
let owner: string;
let admin: string;
let ownerId: number;
let deviceId: number;

async function call(method: string, path: string, body?: unknown, cookie = owner) {
  const response = await t.fetch(path, {
    method,
    cookie,
    ...(body === undefined
      ? {}
      : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const text = await response.text();
  // Traccar's API answers errors with their message as plain text.
  const plain = !response.ok && !response.headers.get('content-type')?.includes('json');
  return {
    status: response.status,
    body: (plain ? { error: { message: text } } : text ? JSON.parse(text) : {}) as Record<string, unknown> & {
      error?: { message: string; details?: { field: string; message: string }[] };
    },
  };
}

let serial = 0;
/** A text of exactly `length` characters, different each time (identifiers must be unique). */
const textOf = (length: number) => `${++serial}-`.padEnd(length, 'x');

interface LimitedRoute {
  name: string;
  method: string;
  path: () => string;
  valid: () => Record<string, unknown>;
  /** Text fields and their maximum; `atLimit: false` where the longest value cannot be a valid one. */
  texts: { field: string; max: number; atLimit?: boolean }[];
  /** Whether the body carries `attributes`. */
  attributes: boolean;
  ok?: number[];
  /** Sent by an administrator rather than the fleet owner. */
  byAdmin?: boolean;
}

const ROUTES: LimitedRoute[] = [
  {
    name: 'POST /api/groups',
    method: 'POST',
    path: () => '/api/groups',
    valid: () => ({ name: 'Depot' }),
    texts: [{ field: 'name', max: 128 }],
    attributes: true,
  },
  {
    name: 'POST /api/drivers',
    method: 'POST',
    path: () => '/api/drivers',
    valid: () => ({ name: 'Ram', uniqueId: `DRV-L${++serial}` }),
    texts: [
      { field: 'name', max: 128 },
      { field: 'uniqueId', max: 128 },
    ],
    attributes: true,
  },
  {
    name: 'POST /api/geofences',
    method: 'POST',
    path: () => '/api/geofences',
    valid: () => ({ name: 'Yard', area: 'CIRCLE (27.7172 85.324, 300)' }),
    texts: [
      { field: 'name', max: 128 },
      { field: 'description', max: 4000 },
      { field: 'area', max: 65_536, atLimit: false },
    ],
    attributes: true,
  },
  {
    name: 'POST /api/maintenance',
    method: 'POST',
    path: () => '/api/maintenance',
    valid: () => ({ name: 'Oil', type: 'totalDistance', start: 0, period: 5_000_000 }),
    texts: [
      { field: 'name', max: 128 },
      { field: 'type', max: 128 },
    ],
    attributes: true,
  },
  {
    name: 'POST /api/notifications',
    method: 'POST',
    path: () => '/api/notifications',
    valid: () => ({ type: 'alarm', notificators: 'web' }),
    texts: [
      { field: 'type', max: 128 },
      { field: 'description', max: 4000 },
      { field: 'notificators', max: 128 },
    ],
    attributes: true,
  },
  {
    name: 'POST /api/attributes/computed',
    method: 'POST',
    path: () => '/api/attributes/computed',
    valid: () => ({ description: 'Fuel', attribute: 'fuel', expression: 'io1 * 2', type: 'number' }),
    texts: [
      { field: 'description', max: 4000 },
      { field: 'attribute', max: 128 },
      { field: 'expression', max: 4000 },
    ],
    attributes: false,
  },
  {
    name: 'POST /api/devices',
    method: 'POST',
    path: () => '/api/devices',
    valid: () => ({ name: 'Truck', uniqueId: `LIM-${++serial}` }),
    texts: [
      { field: 'name', max: 128 },
      { field: 'uniqueId', max: 128 },
      { field: 'phone', max: 128 },
      { field: 'model', max: 128 },
      { field: 'contact', max: 512 },
      { field: 'category', max: 128 },
    ],
    attributes: true,
  },
  {
    name: 'PUT /api/devices/:id',
    method: 'PUT',
    path: () => `/api/devices/${deviceId}`,
    valid: () => ({ id: deviceId, name: 'Truck', uniqueId: `LIM-D${deviceId}` }),
    texts: [
      { field: 'name', max: 128 },
      { field: 'contact', max: 512 },
    ],
    attributes: true,
  },
  {
    name: 'PUT /api/users/:id (one’s own)',
    method: 'PUT',
    path: () => `/api/users/${ownerId}`,
    valid: () => ({ id: ownerId, name: 'Owner', email: 'owner@example.com' }),
    texts: [
      { field: 'name', max: 128 },
      { field: 'email', max: 254 },
      { field: 'phone', max: 128 },
      { field: 'map', max: 128 },
      { field: 'coordinateFormat', max: 128 },
      { field: 'poiLayer', max: 2048 },
      // A password change ends the session, so only the refusal is tried here.
      { field: 'password', max: 200, atLimit: false },
    ],
    attributes: true,
  },
  {
    name: 'POST /api2/devices',
    method: 'POST',
    path: () => '/api2/devices',
    valid: () => ({
      name: 'Van 1',
      category: 'van',
      uniqueId: `LIM-V${++serial}`,
      phone: '9800000000',
      contact: '9800000001',
    }),
    texts: [
      { field: 'name', max: 128 },
      { field: 'uniqueId', max: 128 },
      { field: 'phone', max: 128 },
      { field: 'contact', max: 512 },
      { field: 'model', max: 128 },
    ],
    attributes: true,
  },
  {
    name: 'POST /api/commands/send',
    method: 'POST',
    path: () => '/api/commands/send',
    valid: () => ({ deviceId, type: 'custom', attributes: { data: 'STATUS#' } }),
    texts: [
      { field: 'type', max: 128 },
      { field: 'description', max: 4000 },
    ],
    attributes: true,
    ok: [200, 202],
  },
  {
    name: 'PUT /api/server',
    method: 'PUT',
    path: () => '/api/server',
    valid: () => ({ zoom: 5 }),
    texts: [
      { field: 'map', max: 128 },
      { field: 'mapUrl', max: 2048 },
      { field: 'overlayUrl', max: 2048 },
      { field: 'coordinateFormat', max: 128 },
    ],
    attributes: true,
    byAdmin: true,
  },
];

beforeAll(async () => {
  t = await startTestServer();
  ownerId = (await t.createUser({ email: 'owner@example.com' })).id;
  owner = (await t.signIn('owner@example.com')).cookie;
  await t.createUser({ email: 'admin@example.com', administrator: true });
  admin = (await t.signIn('admin@example.com')).cookie;
  deviceId = Number((await call('POST', '/api/devices', { name: 'Mine', uniqueId: 'LIM-MINE' })).body.id);
});
afterAll(() => t.close());

/** Attributes refused for their size, with what the message must say. */
const OVERSIZE_ATTRIBUTES: { what: string; attributes: () => Record<string, unknown>; message: string }[] = [
  {
    what: 'more than 16 KiB',
    attributes: () => ({ notes: 'x'.repeat(16 * 1024) }),
    message: 'attributes: Keep attributes within 16 KB (as JSON)',
  },
  {
    what: 'more than 128 keys',
    attributes: () => Object.fromEntries(Array.from({ length: 129 }, (_, i) => [`k${i}`, i])),
    message: 'attributes: Use at most 128 attribute keys',
  },
  {
    what: 'nested deeper than 4 levels',
    attributes: () => ({ a: { b: { c: { d: { e: 1 } } } } }),
    message: 'attributes: Nest attributes at most 4 levels deep',
  },
  {
    what: 'a key longer than 128 characters',
    attributes: () => ({ ['k'.repeat(129)]: 1 }),
    message: 'attributes: Use attribute keys of at most 128 characters',
  },
];

describe.each(ROUTES)('$name', (route) => {
  const send = (body: Record<string, unknown>) =>
    call(route.method, route.path(), body, route.byAdmin ? admin : owner);

  it.each(route.texts)('limits $field to $max characters', async ({ field, max, atLimit }) => {
    const over = await send({ ...route.valid(), [field]: textOf(max + 1) });
    expect(over.status, JSON.stringify(over.body).slice(0, 300)).toBe(400);
    // The message names the field and the limit on both APIs (only /api2 has the details too).
    expect(over.body.error?.message).toBe(`${field}: Use at most ${max} characters`);
    if (atLimit === false) return;
    const value = textOf(max);
    const at = await send({ ...route.valid(), [field]: value });
    expect(route.ok ?? [200], JSON.stringify(at.body).slice(0, 300)).toContain(at.status);
  });
});

describe.each(ROUTES.filter((route) => route.attributes))('$name', (route) => {
  const send = (body: Record<string, unknown>) =>
    call(route.method, route.path(), body, route.byAdmin ? admin : owner);

  it('refuses oversized attributes and accepts 16 KiB of them', async () => {
    for (const oversize of OVERSIZE_ATTRIBUTES) {
      const response = await send({ ...route.valid(), attributes: oversize.attributes() });
      expect(response.status, oversize.what).toBe(400);
      expect(response.body.error?.message, oversize.what).toBe(oversize.message);
    }
    const full = { notes: 'x'.repeat(16 * 1024 - 100), nested: { a: { b: { c: 1 } } } };
    const accepted = await send({ ...route.valid(), attributes: full });
    expect(route.ok ?? [200], JSON.stringify(accepted.body).slice(0, 300)).toContain(accepted.status);
  });
});

describe('bulk permissions', () => {
  it('refuses more than 1000 links in one call, and links nothing of them', async () => {
    const links = Array.from({ length: 1001 }, () => ({ userId: ownerId, deviceId }));
    const response = await call('POST', '/api/permissions/bulk', links);
    expect(response.status).toBe(400);
    expect(response.body.error?.message).toBe('(body): Send at most 1000 permissions at once');
  });
});

describe("a user's own attributes", () => {
  it('refuses 1 MB of attributes and keeps the stored ones', async () => {
    const before = await call('GET', `/api/users/${ownerId}`);
    const response = await call('PUT', `/api/users/${ownerId}`, {
      ...before.body,
      attributes: { blob: 'x'.repeat(1024 * 1024) },
    });
    expect(response.status).toBe(400);
    expect(response.body.error?.message).toMatch(/^attributes: /);
    expect((await call('GET', `/api/users/${ownerId}`)).body).toEqual(before.body);
  });
});

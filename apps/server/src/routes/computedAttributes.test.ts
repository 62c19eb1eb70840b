import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, startTestServer, type TestServer } from '../test/harness';

let t: TestServer;
let owner: string;
let stranger: string;
let truck: number;
let van: number;

const osmand = (query: string) => fetch(`http://127.0.0.1:${t.port('osmand')}/?${query}`);
const send = (path: string, cookie: string, body: unknown, method = 'POST') =>
  t.fetch(path, {
    method,
    cookie,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const test = (deviceId: number, body: Record<string, unknown>, cookie = owner) =>
  send(`/api/attributes/computed/test?deviceId=${deviceId}`, cookie, body);

/** The device's latest position, once one at least as new as `after` is stored. */
async function latestOf(deviceId: number, after: number) {
  let position:
    | { fixTime: string; speed: number; course: number; attributes: Record<string, unknown> }
    | undefined;
  await vi.waitFor(
    async () => {
      [position] = await json(await t.fetch(`/api/positions?deviceId=${deviceId}`, { cookie: owner }));
      if (!position || new Date(position.fixTime).getTime() < after) throw new Error('not stored yet');
    },
    { timeout: 10_000, interval: 50 },
  );
  return position as NonNullable<typeof position>;
}

beforeAll(async () => {
  t = await startTestServer({}, { devices: ['osmand'] });
  await t.createUser({ email: 'owner@example.com' });
  await t.createUser({ email: 'stranger@example.com' });
  ({ cookie: owner } = await t.signIn('owner@example.com'));
  ({ cookie: stranger } = await t.signIn('stranger@example.com'));
  const { client } = await t.signIn('owner@example.com');
  truck = (await client.devices.create({ name: 'Computed truck', uniqueId: 'computed-1' })).id;
  van = (await client.devices.create({ name: 'Quiet van', uniqueId: 'computed-2' })).id;
  // One fix at 20 knots with a fuel sensor reading (raw units) and an ignition input.
  const at = Date.now() - 60_000;
  const fix = await osmand(
    `id=computed-1&lat=27.7&lon=85.3&speed=20&timestamp=${Math.floor(at / 1000)}&adc1=512&io1=5`,
  );
  expect(fix.status).toBe(200);
  await latestOf(truck, at - 1000);
});
afterAll(() => t.close());

describe('POST /api/attributes/computed/test', () => {
  it("answers the expression's value on the device's latest position, of the attribute's type", async () => {
    const kmh = await test(truck, { attribute: 'speedKmh', expression: 'speed * 1.852', type: 'number' });
    expect(kmh.status).toBe(200);
    expect(await json(kmh)).toBeCloseTo(37.04, 6);
    const on = await test(truck, {
      attribute: 'running',
      expression: '(io1 & 1) != 0 && speed > 5',
      type: 'boolean',
    });
    expect(await json(on)).toBe(true);
    const label = await test(truck, {
      attribute: 'band',
      expression: "adc1 > 500 ? 'full' : adc1 > 100 ? 'half' : 'low'",
      type: 'string',
    });
    expect(label.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await label.text()).toBe('full');
    const elvis = await test(truck, { attribute: 'x', expression: "missing ?: 'none'", type: 'string' });
    // Strict, as Traccar's engine: a name the position does not have is an error.
    expect(elvis.status).toBe(400);
    expect(await elvis.text()).toContain('missing');
    const math = await test(truck, { attribute: 'r', expression: 'math:round(adc1 / 10.0)', type: 'number' });
    expect(await json(math)).toBe(51);
    // A result of another type is no value: 204, as Traccar answers a null result.
    const mismatch = await test(truck, { attribute: 'x', expression: 'speed > 5', type: 'number' });
    expect(mismatch.status).toBe(204);
  });

  it('refuses code, broken expressions, a device without positions and devices the user does not see', async () => {
    for (const expression of [
      "''.getClass().forName('java.lang.Runtime')",
      'constructor.constructor("return process")()',
      'speed * ',
      'speed +* 2',
    ]) {
      const refused = await test(truck, { attribute: 'x', expression, type: 'string' });
      expect(refused.status, expression).toBe(400);
    }
    const noPosition = await test(van, { attribute: 'x', expression: 'speed', type: 'number' });
    expect(noPosition.status).toBe(400);
    expect(await noPosition.text()).toBe('Device has no last position');
    const theirs = await test(truck, { attribute: 'x', expression: 'speed', type: 'number' }, stranger);
    expect(theirs.status).toBe(404);
  });
});

describe('computed attributes in the ingest pipeline', () => {
  it('sets the attributes linked to the device or its group on each new position, highest priority first', async () => {
    const create = async (body: Record<string, unknown>) =>
      (await json(await send('/api/attributes/computed', owner, body))).id as number;
    const fuel = await create({
      description: 'Fuel',
      attribute: 'fuel',
      expression: 'adc1 / 10.24',
      type: 'number',
      priority: 10,
    });
    // Lower priority: runs after `fuel` and reads it.
    const low = await create({
      description: 'Low fuel',
      attribute: 'lowFuel',
      expression: 'fuel < 20',
      type: 'boolean',
      priority: 1,
    });
    // A position field: the speed the tracker reports in km/h, made knots.
    const speed = await create({
      description: 'Speed',
      attribute: 'speed',
      expression: 'speed / 1.852',
      type: 'number',
      priority: 5,
    });
    // Broken at run time (no such input): leaves the position as it is.
    const broken = await create({
      description: 'Broken',
      attribute: 'temp',
      expression: 'adc9 * 2',
      type: 'number',
    });
    // A field outside the range a stored position keeps to: left as it is.
    const course = await create({
      description: 'Course',
      attribute: 'course',
      expression: '999',
      type: 'number',
    });
    const { client } = await t.signIn('owner@example.com');
    const group = await client.groups.create({ name: 'Computed fleet' });
    await client.devices.update(truck, { ...(await client.devices.get(truck)), groupId: group.id });
    for (const id of [fuel, speed, broken, course])
      expect((await send('/api/permissions', owner, { deviceId: truck, attributeId: id })).status).toBe(204);
    expect((await send('/api/permissions', owner, { groupId: group.id, attributeId: low })).status).toBe(204);

    const at = Date.now() - 30_000;
    await osmand(
      `id=computed-1&lat=27.701&lon=85.301&speed=37.04&timestamp=${Math.floor(at / 1000)}&adc1=150&io1=5`,
    );
    const position = await latestOf(truck, at - 1000);
    expect(position.attributes.fuel).toBeCloseTo(150 / 10.24, 6);
    expect(position.attributes.lowFuel).toBe(true);
    expect(position.attributes).not.toHaveProperty('temp');
    expect(position.course).toBe(0);
    // OsmAnd's speed is in knots already; the expression divides it once more.
    expect(position.speed).toBeCloseTo(37.04 / 1.852, 6);

    // A change reaches the pipeline at once.
    expect(
      (
        await send(
          `/api/attributes/computed/${fuel}`,
          owner,
          {
            id: fuel,
            description: 'Fuel',
            attribute: 'fuel',
            expression: 'adc1 / 5.12',
            type: 'number',
            priority: 10,
          },
          'PUT',
        )
      ).status,
    ).toBe(200);
    const later = Date.now() - 20_000;
    await osmand(
      `id=computed-1&lat=27.702&lon=85.302&speed=10&timestamp=${Math.floor(later / 1000)}&adc1=150`,
    );
    const next = await latestOf(truck, later - 1000);
    expect(next.attributes.fuel).toBeCloseTo(150 / 5.12, 6);
    expect(next.attributes.lowFuel).toBe(false);
  });
});

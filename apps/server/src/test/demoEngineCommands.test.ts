import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { devices } from '../db/schema';
import { demoVehiclesWithPasswords, seedDemoFleet } from '../services/demoFleet';
import { Simulator } from '../simulator/Simulator';
import { buildSimulatedFleet } from '../simulator/simulatedFleet';
import { json, startTestServer, type TestServer } from './harness';

let t: TestServer;
let simulator: Simulator | undefined;
let cookie: string;

beforeAll(async () => {
  t = await startTestServer({}, { devices: ['osmand'] });
  const seeded = await seedDemoFleet(t.server.ctx.db);
  if (!seeded.password) throw new Error('the demo fleet was not created');
  cookie = (await t.signIn(seeded.email, seeded.password)).cookie;
});
afterAll(async () => {
  await simulator?.stop();
  await t?.close();
});

describe('the demo fleet’s OsmAnd phones', () => {
  it('get a random device password once, kept across starts', async () => {
    const first = (await demoVehiclesWithPasswords(t.server.ctx.db)).filter((v) => v.protocol === 'osmand');
    const second = (await demoVehiclesWithPasswords(t.server.ctx.db)).filter((v) => v.protocol === 'osmand');
    expect(first.length).toBeGreaterThan(0);
    for (const [index, vehicle] of first.entries()) {
      expect(vehicle.devicePassword).toMatch(/^[\w-]{16}$/);
      expect(second[index]?.devicePassword).toBe(vehicle.devicePassword);
    }
    expect(new Set(first.map((v) => v.devicePassword)).size).toBe(first.length);
  });

  it('send their password, so the demo’s engine lock reaches them', async () => {
    const vehicles = await demoVehiclesWithPasswords(t.server.ctx.db);
    const phone = vehicles.find((v) => v.protocol === 'osmand');
    if (!phone) throw new Error('the demo fleet has no OsmAnd vehicle');
    const [device] = await t.server.ctx.db.select().from(devices).where(eq(devices.uniqueId, phone.uniqueId));
    if (!device) throw new Error('the demo phone is not in the database');
    const port = t.server.gateway.ports.osmand ?? 0;
    simulator = new Simulator({
      vehicles: [phone],
      host: '127.0.0.1',
      ports: { gt06: 0, teltonika: 0, h02: 0, osmand: port },
      seed: 3,
      intervalMs: 200,
      parkedIntervalMs: 200,
    });
    const locks: string[] = [];
    simulator.subscribe(({ uniqueId, event }) => {
      if (event.type === 'command' && event.command.engine === 'lock') locks.push(uniqueId);
    });
    simulator.start();
    // A valid fix from the phone first: commands go only to a device that has reported one.
    await vi.waitFor(
      async () => {
        const positions = await json(await t.fetch(`/api/positions?deviceId=${device.id}`, { cookie }));
        expect(
          positions.some((p: { valid: boolean }) => p.valid),
          'a valid fix from the phone',
        ).toBe(true);
      },
      { timeout: 30_000, interval: 200 },
    );
    const sent = await t.fetch('/api/commands/send', {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ deviceId: device.id, type: 'engineStop' }),
    });
    expect(sent.status, await sent.clone().text()).toBeLessThan(300);
    await vi.waitFor(() => expect(locks, 'the phone received engineStop').toEqual([phone.uniqueId]), {
      timeout: 30_000,
      interval: 100,
    });
  });

  it('are driven with the stored password by the simulated fleet', () => {
    const [vehicle] = buildSimulatedFleet([{ ...demoPhone(), devicePassword: 'secret-1' }], 1);
    expect(vehicle?.devicePassword).toBe('secret-1');
  });
});

function demoPhone() {
  return {
    name: 'Phone',
    uniqueId: 'demo-phone',
    category: 'car' as const,
    protocol: 'osmand' as const,
    registration: 'BA 1 PA 1',
    group: 'Kathmandu Valley',
    speedLimitKmh: 50,
  };
}

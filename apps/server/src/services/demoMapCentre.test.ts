import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverSettings } from '../db/schema';
import { json, startTestServer, type TestServer } from '../test/harness';
import { seedDemoFleet } from './demoFleet';
import { DEMO_MAP_CENTRE, setDemoMapCentre } from './demoMapCentre';

describe('the demo’s map centre', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('puts the server’s map centre on the demo fleet’s region, between Kathmandu and Pokhara', async () => {
    const before = await json(await t.fetch('/api/server'));
    expect([before.latitude, before.longitude, before.zoom]).toEqual([0, 0, 0]);
    await seedDemoFleet(t.server.ctx.db);
    const after = await json(await t.fetch('/api/server'));
    expect(after).toMatchObject({ latitude: 27.95, longitude: 84.68, zoom: 8 });
    // Kathmandu (85.32 E) and Pokhara (83.99 E) both lie within the zoom-8 view of a 375-pixel phone.
    const halfWidth = (375 / 2 / 256) * (360 / 2 ** DEMO_MAP_CENTRE.zoom);
    for (const longitude of [85.324, 83.9856]) {
      expect(Math.abs(longitude - DEMO_MAP_CENTRE.longitude)).toBeLessThan(halfWidth);
    }
  });

  it('leaves a centre an administrator has set', async () => {
    await t.server.ctx.db
      .update(serverSettings)
      .set({ latitude: 27.1, longitude: 85.9, zoom: 11 })
      .where(eq(serverSettings.id, 1));
    await setDemoMapCentre(t.server.ctx.db);
    expect(await json(await t.fetch('/api/server'))).toMatchObject({
      latitude: 27.1,
      longitude: 85.9,
      zoom: 11,
    });
  });
});

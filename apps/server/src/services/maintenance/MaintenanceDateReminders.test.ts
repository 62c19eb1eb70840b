import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { MaintenanceDateReminders } from './MaintenanceDateReminders';

const DAY = 86_400_000;

let t: TestServer;
let owner: Awaited<ReturnType<TestServer['signIn']>>;

beforeAll(async () => {
  t = await startTestServer({ maintenanceCheckIntervalMs: 100 });
  await t.createUser({ email: 'owner@example.com' });
  owner = await t.signIn('owner@example.com');
});
afterAll(() => t.close());

/** The vehicle's maintenance events of the 30 days from `from` (reports span at most 30 days). */
const maintenanceEvents = (deviceId: number, from = Date.now() - DAY) =>
  owner.client.reports.events({
    from: new Date(from),
    to: new Date(from + 30 * DAY),
    deviceIds: [deviceId],
    types: ['maintenance'],
  });

describe('maintenance due by date', () => {
  it('raises one maintenance event per due point for the vehicles of a date schedule, linked or by group', async () => {
    const group = await owner.client.groups.create({ name: 'Buses' });
    const linked = await owner.client.devices.create({ name: 'Inspected van', uniqueId: 'MNT-DATE-1' });
    const inGroup = await owner.client.devices.create({
      name: 'Grouped bus',
      uniqueId: 'MNT-DATE-2',
      groupId: group.id,
    });
    const untouched = await owner.client.devices.create({ name: 'Other van', uniqueId: 'MNT-DATE-3' });
    const start = Date.now() - DAY;
    const inspection = await owner.client.maintenance.create({
      name: 'Annual inspection',
      type: 'serverTime',
      start,
      period: 30 * DAY,
    });
    const later = await owner.client.maintenance.create({
      name: 'Tyre rotation',
      type: 'serverTime',
      start: Date.now() + 40 * DAY,
      period: 90 * DAY,
    });
    await owner.client.permissions.link({ deviceId: linked.id, maintenanceId: inspection.id });
    await owner.client.permissions.link({ groupId: group.id, maintenanceId: inspection.id });
    await owner.client.permissions.link({ deviceId: untouched.id, maintenanceId: later.id });

    await expect
      .poll(() => maintenanceEvents(linked.id), { message: 'the inspection falls due for the linked van' })
      .toMatchObject([{ type: 'maintenance', maintenanceId: inspection.id }]);
    const [event] = await maintenanceEvents(linked.id);
    expect(event?.attributes).toMatchObject({ serverTime: start, name: 'Annual inspection' });
    await expect
      .poll(() => maintenanceEvents(inGroup.id), { message: 'and for the bus through its group' })
      .toHaveLength(1);

    // The scheduler kept running: still one event each, and none for the schedule not yet due.
    const reminders = new MaintenanceDateReminders(t.server.ctx);
    expect(await reminders.run()).toBe(0);
    expect(await maintenanceEvents(linked.id)).toHaveLength(1);
    expect(await maintenanceEvents(untouched.id)).toEqual([]);

    // A period later the next due point raises one more for each vehicle.
    expect(await reminders.run(new Date(start + 30 * DAY + 1000))).toBe(2);
    expect(await reminders.run(new Date(start + 30 * DAY + 2000))).toBe(0);
    const next = await maintenanceEvents(linked.id, start + 29 * DAY);
    expect(next).toMatchObject([
      { maintenanceId: inspection.id, attributes: { serverTime: start + 30 * DAY } },
    ]);
  });
});

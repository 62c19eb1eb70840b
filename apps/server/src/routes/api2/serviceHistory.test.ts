import { type createFleetClient, type FleetApiError, MESSAGES } from '@fleetkit/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestServer, type TestServer } from '../../test/harness';

// `/api2/services/history`: vehicles' service records, served by the document routes (documents.ts).

type Client = ReturnType<typeof createFleetClient>;
interface Signed {
  client: Client;
  cookie: string;
}

let t: TestServer;
let owner: Signed;
let reader: Signed;
let other: Signed;
let vehicleId: number;
let secondVehicleId: number;

const fail = (p: Promise<unknown>) =>
  p.then(() => null as unknown as FleetApiError).catch((e: FleetApiError) => e);
const post = (body: unknown, cookie = owner.cookie) =>
  t.fetch('/api2/services/history', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json' },
    cookie,
  });

beforeAll(async () => {
  t = await startTestServer();
  await t.createUser({ email: 'owner@example.com' });
  await t.createUser({ email: 'other@example.com' });
  await t.createUser({ email: 'admin@example.com', administrator: true });
  const readerRow = await t.createUser({ email: 'reader@example.com', readonly: true });
  owner = await t.signIn('owner@example.com');
  reader = await t.signIn('reader@example.com');
  other = await t.signIn('other@example.com');
  const admin = await t.signIn('admin@example.com');
  vehicleId = (await owner.client.devices.create({ name: 'Bus', uniqueId: 'SVC-BUS-1' })).id;
  secondVehicleId = (await owner.client.devices.create({ name: 'Van', uniqueId: 'SVC-VAN-1' })).id;
  await admin.client.permissions.link({ userId: readerRow.id, deviceId: vehicleId });
});
afterAll(() => t.close());

describe('service history', () => {
  it("records a vehicle's service, with type 'service' by default, and reads it back", async () => {
    const record = await owner.client.serviceHistory.create({
      documentOf: 'vehicle',
      entityId: vehicleId,
      documentType: 'oil-change',
      issuedDate: '2026-02-01',
      renewalDate: '2026-05-01',
      identificationNo: '45210',
      issuedBy: 'City Garage',
      amount: '3500',
    });
    expect(record).toMatchObject({
      documentOf: 'vehicle',
      entityId: vehicleId,
      documentType: 'oil-change',
      amount: '3500',
    });
    expect(record.$id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(await owner.client.serviceHistory.get(record.$id)).toEqual(record);

    const response = await post({ entityId: vehicleId, description: 'Brake pads' });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      documentOf: 'vehicle',
      documentType: 'service',
      description: 'Brake pads',
    });
  });

  it('lists records as { documents }, filtered by vehicle', async () => {
    const onVan = await owner.client.serviceHistory.create({
      documentOf: 'vehicle',
      entityId: secondVehicleId,
      documentType: 'service',
      notes: 'Tyres rotated',
    });
    const raw = await json(
      await t.fetch(`/api2/services/history?entityId=${secondVehicleId}`, { cookie: owner.cookie }),
    );
    expect(raw.documents.map((d: { $id: string }) => d.$id)).toEqual([onVan.$id]);
    expect(raw.total).toBe(1);
    const all = await owner.client.serviceHistory.list();
    expect(all.map((d) => d.$id)).toContain(onVan.$id);
    expect(all.length).toBeGreaterThan(1);
    expect(await other.client.serviceHistory.list()).toEqual([]);
  });

  it('keeps service records and documents apart', async () => {
    const record = await owner.client.serviceHistory.create({
      documentOf: 'vehicle',
      entityId: vehicleId,
      documentType: 'service',
      notes: 'x',
    });
    expect((await owner.client.documents.list()).map((d) => d.$id)).not.toContain(record.$id);
    expect((await fail(owner.client.documents.get(record.$id))).status).toBe(404);
    const doc = await owner.client.documents.create({
      documentOf: 'vehicle',
      entityId: vehicleId,
      documentType: 'insurance',
      notes: 'x',
    });
    expect((await fail(owner.client.serviceHistory.get(doc.$id))).status).toBe(404);
    expect((await fail(owner.client.serviceHistory.remove(doc.$id))).status).toBe(404);
  });

  it.each([
    ['no vehicle', { notes: 'x' }, 'entityId: Choose the vehicle'],
    [
      'a driver record',
      { documentOf: 'driver', entityId: 1, notes: 'x' },
      'Service records belong to a vehicle',
    ],
    ['a type that is not a slug', { entityId: 1, documentType: 'Oil Change!', notes: 'x' }, 'documentType'],
    ['no filled field', { entityId: 1, notes: '' }, MESSAGES.documentNeedsOneField],
    ['five files', { entityId: 1, notes: 'x', fileIds: ['a', 'b', 'c', 'd', 'e'] }, MESSAGES.tooManyFiles],
  ])('refuses %s with 400 and the reason', async (_, body, message) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect((await json(response)).error.message).toContain(message);
  });

  it('merges an update and deletes', async () => {
    const record = await owner.client.serviceHistory.create({
      documentOf: 'vehicle',
      entityId: vehicleId,
      documentType: 'service',
      issuedDate: '2026-01-10',
      status: 'scheduled',
    });
    const updated = await owner.client.serviceHistory.update(record.$id, {
      documentOf: 'vehicle',
      documentType: 'service',
      status: 'completed',
      amount: '1200',
    });
    expect(updated).toMatchObject({
      issuedDate: '2026-01-10',
      status: 'completed',
      amount: '1200',
      entityId: vehicleId,
    });
    await owner.client.serviceHistory.remove(record.$id);
    expect((await fail(owner.client.serviceHistory.get(record.$id))).status).toBe(404);
  });

  it("refuses another user's record with 404, and lets a read-only user read but not change", async () => {
    const record = await owner.client.serviceHistory.create({
      documentOf: 'vehicle',
      entityId: vehicleId,
      documentType: 'service',
      notes: 'x',
    });
    expect((await fail(other.client.serviceHistory.get(record.$id))).status).toBe(404);
    expect(
      (
        await fail(
          other.client.serviceHistory.update(record.$id, {
            documentOf: 'vehicle',
            documentType: 'service',
            notes: 'y',
          }),
        )
      ).status,
    ).toBe(404);
    expect((await fail(other.client.serviceHistory.remove(record.$id))).status).toBe(404);
    expect((await post({ entityId: vehicleId, notes: 'x' }, other.cookie)).status).toBe(404);

    expect((await reader.client.serviceHistory.get(record.$id)).notes).toBe('x');
    expect(
      (
        await fail(
          reader.client.serviceHistory.update(record.$id, {
            documentOf: 'vehicle',
            documentType: 'service',
            notes: 'y',
          }),
        )
      ).status,
    ).toBe(403);
    expect((await fail(reader.client.serviceHistory.remove(record.$id))).status).toBe(403);
    expect((await post({ entityId: vehicleId, notes: 'x' }, reader.cookie)).status).toBe(403);
  });
});

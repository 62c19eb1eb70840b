import { randomBytes } from 'node:crypto';
import {
  createFleetClient,
  documentExpiryInfoSchema,
  type FleetApiError,
  MESSAGES,
} from '@fleetkit/sdk-core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, users } from '../../db/schema';
import { json, startTestServer, type TestServer } from '../../test/harness';

type Client = ReturnType<typeof createFleetClient>;
interface Signed {
  client: Client;
  cookie: string;
}

let t: TestServer;
let owner: Signed;
let coWriter: Signed;
let reader: Signed;
let other: Signed;
let admin: Signed;
let vehicleId: number;
let driverId: number;

const fail = (p: Promise<unknown>) =>
  p.then(() => null as unknown as FleetApiError).catch((e: FleetApiError) => e);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const png = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);

async function uploadFile(cookie: string): Promise<string> {
  const form = new FormData();
  form.append('fileId', 'unique()');
  form.append('file', new File([png()], 'paper.png', { type: 'image/png' }));
  const response = await t.fetch('/v1/storage/buckets/documents/files', {
    method: 'POST',
    body: form,
    cookie,
  });
  expect(response.status).toBe(201);
  return (await json(response)).$id;
}

const viewStatus = async (fileId: string, cookie: string) =>
  (await t.fetch(`/v1/storage/buckets/documents/files/${fileId}/view`, { cookie })).status;

/** `GET /api2/documents/expiry-info` with filters, checked against the wire schema. */
const expiryInfo = async (query: string) =>
  documentExpiryInfoSchema.parse(
    await json(await t.fetch(`/api2/documents/expiry-info?${query}`, { cookie: owner.cookie })),
  );

const postRaw = (body: unknown, cookie = owner.cookie) =>
  t.fetch('/api2/documents', {
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
  const coRow = await t.createUser({ email: 'co@example.com' });
  const readerRow = await t.createUser({ email: 'reader@example.com', readonly: true });
  [owner, coWriter, reader, other, admin] = (await Promise.all(
    ['owner', 'co', 'reader', 'other', 'admin'].map((name) => t.signIn(`${name}@example.com`)),
  )) as [Signed, Signed, Signed, Signed, Signed];
  vehicleId = (await owner.client.devices.create({ name: 'Truck 1', uniqueId: 'DOC-TRUCK-1' })).id;
  driverId = (await owner.client.drivers.create({ name: 'Ram', uniqueId: 'DOC-DRV-1' })).id;
  for (const userId of [readerRow.id, coRow.id]) {
    await admin.client.permissions.link({ userId, deviceId: vehicleId });
    await admin.client.permissions.link({ userId, driverId });
  }
});
afterAll(() => t.close());

describe('documents', () => {
  it('creates a vehicle document and answers it in the fleetDocumentSchema shape', async () => {
    const created = await owner.client.documents.create({
      documentOf: 'vehicle',
      entityId: vehicleId,
      documentType: 'insurance',
      identificationNo: 'POL-2026-001',
      issuedBy: 'Himalayan Insurance',
      expiryDate: day(200),
    });
    expect(created.$id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(created).toMatchObject({
      documentOf: 'vehicle',
      entityId: vehicleId,
      documentType: 'insurance',
      fileIds: [],
      identificationNo: 'POL-2026-001',
      issuedBy: 'Himalayan Insurance',
      notes: null,
    });
    expect(Date.parse(created.$createdAt ?? '')).not.toBeNaN();
    expect(await owner.client.documents.get(created.$id)).toEqual(created);
    const second = await owner.client.documents.create({
      documentOf: 'others',
      documentType: 'others',
      notes: 'x',
    });
    expect(second.$id).not.toBe(created.$id);
  });

  it('lists the documents a user may read, filtered by category, entity and type', async () => {
    const license = await owner.client.documents.create({
      documentOf: 'driver',
      entityId: driverId,
      documentType: 'license',
      identificationNo: 'LIC-1',
    });
    const tax = await owner.client.documents.create({
      documentOf: 'vehicle',
      entityId: vehicleId,
      documentType: 'tax-receipt',
      amount: '4500',
    });
    const ids = (list: { $id: string }[]) => list.map((d) => d.$id);
    expect(ids(await owner.client.documents.list({ documentOf: 'driver' }))).toEqual([license.$id]);
    const ofVehicle = await owner.client.documents.list({ entityId: vehicleId, documentOf: 'vehicle' });
    expect(ids(ofVehicle)).toContain(tax.$id);
    expect(ofVehicle.every((d) => d.entityId === vehicleId)).toBe(true);
    expect(ids(await owner.client.documents.list({ documentType: 'tax-receipt' }))).toEqual([tax.$id]);
    expect(await other.client.documents.list()).toEqual([]);
    const badFilter = await t.fetch('/api2/documents?documentOf=truck', { cookie: owner.cookie });
    expect(badFilter.status).toBe(400);
  });

  it.each([
    [
      'no filled field',
      { documentOf: 'others', documentType: 'others', notes: '  ' },
      MESSAGES.documentNeedsOneField,
    ],
    ['an unknown category', { documentOf: 'truck', documentType: 'others', notes: 'x' }, 'documentOf'],
    [
      'a type of another category',
      { documentOf: 'vehicle', entityId: 1, documentType: 'license', notes: 'x' },
      'license',
    ],
    [
      'a vehicle document without its vehicle',
      { documentOf: 'vehicle', documentType: 'insurance', notes: 'x' },
      'entityId',
    ],
    [
      'five files',
      { documentOf: 'others', documentType: 'others', notes: 'x', fileIds: ['a', 'b', 'c', 'd', 'e'] },
      MESSAGES.tooManyFiles,
    ],
    ['a field that is not text', { documentOf: 'others', documentType: 'others', notes: 12 }, 'notes'],
    ['no body', null, '(body)'],
  ])('refuses %s with 400 and the reason', async (_, body, message) => {
    const response = await postRaw(body);
    expect(response.status).toBe(400);
    expect((await json(response)).error.message).toContain(message);
  });

  it('answers a malformed id with 400 and an unknown one with 404', async () => {
    expect((await t.fetch('/api2/documents/..%2Fx', { cookie: owner.cookie })).status).toBe(400);
    expect((await t.fetch('/api2/documents/unknownid', { cookie: owner.cookie })).status).toBe(404);
  });

  it('merges an update into the stored document and keeps category, entity and type unless sent', async () => {
    const doc = await owner.client.documents.create({
      documentOf: 'vehicle',
      entityId: vehicleId,
      documentType: 'pollution',
      identificationNo: 'PC-9',
      issuedBy: 'Test centre',
      status: 'Pass',
    });
    const fileId = await uploadFile(owner.cookie);
    const updated = await owner.client.documents.update(doc.$id, {
      documentOf: 'vehicle',
      documentType: 'pollution',
      issuedBy: 'Other centre',
      status: null,
      fileIds: [fileId],
    });
    expect(updated).toMatchObject({
      identificationNo: 'PC-9',
      issuedBy: 'Other centre',
      status: null,
      fileIds: [fileId],
      entityId: vehicleId,
    });
    expect(Date.parse(updated.$updatedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(doc.$updatedAt ?? ''));
    const cleared = await fail(
      owner.client.documents.update(doc.$id, {
        documentOf: 'vehicle',
        documentType: 'pollution',
        identificationNo: '',
        issuedBy: '',
      }),
    );
    expect(cleared.status).toBe(400);
    expect(cleared.message).toBe(MESSAGES.documentNeedsOneField);
    await owner.client.documents.remove(doc.$id);
    expect((await fail(owner.client.documents.get(doc.$id))).status).toBe(404);
  });

  it('refuses documents on a vehicle or driver the user cannot see (404) or only read (403)', async () => {
    const onForeign = await postRaw(
      { documentOf: 'vehicle', entityId: vehicleId, documentType: 'insurance', notes: 'x' },
      other.cookie,
    );
    expect(onForeign.status).toBe(404);
    const onMissing = await postRaw(
      { documentOf: 'vehicle', entityId: 999_999, documentType: 'insurance', notes: 'x' },
      admin.cookie,
    );
    expect(onMissing.status).toBe(404);
    const asReader = await postRaw(
      { documentOf: 'driver', entityId: driverId, documentType: 'license', notes: 'x' },
      reader.cookie,
    );
    expect(asReader.status).toBe(403);
  });
});

describe('who sees and changes a document', () => {
  it("answers another user's document with 404 on read, update and delete", async () => {
    const doc = await owner.client.documents.create({
      documentOf: 'vehicle',
      entityId: vehicleId,
      documentType: 'fitness',
      notes: 'ok',
    });
    expect((await fail(other.client.documents.get(doc.$id))).status).toBe(404);
    expect(
      (
        await fail(
          other.client.documents.update(doc.$id, {
            documentOf: 'others',
            documentType: 'others',
            notes: 'mine',
          }),
        )
      ).status,
    ).toBe(404);
    expect((await fail(other.client.documents.remove(doc.$id))).status).toBe(404);
    expect((await owner.client.documents.get(doc.$id)).notes).toBe('ok');
  });

  it('lets a read-only user who sees the vehicle read its documents but change nothing', async () => {
    const doc = await owner.client.documents.create({
      documentOf: 'vehicle',
      entityId: vehicleId,
      documentType: 'blue-book',
      VIN: 'VIN1',
    });
    expect((await reader.client.documents.get(doc.$id)).VIN).toBe('VIN1');
    expect((await reader.client.documents.list()).map((d) => d.$id)).toContain(doc.$id);
    expect(
      (
        await fail(
          reader.client.documents.update(doc.$id, {
            documentOf: 'vehicle',
            documentType: 'blue-book',
            VIN: 'x',
          }),
        )
      ).status,
    ).toBe(403);
    expect((await fail(reader.client.documents.remove(doc.$id))).status).toBe(403);
  });

  it('tells each reader whether it may change a document (editable), as the server decides', async () => {
    const row = await t.createUser({ email: 'viewer@example.com', deviceReadonly: true });
    await admin.client.permissions.link({ userId: row.id, deviceId: vehicleId });
    await admin.client.permissions.link({ userId: row.id, driverId });
    const viewer = (await t.signIn('viewer@example.com')).client;
    const theirs = await owner.client.documents.create({
      documentOf: 'vehicle',
      entityId: vehicleId,
      documentType: 'pollution',
      identificationNo: 'PC-1',
    });
    const mine = await viewer.documents.create({
      documentOf: 'driver',
      entityId: driverId,
      documentType: 'license',
      identificationNo: 'DL-1',
    });
    expect(mine.editable).toBe(true);

    expect((await viewer.documents.get(theirs.$id)).editable).toBe(false);
    expect((await viewer.documents.get(mine.$id)).editable).toBe(true);
    const listed = new Map((await viewer.documents.list()).map((d) => [d.$id, d.editable]));
    expect(listed.get(theirs.$id)).toBe(false);
    expect(listed.get(mine.$id)).toBe(true);
    expect((await fail(viewer.documents.remove(theirs.$id))).status).toBe(403);

    expect((await owner.client.documents.get(theirs.$id)).editable).toBe(true);
    const ownerList = await owner.client.documents.list({ documentOf: 'vehicle', entityId: vehicleId });
    expect(ownerList.find((d) => d.$id === theirs.$id)?.editable).toBe(true);
    expect((await reader.client.documents.get(theirs.$id)).editable).toBe(false);
    expect((await admin.client.documents.get(theirs.$id)).editable).toBe(true);
  });

  it('lets a user who may change the vehicle change its documents, but not make them private', async () => {
    const doc = await owner.client.documents.create({
      documentOf: 'vehicle',
      entityId: vehicleId,
      documentType: 'route-permit',
      identificationNo: 'RP-1',
    });
    const updated = await coWriter.client.documents.update(doc.$id, {
      documentOf: 'vehicle',
      documentType: 'route-permit',
      notes: 'renewed',
    });
    expect(updated).toMatchObject({ identificationNo: 'RP-1', notes: 'renewed' });
    const privatised = await fail(
      coWriter.client.documents.update(doc.$id, { documentOf: 'others', documentType: 'others' }),
    );
    expect(privatised.status).toBe(403);
    const moved = await fail(
      coWriter.client.documents.update(doc.$id, {
        documentOf: 'vehicle',
        entityId: 999_999,
        documentType: 'route-permit',
      }),
    );
    expect(moved.status).toBe(404);
  });

  it("keeps an 'others' document to its creator (and administrators)", async () => {
    const doc = await coWriter.client.documents.create({
      documentOf: 'others',
      documentType: 'others',
      identifiedBy: 'Office lease',
    });
    expect(doc.entityId).toBeNull();
    expect((await fail(owner.client.documents.get(doc.$id))).status).toBe(404);
    expect((await owner.client.documents.list()).map((d) => d.$id)).not.toContain(doc.$id);
    expect((await admin.client.documents.get(doc.$id)).identifiedBy).toBe('Office lease');
  });

  it('follows driver access for driver documents', async () => {
    const doc = await owner.client.documents.create({
      documentOf: 'driver',
      entityId: driverId,
      documentType: 'license',
      category: 'B',
    });
    expect((await reader.client.documents.get(doc.$id)).category).toBe('B');
    expect((await fail(other.client.documents.get(doc.$id))).status).toBe(404);
  });

  it('lets the creator still read a document of a vehicle it lost, but not change it', async () => {
    const truck = await admin.client.devices.create({ name: 'Lost truck', uniqueId: 'DOC-LOST-1' });
    const coId = (await coWriter.client.session.get()).id;
    await admin.client.permissions.link({ userId: coId, deviceId: truck.id });
    const doc = await coWriter.client.documents.create({
      documentOf: 'vehicle',
      entityId: truck.id,
      documentType: 'gps-warranty',
      notes: 'x',
    });
    await admin.client.permissions.unlink({ userId: coId, deviceId: truck.id });
    expect((await coWriter.client.documents.get(doc.$id)).notes).toBe('x');
    expect(
      (
        await fail(
          coWriter.client.documents.update(doc.$id, {
            documentOf: 'vehicle',
            documentType: 'gps-warranty',
            notes: 'y',
          }),
        )
      ).status,
    ).toBe(403);
  });

  it('shows a temporary (shared) user no documents, and keeps its own documents private to it', async () => {
    const doc = await owner.client.documents.create({
      documentOf: 'vehicle',
      entityId: vehicleId,
      documentType: 'insurance',
      notes: 'secret',
    });
    const token = await owner.client.devices.share(vehicleId, new Date(Date.now() + 86_400_000));
    const guest = createFleetClient({ baseUrl: t.url, token });
    const guestUser = await guest.session.get();
    expect(guestUser.temporary).toBe(true);
    // Documents are outside the guest view (SPEC §6: the guest has no document icons).
    expect((await fail(guest.documents.list())).status).toBe(403);
    expect((await fail(guest.documents.get(doc.$id))).status).toBe(403);
    expect(
      (
        await fail(
          guest.documents.create({
            documentOf: 'vehicle',
            entityId: vehicleId,
            documentType: 'insurance',
            notes: 'x',
          }),
        )
      ).status,
    ).toBe(403);

    // A record a temporary session made (a demo visitor's) is private to it, even from administrators.
    await t.server.ctx.db.insert(documents).values({
      id: 'guestprivate1',
      ownerId: guestUser.id,
      documentOf: 'vehicle',
      entityId: vehicleId,
      documentType: 'insurance',
      fields: { notes: 'demo' },
    });
    expect((await fail(owner.client.documents.get('guestprivate1'))).status).toBe(404);
    expect((await fail(admin.client.documents.get('guestprivate1'))).status).toBe(404);
    expect((await owner.client.documents.list()).map((d) => d.$id)).not.toContain('guestprivate1');
  });
  it("keeps a demo visitor's documents private to it, even on demo vehicles it may only read", async () => {
    const visitors = [];
    for (const name of ['demo-a', 'demo-b']) {
      const row = await t.createUser({ email: `${name}@demo.invalid`, deviceReadonly: true });
      // What the demo login marks its accounts with (`createDemoUser`).
      await t.server.ctx.db.update(users).set({ demo: true }).where(eq(users.id, row.id));
      await admin.client.permissions.link({ userId: row.id, deviceId: vehicleId });
      visitors.push((await t.signIn(`${name}@demo.invalid`)).client);
    }
    const [a, b] = visitors as [Client, Client];
    const fleetDocument = await owner.client.documents.create({
      documentOf: 'vehicle',
      entityId: vehicleId,
      documentType: 'blue-book',
      identificationNo: 'BA 2 KHA 1234',
    });
    expect((await a.documents.get(fleetDocument.$id)).identificationNo).toBe('BA 2 KHA 1234');
    const changeFleet = await fail(
      a.documents.update(fleetDocument.$id, { documentOf: 'vehicle', documentType: 'blue-book', notes: 'x' }),
    );
    expect(changeFleet.status).toBe(403);

    const mine = await a.documents.create({
      documentOf: 'vehicle',
      entityId: vehicleId,
      documentType: 'insurance',
      notes: 'demo',
    });
    expect(
      (
        await a.documents.update(mine.$id, {
          documentOf: 'vehicle',
          documentType: 'insurance',
          notes: 'demo 2',
        })
      ).notes,
    ).toBe('demo 2');
    expect((await a.documents.get(mine.$id)).editable).toBe(true);
    expect((await a.documents.get(fleetDocument.$id)).editable).toBe(false);
    expect((await fail(b.documents.get(mine.$id))).status).toBe(404);
    expect((await b.documents.list()).map((d) => d.$id)).not.toContain(mine.$id);
    expect((await fail(owner.client.documents.get(mine.$id))).status).toBe(404);
    expect((await fail(admin.client.documents.get(mine.$id))).status).toBe(404);
    expect((await a.documents.list()).map((d) => d.$id)).toEqual(
      expect.arrayContaining([mine.$id, fleetDocument.$id]),
    );
  });
});

describe('documents and their files', () => {
  it('answers a listed file that is missing like one the user may not see: 404 naming the file', async () => {
    const response = await postRaw({
      documentOf: 'others',
      documentType: 'others',
      notes: 'x',
      fileIds: ['missingfile'],
    });
    expect(response.status).toBe(404);
    expect((await json(response)).error.message).toBe('fileIds: No file with id missingfile');
  });

  it('needs every new file to be one the user may see', async () => {
    const foreignFile = await uploadFile(other.cookie);
    const response = await postRaw({
      documentOf: 'others',
      documentType: 'others',
      notes: 'x',
      fileIds: [foreignFile],
    });
    expect(response.status).toBe(404);
    expect((await json(response)).error.message).toContain(`No file with id ${foreignFile}`);
  });

  it('shows a file to readers of a document that lists it, and lets writers of it delete the file', async () => {
    const fileId = await uploadFile(owner.cookie);
    expect(await viewStatus(fileId, reader.cookie)).toBe(404);
    const doc = await owner.client.documents.create({
      documentOf: 'vehicle',
      entityId: vehicleId,
      documentType: 'miscellaneous',
      identifiedBy: 'Photo',
      fileIds: [fileId],
    });
    expect(await viewStatus(fileId, reader.cookie)).toBe(200);
    expect(await viewStatus(fileId, other.cookie)).toBe(404);
    const readerDelete = await t.fetch(`/v1/storage/buckets/documents/files/${fileId}`, {
      method: 'DELETE',
      cookie: reader.cookie,
    });
    expect(readerDelete.status).toBe(403);
    const writerDelete = await t.fetch(`/v1/storage/buckets/documents/files/${fileId}`, {
      method: 'DELETE',
      cookie: coWriter.cookie,
    });
    expect(writerDelete.status).toBe(204);
    expect((await owner.client.documents.get(doc.$id)).fileIds).toEqual([]);
  });

  it('lets a co-writer keep files it cannot see on its own when it edits a document', async () => {
    const fileId = await uploadFile(owner.cookie);
    const doc = await owner.client.documents.create({
      documentOf: 'vehicle',
      entityId: vehicleId,
      documentType: 'miscellaneous',
      identifiedBy: 'Photo',
      fileIds: [fileId],
    });
    const ownFile = await uploadFile(coWriter.cookie);
    const updated = await coWriter.client.documents.update(doc.$id, {
      documentOf: 'vehicle',
      documentType: 'miscellaneous',
      fileIds: [fileId, ownFile],
    });
    expect(updated.fileIds).toEqual([fileId, ownFile]);
    expect(await viewStatus(ownFile, owner.cookie)).toBe(200);
  });
});

describe('expiry info', () => {
  it('lists expired and expiring (within 15 days) documents, soonest first, per vehicle and driver', async () => {
    const truck = await owner.client.devices.create({ name: 'Expiry truck', uniqueId: 'DOC-EXP-1' });
    const make = (expiryDate: string | undefined, documentType = 'insurance') =>
      owner.client.documents.create({
        documentOf: 'vehicle',
        entityId: truck.id,
        documentType,
        expiryDate,
        notes: 'x',
      });
    const expired = await make(day(-3));
    const expiredToday = await make(day(-1), 'fitness');
    const soon = await make(day(10));
    const sooner = await make(day(2), 'pollution');
    await make(day(40));
    await make(undefined);
    await make('not a date');
    const info = await expiryInfo(`entityId=${truck.id}`);
    expect(info.expired.map((d) => d.$id)).toEqual([expired.$id, expiredToday.$id]);
    expect(info.expiring.map((d) => d.$id)).toEqual([sooner.$id, soon.$id]);

    const license = await owner.client.documents.create({
      documentOf: 'driver',
      entityId: driverId,
      documentType: 'license',
      expiryDate: day(1),
    });
    const forDriver = await expiryInfo(`documentOf=driver&entityId=${driverId}`);
    expect(forDriver.expiring.map((d) => d.$id)).toEqual([license.$id]);
    expect(forDriver.expired).toEqual([]);
    const all = await owner.client.documents.expiryInfo();
    expect(all.expiring.map((d) => d.$id)).toEqual(expect.arrayContaining([license.$id, soon.$id]));
    expect(await other.client.documents.expiryInfo()).toEqual({ expired: [], expiring: [] });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestServer, type TestServer } from '../../test/harness';

type Signed = Awaited<ReturnType<TestServer['signIn']>>;
let t: TestServer;
let osmandPort: number;
let owner: Signed;
let other: Signed;
let reader: Signed;
let admin: Signed;
let truck: number;
let van: number;
let othersCar: number;

const call = (path: string, cookie: string, method = 'GET', body?: unknown) =>
  t.fetch(path, {
    method,
    cookie,
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
  });

async function addVehicle(cookie: string, name: string, uniqueId: string, model?: string) {
  const response = await call('/api2/devices', cookie, 'POST', {
    name,
    category: 'truck',
    uniqueId,
    phone: '9801234567',
    contact: '9800000001',
    model,
  });
  expect(response.status).toBe(200);
  return (await json(response)).id as number;
}

const list = async (cookie: string, q?: string) =>
  json(await call(`/api2/installed-devices${q ? `?q=${encodeURIComponent(q)}` : ''}`, cookie));

beforeAll(async () => {
  t = await startTestServer({}, { devices: ['osmand'] });
  osmandPort = t.port('osmand');
  await t.createUser({ email: 'owner@example.com' });
  await t.createUser({ email: 'other@example.com' });
  const readerRow = await t.createUser({ email: 'reader@example.com', readonly: true });
  await t.createUser({ email: 'admin@example.com', administrator: true });
  [owner, other, reader, admin] = (await Promise.all(
    ['owner', 'other', 'reader', 'admin'].map((n) => t.signIn(`${n}@example.com`)),
  )) as [Signed, Signed, Signed, Signed];
  truck = await addVehicle(owner.cookie, 'Tipper 21', '352094087654321', 'FMB920');
  van = await addVehicle(owner.cookie, 'Delivery van', '868120000000042', 'GT06N');
  othersCar = await addVehicle(other.cookie, 'Other car', '111111111111111');
  await admin.client.permissions.link({ userId: readerRow.id, deviceId: truck });
});
afterAll(() => t.close());

describe('installed devices', () => {
  it('has a unit for each vehicle as soon as it is added, with the vehicle’s IMEI, model and SIM', async () => {
    const units = await list(owner.cookie);
    expect(units.map((u: { deviceId: number }) => u.deviceId)).toEqual([van, truck]);
    expect(units[1]).toMatchObject({
      imei: '352094087654321',
      model: 'FMB920',
      simNumber: '9801234567',
      protocol: null,
      installer: null,
      vehicle: { id: truck, name: 'Tipper 21' },
      lastContact: null,
      status: 'offline',
    });
    expect(Date.now() - Date.parse(units[1].installedAt)).toBeLessThan(60 * 60_000);
  });

  it('shows the protocol, last contact and status once the tracker reports', async () => {
    const sent = await fetch(
      `http://127.0.0.1:${osmandPort}/?id=352094087654321&lat=27.7172&lon=85.324&timestamp=${Math.floor(Date.now() / 1000)}`,
    );
    expect(sent.status).toBe(200);
    const unit = await json(await call(`/api2/installed-devices/${truck}`, owner.cookie));
    expect(unit).toMatchObject({ protocol: 'osmand', status: 'online' });
    expect(unit.lastContact).not.toBeNull();
  });

  it('records installation details and finds units by IMEI, vehicle, installer or protocol', async () => {
    const updated = await call(`/api2/installed-devices/${van}`, owner.cookie, 'PUT', {
      installer: 'Hari Electronics',
      simNumber: '9841000000',
      installedAt: '2026-01-15T10:00:00+05:45',
    });
    expect(updated.status).toBe(200);
    expect(await json(updated)).toMatchObject({
      installer: 'Hari Electronics',
      simNumber: '9841000000',
      installedAt: '2026-01-15T04:15:00.000Z',
    });
    const ids = async (q: string) =>
      (await list(owner.cookie, q)).map((u: { deviceId: number }) => u.deviceId);
    expect(await ids('0420')).toEqual([]);
    expect(await ids('000000042')).toEqual([van]);
    expect(await ids('tipper')).toEqual([truck]);
    expect(await ids('hari')).toEqual([van]);
    expect(await ids('osmand')).toEqual([truck]);
    expect(await ids('9841')).toEqual([van]);
  });

  it("hides another user's units and refuses changes from a read-only user", async () => {
    expect((await list(other.cookie)).map((u: { deviceId: number }) => u.deviceId)).toEqual([othersCar]);
    expect((await call(`/api2/installed-devices/${truck}`, other.cookie)).status).toBe(404);
    expect(
      (await call(`/api2/installed-devices/${truck}`, other.cookie, 'PUT', { installer: 'x' })).status,
    ).toBe(404);
    expect((await call(`/api2/installed-devices/${truck}`, reader.cookie)).status).toBe(200);
    expect(
      (await call(`/api2/installed-devices/${truck}`, reader.cookie, 'PUT', { installer: 'x' })).status,
    ).toBe(403);
    expect((await list(admin.cookie)).length).toBe(3);
  });

  it('exports the list as CSV, search applied, formulas neutralised', async () => {
    await call(`/api2/installed-devices/${truck}`, owner.cookie, 'PUT', { installer: '=HYPERLINK("x")' });
    const response = await call('/api2/installed-devices/export.csv', owner.cookie);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain('installed-devices.csv');
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'IMEI,Model,Protocol,SIM number,Installation date,Installer,Vehicle,Last contact,Status',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(
      '868120000000042,GT06N,,9841000000,2026-01-15T04:15:00.000Z,Hari Electronics,Delivery van,,offline',
    );
    expect(lines[2]).toContain(`352094087654321,FMB920,osmand,9801234567,`);
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")",Tipper 21,`);
    const filtered = await (await call('/api2/installed-devices/export.csv?q=van', owner.cookie)).text();
    expect(filtered.trimEnd().split('\r\n')).toHaveLength(2);
  });
});

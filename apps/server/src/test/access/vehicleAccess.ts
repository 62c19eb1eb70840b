import { type AccessWorld, unique, uploadForm } from '../accessWorld';
import {
  A_LINKED_READ,
  A_LINKED_WRITE,
  type AccessCase,
  ANY_REFUSAL,
  CREATE_OWN,
  everyone,
  get,
  LIST,
  onVictim,
  signedIn,
  TRUCK_READ,
  TRUCK_WRITE,
} from './outcomes';

const truckBody = async (w: AccessWorld) => w.asA('GET', `/api/devices/${w.a.truck}`);
const vehicleBody = async (w: AccessWorld) => {
  const truck = await truckBody(w);
  return { ...truck, category: 'truck' };
};

/** A fresh share link of A's truck, made by A: its id (the newest of the truck's shares). */
async function freshShare(w: AccessWorld): Promise<number> {
  await w.asA('POST', '/api2/devices/share', { deviceId: w.a.truck, expiration: 24 });
  const shares = (await w.asA('GET', `/api2/devices/${w.a.truck}/shares`)) as { id: number }[];
  const newest = shares.at(-1);
  if (!newest) throw new Error("A's new share is not listed");
  return newest.id;
}

/** A fresh document (or service record) of A's truck, with a fresh file of A's. */
async function freshRecord(w: AccessWorld, path: '/api2/documents' | '/api2/services/history') {
  const body =
    path === '/api2/documents'
      ? { documentOf: 'vehicle', entityId: w.a.truck, documentType: 'insurance', identificationNo: 'ALPHA' }
      : { entityId: w.a.truck, notes: 'ALPHA-PRIVATE service' };
  return (await w.asA('POST', path, body)).$id as string;
}

async function freshFile(w: AccessWorld): Promise<string> {
  const upload = await w.send('other', 'POST', {
    path: '/v1/storage/buckets/documents/files',
    multipart: uploadForm(),
    cookie: w.aCookie,
  });
  const id = upload.body.$id as string;
  await w.asA('POST', '/api2/documents', {
    documentOf: 'vehicle',
    entityId: w.a.truck,
    documentType: 'insurance',
    identificationNo: 'ALPHA-PRIVATE-PHOTO',
    fileIds: [id],
  });
  return id;
}

const FILE = (w: AccessWorld) => `/v1/storage/buckets/documents/files/${w.a.file}`;
const A_FILE_READ = signedIn(404, { reader: 'ok', admin: 'ok' });

/** `/api2` vehicles, documents and service records, and the file store (`/v1/storage`). */
export const VEHICLE_ACCESS: Record<string, AccessCase[]> = {
  // Links of every vehicle at once: only what the reader sees; a named vehicle it does not see is 404.
  'GET /api2/device-links': [
    {
      what: "A's truck's geofences",
      request: get((w) => `/api2/device-links?type=geofence&deviceId=${w.a.truck}`),
      expect: TRUCK_READ,
    },
    { what: 'own vehicles', request: get(() => '/api2/device-links?type=maintenance'), expect: LIST },
  ],
  // /api2 vehicles.
  'GET /api2/devices': [{ what: 'the vehicle list', request: get(() => '/api2/devices'), expect: LIST }],
  'GET /api2/devices/drivers': [
    { what: 'drivers per vehicle', request: get(() => '/api2/devices/drivers'), expect: LIST },
  ],
  // The read-only user sees the truck but none of its shares (only their sharers and the truck's
  // editors do): an empty list.
  'GET /api2/devices/:id/shares': [
    {
      what: "A's truck's share links",
      request: get((w) => `/api2/devices/${w.a.truck}/shares`),
      expect: TRUCK_READ,
    },
  ],
  'DELETE /api2/devices/:id/shares/:shareId': [
    {
      what: "a share link of A's truck",
      request: onVictim(freshShare, (shareId, w) => ({
        path: `/api2/devices/${w.a.truck}/shares/${shareId}`,
      })),
      expect: signedIn(404, { reader: ANY_REFUSAL, guest: ANY_REFUSAL, admin: 'ok' }),
    },
  ],
  'POST /api2/devices': [
    {
      what: 'a new own vehicle',
      request: () => ({
        path: '/api2/devices',
        body: {
          name: 'New car',
          category: 'car',
          uniqueId: unique('V'),
          phone: '9800000000',
          contact: '9800000001',
        },
      }),
      expect: signedIn('ok', { reader: 403, guest: 403, demo: 403, limited: 403 }),
    },
    {
      what: "a new vehicle in A's group",
      request: (w) => ({
        path: '/api2/devices',
        body: {
          name: 'Sneaky car',
          category: 'car',
          uniqueId: unique('V'),
          phone: '9800000000',
          contact: '9800000001',
          groupId: w.a.group,
        },
      }),
      expect: signedIn(404, {
        reader: 403,
        guest: ANY_REFUSAL,
        demo: ANY_REFUSAL,
        limited: ANY_REFUSAL,
        admin: 'ok',
      }),
    },
  ],
  'PUT /api2/devices/:id': [
    {
      what: "A's truck, unchanged",
      request: async (w) => ({ path: `/api2/devices/${w.a.truck}`, body: await vehicleBody(w) }),
      expect: TRUCK_WRITE,
    },
  ],
  'DELETE /api2/devices/:id': [
    {
      what: "a fresh vehicle of A's",
      request: onVictim(
        (w) => w.freshDevice(),
        (id) => ({ path: `/api2/devices/${id}` }),
      ),
      expect: A_LINKED_WRITE,
    },
  ],
  'POST /api2/devices/share': [
    {
      what: "A's truck for 24 hours",
      request: (w) => ({ path: '/api2/devices/share', body: { deviceId: w.a.truck, expiration: 24 } }),
      expect: TRUCK_WRITE,
    },
  ],
  'POST /api2/misc/resolve-short': [
    {
      what: "A's short link",
      request: (w) => ({ path: '/api2/misc/resolve-short', body: { code: w.a.shortCode } }),
      expect: everyone('ok'),
    },
  ],
  'POST /api2/computed/mileage': [
    {
      what: "A's truck",
      request: (w) => ({ path: '/api2/computed/mileage', body: { vehicleId: w.a.truck, mileage: 12 } }),
      expect: TRUCK_WRITE,
    },
  ],

  // Documents and service records.
  'GET /api2/documents': [{ what: 'the list', request: get(() => '/api2/documents'), expect: LIST }],
  'GET /api2/documents/expiry-info': [
    { what: 'expiry info', request: get(() => '/api2/documents/expiry-info'), expect: LIST },
  ],
  'GET /api2/documents/:id': [
    {
      what: "A's truck's document",
      request: get((w) => `/api2/documents/${w.a.document}`),
      expect: A_LINKED_READ,
    },
  ],
  'POST /api2/documents': [
    {
      what: 'a new own document',
      request: () => ({
        path: '/api2/documents',
        body: { documentOf: 'others', documentType: 'others', notes: 'own' },
      }),
      expect: CREATE_OWN,
    },
    {
      what: "a new document on A's truck",
      request: (w) => ({
        path: '/api2/documents',
        body: {
          documentOf: 'vehicle',
          entityId: w.a.truck,
          documentType: 'insurance',
          identificationNo: 'X',
        },
      }),
      expect: TRUCK_WRITE,
    },
    {
      what: "a new own document listing A's file",
      request: (w) => ({
        path: '/api2/documents',
        body: { documentOf: 'others', documentType: 'others', notes: 'own', fileIds: [w.a.file] },
      }),
      expect: signedIn(404, { reader: 403, guest: 403, admin: 'ok' }),
    },
  ],
  'PUT /api2/documents/:id': [
    {
      what: "A's truck's document, unchanged",
      request: async (w) => ({
        path: `/api2/documents/${w.a.document}`,
        body: await w.asA('GET', `/api2/documents/${w.a.document}`),
      }),
      expect: A_LINKED_WRITE,
    },
  ],
  'DELETE /api2/documents/:id': [
    {
      what: "a fresh document of A's truck",
      request: onVictim(
        (w) => freshRecord(w, '/api2/documents'),
        (id) => ({ path: `/api2/documents/${id}` }),
      ),
      expect: A_LINKED_WRITE,
    },
  ],
  'GET /api2/services/history': [
    { what: 'the list', request: get(() => '/api2/services/history'), expect: LIST },
  ],
  'GET /api2/services/history/get/:id': [
    {
      what: "A's truck's service record",
      request: get((w) => `/api2/services/history/get/${w.a.service}`),
      expect: A_LINKED_READ,
    },
  ],
  'POST /api2/services/history': [
    {
      what: "a service record of A's truck",
      request: (w) => ({ path: '/api2/services/history', body: { entityId: w.a.truck, notes: 'x' } }),
      expect: TRUCK_WRITE,
    },
  ],
  'PUT /api2/services/history/:id': [
    {
      what: "A's truck's service record, unchanged",
      request: async (w) => ({
        path: `/api2/services/history/${w.a.service}`,
        body: await w.asA('GET', `/api2/services/history/get/${w.a.service}`),
      }),
      expect: A_LINKED_WRITE,
    },
  ],
  'DELETE /api2/services/history/:id': [
    {
      what: "a fresh service record of A's truck",
      request: onVictim(
        (w) => freshRecord(w, '/api2/services/history'),
        (id) => ({ path: `/api2/services/history/${id}` }),
      ),
      expect: A_LINKED_WRITE,
    },
  ],

  // Files.
  'POST /v1/storage/buckets/:bucketId/files': [
    {
      what: 'an own upload',
      request: () => ({ path: '/v1/storage/buckets/documents/files', multipart: uploadForm() }),
      expect: CREATE_OWN,
    },
  ],
  'GET /v1/storage/buckets/:bucketId/files/:fileId': [
    { what: "A's document photo", request: get(FILE), expect: A_FILE_READ },
  ],
  'GET /v1/storage/buckets/:bucketId/files/:fileId/view': [
    { what: "A's document photo", request: get((w) => `${FILE(w)}/view`), expect: A_FILE_READ },
  ],
  'GET /v1/storage/buckets/:bucketId/files/:fileId/preview': [
    { what: "A's document photo", request: get((w) => `${FILE(w)}/preview`), expect: A_FILE_READ },
  ],
  'GET /v1/storage/buckets/:bucketId/files/:fileId/download': [
    { what: "A's document photo", request: get((w) => `${FILE(w)}/download`), expect: A_FILE_READ },
  ],
  'DELETE /v1/storage/buckets/:bucketId/files/:fileId': [
    {
      what: "a fresh document photo of A's",
      request: onVictim(freshFile, (id) => ({ path: `/v1/storage/buckets/documents/files/${id}` })),
      expect: A_LINKED_WRITE,
    },
  ],
};

import { afterEach, describe, expect, it } from 'vitest';
import { startRecordingServer } from '../test/recordingServer';
import { createFleetClient } from './createFleetClient';

let server: Awaited<ReturnType<typeof startRecordingServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const record = {
  $id: 'Xq3v9LmT2pQa7RkB0cWz',
  documentOf: 'vehicle',
  entityId: 7,
  documentType: 'insurance',
  fileIds: [],
  expiryDate: '2026-03-01',
};

describe('documents client', () => {
  it('asks for the expiry info of one vehicle with the list filters', async () => {
    server = await startRecordingServer({
      'GET /api2/documents/expiry-info': { body: { expired: [record], expiring: [] } },
    });
    const client = createFleetClient({ baseUrl: server.url });
    const info = await client.documents.expiryInfo({ documentOf: 'vehicle', entityId: 7 });
    expect(info.expired.map((d) => d.$id)).toEqual([record.$id]);
    expect(Object.fromEntries(server.requests[0]?.query ?? [])).toEqual({
      documentOf: 'vehicle',
      entityId: '7',
    });
    await client.documents.expiryInfo();
    expect(server.requests[1]?.query.toString()).toBe('');
  });

  it("filters a vehicle's service history by type", async () => {
    server = await startRecordingServer({
      'GET /api2/services/history': {
        body: { total: 1, documents: [{ ...record, documentType: 'oil-change' }] },
      },
    });
    const client = createFleetClient({ baseUrl: server.url });
    const records = await client.serviceHistory.list({ entityId: 7, documentType: 'oil-change' });
    expect(records.map((r) => r.documentType)).toEqual(['oil-change']);
    expect(Object.fromEntries(server.requests[0]?.query ?? [])).toEqual({
      entityId: '7',
      documentType: 'oil-change',
    });
  });
});

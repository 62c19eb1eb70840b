import { createHash, randomBytes } from 'node:crypto';
import { createFileStore } from '@fleetkit/sdk-core/files';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';

// A server allowing 12 MB, so the appwrite SDK sends an 11 MB file as three chunks: the first alone,
// then the other two at once. Their joins race; exactly one must make the file. The SDK's requests
// get the session cookie a browser would send (see storage.sdk.test.ts).

const MB = 1024 * 1024;
let t: TestServer;
let cookie = '';
const realFetch = globalThis.fetch;

beforeAll(async () => {
  t = await startTestServer({ maxUploadBytes: 12 * MB });
  await t.createUser({ email: 'owner@example.com' });
  cookie = (await t.signIn('owner@example.com')).cookie;
  vi.stubGlobal('fetch', (input: string | URL | Request, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (headers.has('x-sdk-name')) headers.set('Cookie', cookie);
    return realFetch(input, { ...init, headers });
  });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await t.close();
});

describe('chunked uploads sent concurrently', () => {
  it('joins three chunks, two of them sent at once, into one file with the right bytes', async () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(11 * MB - 4)]);
    const files = createFileStore({
      endpoint: `${t.url}/v1`,
      project: 'fleetkit',
      bucket: 'documents',
      maxBytes: 12 * MB,
    });
    const stored = await files.upload(new File([bytes], 'scan.jpg', { type: 'image/jpeg' }));
    expect(stored).toMatchObject({
      sizeOriginal: 11 * MB,
      chunksTotal: 3,
      chunksUploaded: 3,
      mimeType: 'image/jpeg',
    });
    expect(stored.signature).toBe(createHash('md5').update(bytes).digest('hex'));
    const view = await realFetch(files.viewUrl(stored.$id), { headers: { Cookie: cookie } });
    expect(Buffer.from(await view.arrayBuffer()).equals(bytes)).toBe(true);
  });
});

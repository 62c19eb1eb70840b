import { randomBytes } from 'node:crypto';
import { UNSUPPORTED_FILE_TYPE_MESSAGE } from '@fleetkit/sdk-core';
import { createFileStore, type FileStore } from '@fleetkit/sdk-core/files';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, startTestServer, type TestServer } from '../test/harness';

// The storage routes driven by the real `appwrite` web SDK through sdk-core's FileStore, against a
// server with the default 10 MB limit, so files between 5 and 10 MB go up in chunks.
//
// In a browser the SDK's requests carry the session cookie (`credentials: 'include'`). Node's fetch
// has no cookie jar, so the SDK's requests (the ones with its `x-sdk-name` header) get the signed-in
// user's cookie added here, as a browser would send it.

const PROJECT = 'fleetkit';
const BUCKET = 'documents';
const MB = 1024 * 1024;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const pngBytes = (size: number) => Buffer.concat([PNG_SIGNATURE, randomBytes(size - PNG_SIGNATURE.length)]);
const pngFile = (size: number, name = 'photo.png') => new File([pngBytes(size)], name, { type: 'image/png' });

let t: TestServer;
let ownerCookie: string;
let otherCookie: string;
let sdkCookie = '';
let files: FileStore;
const realFetch = globalThis.fetch;

/** A fresh store (empty cache) acting as the user with this cookie. */
function storeFor(cookie: string): { store: FileStore; as: <T>(run: () => Promise<T>) => Promise<T> } {
  const store = createFileStore({
    endpoint: `${t.url}/v1`,
    project: PROJECT,
    bucket: BUCKET,
    maxBytes: 10 * MB,
  });
  return {
    store,
    as: async (run) => {
      const previous = sdkCookie;
      sdkCookie = cookie;
      try {
        return await run();
      } finally {
        sdkCookie = previous;
      }
    },
  };
}

beforeAll(async () => {
  t = await startTestServer();
  await t.createUser({ email: 'owner@example.com' });
  await t.createUser({ email: 'other@example.com' });
  ownerCookie = (await t.signIn('owner@example.com')).cookie;
  otherCookie = (await t.signIn('other@example.com')).cookie;
  vi.stubGlobal('fetch', (input: string | URL | Request, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (headers.has('x-sdk-name') && sdkCookie) headers.set('Cookie', sdkCookie);
    return realFetch(input, { ...init, headers });
  });
  sdkCookie = ownerCookie;
  files = createFileStore({ endpoint: `${t.url}/v1`, project: PROJECT, bucket: BUCKET, maxBytes: 10 * MB });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  files.dispose();
  await t.close();
});

const view = (url: string, cookie = ownerCookie) => realFetch(url, { headers: { Cookie: cookie } });

describe('the appwrite SDK against the storage routes', () => {
  it('uploads a file, reads its record, shows it through the view and preview URLs and deletes it', async () => {
    const file = pngFile(2048, 'blue book.png');
    const stored = await files.upload(file);
    expect(stored).toMatchObject({
      bucketId: BUCKET,
      name: 'blue book.png',
      mimeType: 'image/png',
      sizeOriginal: 2048,
      chunksTotal: 1,
      chunksUploaded: 1,
    });
    const fresh = storeFor(ownerCookie);
    const record = await fresh.as(() => fresh.store.metadata(stored.$id));
    expect(record).toEqual({ ...stored });

    const viewUrl = files.viewUrl(stored.$id);
    expect(viewUrl).toContain(
      `${t.url}/v1/storage/buckets/${BUCKET}/files/${stored.$id}/view?project=${PROJECT}`,
    );
    const shown = await view(viewUrl);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await shown.arrayBuffer()).equals(Buffer.from(await file.arrayBuffer()))).toBe(true);
    const preview = await view(files.previewUrl(stored.$id, { width: 320, height: 240, quality: 80 }));
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/png');

    await files.remove(stored.$id);
    expect((await view(viewUrl)).status).toBe(404);
  });

  it('uploads a 6 MB image in two chunks, reports progress, and joins the chunks into one file', async () => {
    const file = pngFile(6 * MB, 'scan.png');
    const progress: number[] = [];
    const stored = await files.upload(file, { onProgress: (p) => progress.push(p.progress) });
    expect(stored).toMatchObject({
      sizeOriginal: 6 * MB,
      chunksTotal: 2,
      chunksUploaded: 2,
      mimeType: 'image/png',
    });
    expect(progress.at(-1)).toBe(100);
    expect(progress.length).toBeGreaterThanOrEqual(2);
    const shown = await view(files.viewUrl(stored.$id));
    expect(Buffer.from(await shown.arrayBuffer()).equals(Buffer.from(await file.arrayBuffer()))).toBe(true);
    // No chunk is left behind as a file of its own.
    const meta = await json(
      await realFetch(`${t.url}/v1/storage/buckets/${BUCKET}/files/${stored.$id}:0`, {
        headers: { Cookie: ownerCookie },
      }),
    );
    expect(meta.code).toBe(404);
  });

  it('passes the server refusal of content that is not an image on as the SDK error with our message', async () => {
    const fake = new File([Buffer.from('plain text, not a picture')], 'notes.png', { type: 'image/png' });
    const error = (await files.upload(fake).catch((e: unknown) => e)) as {
      code: number;
      message: string;
      type: string;
    };
    expect(error.code).toBe(400);
    expect(error.message).toContain(UNSUPPORTED_FILE_TYPE_MESSAGE);
    expect(error.type).toBe('storage_file_type_unsupported');
  });

  it("answers another user's file with 404 through the SDK", async () => {
    const stored = await files.upload(pngFile(512));
    const intruder = storeFor(otherCookie);
    const error = (await intruder.as(() => intruder.store.metadata(stored.$id)).catch((e: unknown) => e)) as {
      code: number;
    };
    expect(error.code).toBe(404);
    const removal = (await intruder.as(() => intruder.store.remove(stored.$id)).catch((e: unknown) => e)) as {
      code: number;
    };
    expect(removal.code).toBe(404);
    expect((await view(files.viewUrl(stored.$id), otherCookie)).status).toBe(404);
    expect((await view(files.viewUrl(stored.$id))).status).toBe(200);
  });

  it('refuses the SDK without a session with 401', async () => {
    const anonymous = storeFor('');
    const error = (await anonymous
      .as(() => anonymous.store.upload(pngFile(64)))
      .catch((e: unknown) => e)) as {
      code: number;
      message: string;
    };
    expect(error).toMatchObject({ code: 401, message: 'Sign in to continue' });
  });
});

describe('chunked uploads sent by hand', () => {
  const CHUNK = 5 * MB;

  function chunk(
    bytes: Buffer,
    start: number,
    total: number,
    init: { fileId?: string; uploadId?: string; cookie?: string } = {},
  ) {
    const end = Math.min(start + CHUNK, total);
    const form = new FormData();
    form.append('fileId', init.fileId ?? 'unique()');
    form.append('file', new File([bytes.subarray(start, end)], 'big.png'));
    const headers: Record<string, string> = { 'Content-Range': `bytes ${start}-${end - 1}/${total}` };
    if (init.uploadId) headers['x-appwrite-id'] = init.uploadId;
    return realFetch(`${t.url}/v1/storage/buckets/${BUCKET}/files`, {
      method: 'POST',
      body: form,
      headers: { ...headers, Cookie: init.cookie ?? ownerCookie },
    });
  }

  it('answers the first chunk with the progress of the upload under its id', async () => {
    const bytes = pngBytes(9 * MB);
    const first = await chunk(bytes, 0, 9 * MB, { fileId: 'progress-1' });
    expect(first.status).toBe(201);
    expect(await json(first)).toMatchObject({
      $id: 'progress-1',
      chunksTotal: 2,
      chunksUploaded: 1,
      sizeOriginal: 9 * MB,
    });
    // Unfinished: not a file yet.
    expect(
      (
        await realFetch(`${t.url}/v1/storage/buckets/${BUCKET}/files/progress-1`, {
          headers: { Cookie: ownerCookie },
        })
      ).status,
    ).toBe(404);
  });

  it('refuses a chunked upload whose total is over the limit with 413 before storing anything', async () => {
    const bytes = pngBytes(CHUNK);
    const response = await chunk(bytes, 0, 11 * MB);
    expect(response.status).toBe(413);
    expect((await json(response)).message).toBe('Files larger than 10 MB cannot be uploaded');
  });

  it("refuses a chunk for someone else's upload, and a later chunk with no first one", async () => {
    const bytes = pngBytes(8 * MB);
    await chunk(bytes, 0, bytes.length, { fileId: 'mine-1' });
    const intruder = await chunk(bytes, CHUNK, bytes.length, { uploadId: 'mine-1', cookie: otherCookie });
    expect(intruder.status).toBe(404);
    const orphan = await chunk(bytes, CHUNK, bytes.length, { uploadId: 'never-started' });
    expect(orphan.status).toBe(404);
    const takeover = await chunk(bytes, 0, bytes.length, { fileId: 'mine-1', cookie: otherCookie });
    expect(takeover.status).toBe(409);
    const finished = await chunk(bytes, CHUNK, bytes.length, { uploadId: 'mine-1' });
    expect(await json(finished)).toMatchObject({ $id: 'mine-1', chunksUploaded: 2, chunksTotal: 2 });
  });

  it('refuses a first chunk that is not an image, and ranges that do not match the chunks', async () => {
    const text = Buffer.alloc(CHUNK, 'a');
    expect((await chunk(text, 0, 7 * MB)).status).toBe(400);
    const bytes = pngBytes(7 * MB);
    const form = new FormData();
    form.append('fileId', 'unique()');
    form.append('file', new File([bytes.subarray(0, 1000)], 'big.png'));
    for (const range of [
      'bytes 0-999/7340032',
      'bytes 0-5242879',
      'bytes 100-5242979/7340032',
      'items 0-1/2',
    ]) {
      const response = await realFetch(`${t.url}/v1/storage/buckets/${BUCKET}/files`, {
        method: 'POST',
        body: form,
        headers: { 'Content-Range': range, Cookie: ownerCookie },
      });
      expect(response.status, range).toBe(400);
      expect((await json(response)).error.message, range).toContain('Content-Range');
    }
  });
});

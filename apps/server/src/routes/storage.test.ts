import { createHash, randomBytes } from 'node:crypto';
import { UNSUPPORTED_FILE_TYPE_MESSAGE } from '@fleetkit/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestServer, type TestServer } from '../test/harness';

// Raw HTTP against the storage routes, for the input the SDK would never send. The SDK itself is
// exercised in storage.sdk.test.ts. This server allows uploads of 64 KB.
const MAX_UPLOAD = 64 * 1024;
const BUCKET = 'documents';

const png = (size = 256) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(size - 8)]);
const jpeg = (size = 256) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(size - 4)]);
const webp = (size = 256) =>
  Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('WEBPVP8 '),
    randomBytes(size - 16),
  ]);

let t: TestServer;
let owner: string;
let other: string;
let readonlyCookie: string;
let guestToken: string;

interface UploadOptions {
  cookie?: string;
  bucket?: string;
  fileId?: string;
  name?: string;
  type?: string;
  headers?: Record<string, string>;
}

function upload(bytes: Uint8Array, options: UploadOptions = {}) {
  const form = new FormData();
  form.append('fileId', options.fileId ?? 'unique()');
  form.append('file', new File([bytes], options.name ?? 'photo.png', { type: options.type ?? 'image/png' }));
  return t.fetch(`/v1/storage/buckets/${options.bucket ?? BUCKET}/files`, {
    method: 'POST',
    body: form,
    cookie: options.cookie ?? owner,
    headers: { 'X-Appwrite-Project': 'fleetkit', ...options.headers },
  });
}

const fileUrl = (id: string, mode = '', bucket = BUCKET) =>
  `/v1/storage/buckets/${bucket}/files/${id}${mode ? `/${mode}` : ''}?project=fleetkit`;

beforeAll(async () => {
  t = await startTestServer({ maxUploadBytes: MAX_UPLOAD });
  await t.createUser({ email: 'owner@example.com' });
  await t.createUser({ email: 'other@example.com' });
  await t.createUser({ email: 'ro@example.com', readonly: true });
  const signedIn = await t.signIn('owner@example.com');
  owner = signedIn.cookie;
  other = (await t.signIn('other@example.com')).cookie;
  readonlyCookie = (await t.signIn('ro@example.com')).cookie;
  const device = await signedIn.client.devices.create({ name: 'Truck', uniqueId: 'STORAGE-1' });
  guestToken = await signedIn.client.devices.share(device.id, new Date(Date.now() + 86_400_000));
});
afterAll(() => t.close());

describe('upload', () => {
  it('stores a PNG named .jpg as image/png under a generated id: the type comes from its bytes', async () => {
    const bytes = png(300);
    const response = await upload(bytes, { name: 'scan.jpg', type: 'image/jpeg' });
    expect(response.status).toBe(201);
    const file = await json(response);
    expect(file).toMatchObject({
      bucketId: BUCKET,
      name: 'scan.jpg',
      mimeType: 'image/png',
      sizeOriginal: 300,
      sizeActual: 300,
      chunksTotal: 1,
      chunksUploaded: 1,
      $permissions: [],
      signature: createHash('md5').update(bytes).digest('hex'),
    });
    expect(file.$id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(Date.parse(file.$createdAt)).not.toBeNaN();

    const view = await t.fetch(fileUrl(file.$id, 'view'), { cookie: owner });
    expect(view.status).toBe(200);
    expect(view.headers.get('content-type')).toBe('image/png');
    expect(view.headers.get('x-content-type-options')).toBe('nosniff');
    // The served name says what the bytes are, whatever the upload was called.
    expect(view.headers.get('content-disposition')).toBe(
      `inline; filename="scan.png"; filename*=UTF-8''scan.png`,
    );
    expect(Buffer.from(await view.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('serves a polyglot PNG named .html under a .png name, so a download cannot open as a page', async () => {
    const polyglot = Buffer.concat([
      png(64),
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    ]);
    const file = await json(await upload(polyglot, { name: 'invoice.html', type: 'text/html' }));
    expect(file.mimeType).toBe('image/png');
    for (const mode of ['view', 'download']) {
      const served = await t.fetch(fileUrl(file.$id, mode), { cookie: owner });
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('content-disposition')).toMatch(
        /filename="invoice\.png"; filename\*=UTF-8''invoice\.png$/,
      );
    }
  });

  it('accepts JPEG and WebP content', async () => {
    const j = await json(await upload(jpeg(), { name: 'a.jpeg' }));
    const w = await json(await upload(webp(), { name: 'b.webp' }));
    expect([j.mimeType, w.mimeType]).toEqual(['image/jpeg', 'image/webp']);
  });

  it.each([
    ['a text file named x.png', Buffer.from('hello, this is not an image at all'), 'x.png'],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'anim.gif'],
    [
      'an SVG claiming image/png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'),
      'logo.png',
    ],
  ])('refuses %s with 400 and a clear message, whatever type it claims', async (_, bytes, name) => {
    const response = await upload(bytes, { name, type: 'image/png' });
    expect(response.status).toBe(400);
    const body = await json(response);
    expect(body.error.code).toBe('unsupported_file_type');
    expect(body.error.message).toContain(UNSUPPORTED_FILE_TYPE_MESSAGE);
    expect(body.error.message).toContain(name);
  });

  it('answers an upload over the size limit with 413 and the limit in the message', async () => {
    for (const size of [MAX_UPLOAD + 1, 4 * MAX_UPLOAD]) {
      const response = await upload(png(size));
      expect(response.status).toBe(413);
      const body = await json(response);
      expect(body.error).toEqual({
        code: 'too_large',
        message: 'Files larger than 64 KB cannot be uploaded',
      });
      expect(body).toMatchObject({ code: 413, type: 'storage_invalid_file_size' });
    }
    expect((await upload(png(MAX_UPLOAD))).status).toBe(201);
  });

  it('refuses an empty file', async () => {
    const response = await upload(Buffer.alloc(0));
    expect(response.status).toBe(400);
    expect((await json(response)).error.message).toContain('empty');
  });

  it('stores a file under the id asked for and answers a duplicate id with 409', async () => {
    const first = await upload(png(), { fileId: 'blue-book_front.1' });
    expect(first.status).toBe(201);
    expect((await json(first)).$id).toBe('blue-book_front.1');
    const again = await upload(png(), { fileId: 'blue-book_front.1', cookie: other });
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ code: 409, type: 'storage_file_already_exists' });
  });

  it.each([
    ['a path', '../../etc/passwd'],
    ['a leading special character', '.hidden'],
    ['more than 36 characters', 'a'.repeat(37)],
    ['a space', 'my file'],
  ])('refuses a file id with %s', async (_, fileId) => {
    const response = await upload(png(), { fileId });
    expect(response.status).toBe(400);
    expect((await json(response)).error.message).toContain('fileId must be at most 36 characters');
  });

  it('refuses a bucket id that breaks the id rule', async () => {
    const response = await upload(png(), { bucket: '.secret' });
    expect(response.status).toBe(400);
    expect((await json(response)).error.message).toContain('bucketId');
  });

  it('refuses a form without the file or the id, and a body that is not a form', async () => {
    const noFile = new FormData();
    noFile.append('fileId', 'unique()');
    const response = await t.fetch(`/v1/storage/buckets/${BUCKET}/files`, {
      method: 'POST',
      body: noFile,
      cookie: owner,
    });
    expect(response.status).toBe(400);
    expect((await json(response)).error.message).toContain('file');

    const noId = new FormData();
    noId.append('file', new File([png()], 'a.png'));
    const missingId = await t.fetch(`/v1/storage/buckets/${BUCKET}/files`, {
      method: 'POST',
      body: noId,
      cookie: owner,
    });
    expect(missingId.status).toBe(400);
    expect((await json(missingId)).error.message).toContain('fileId');

    const asJson = await t.fetch(`/v1/storage/buckets/${BUCKET}/files`, {
      method: 'POST',
      body: JSON.stringify({ fileId: 'unique()' }),
      headers: { 'Content-Type': 'application/json' },
      cookie: owner,
    });
    expect(asJson.status).toBe(400);
  });

  it('keeps only the last segment of a path-like name and makes Content-Disposition safe', async () => {
    const file = await json(await upload(png(), { name: '..\\..\\bill "May";\r\nX-Evil: 1.png' }));
    expect(file.name).toBe(
      '..\\..\\bill "May";\r\nX-Evil: 1.png'
        .split('\\')
        .pop()
        ?.replace(/[\r\n]/g, ''),
    );
    const view = await t.fetch(fileUrl(file.$id, 'view'), { cookie: owner });
    expect(view.headers.get('content-disposition')).toBe(
      `inline; filename="bill _May__X-Evil_ 1.png"; filename*=UTF-8''bill%20%22May%22%3BX-Evil%3A%201.png`,
    );
    expect(view.headers.get('x-evil')).toBeNull();
  });

  it('lets neither read-only nor temporary (shared) users upload', async () => {
    const readonly = await upload(png(), { cookie: readonlyCookie });
    expect(readonly.status).toBe(403);
    const form = new FormData();
    form.append('fileId', 'unique()');
    form.append('file', new File([png()], 'a.png'));
    const guest = await t.fetch(`/v1/storage/buckets/${BUCKET}/files`, {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${guestToken}` },
    });
    expect(guest.status).toBe(403);
  });

  it('needs a session, and says so in the body Appwrite clients read', async () => {
    const response = await t.fetch(`/v1/storage/buckets/${BUCKET}/files`, {
      method: 'POST',
      body: new FormData(),
    });
    expect(response.status).toBe(401);
    expect(await json(response)).toMatchObject({
      message: 'Sign in to continue',
      code: 401,
      error: { code: 'unauthorized', message: 'Sign in to continue' },
    });
  });
});

describe('read and delete', () => {
  it('serves metadata, view, preview (the original, whatever size is asked) and download', async () => {
    const bytes = jpeg(500);
    const file = await json(await upload(bytes, { name: 'licence.jpg' }));
    const meta = await t.fetch(fileUrl(file.$id), { cookie: owner });
    expect(await json(meta)).toEqual(file);

    const preview = await t.fetch(`${fileUrl(file.$id, 'preview')}&width=320&height=240&output=webp`, {
      cookie: owner,
    });
    expect(preview.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await preview.arrayBuffer()).equals(bytes)).toBe(true);

    const download = await t.fetch(fileUrl(file.$id, 'download'), { cookie: owner });
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="licence.jpg"/);
    expect(download.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('answers 404 for an unknown file, another bucket, and a malformed id', async () => {
    const file = await json(await upload(png()));
    for (const path of [
      fileUrl('nope'),
      fileUrl('nope', 'view'),
      fileUrl(file.$id, 'view', 'other-bucket'),
      fileUrl('..%2F..%2Fx', 'view'),
    ]) {
      const response = await t.fetch(path, { cookie: owner });
      expect(response.status, path).toBe(404);
    }
    const body = await json(await t.fetch(fileUrl('nope'), { cookie: owner }));
    expect(body).toMatchObject({ code: 404, type: 'storage_file_not_found' });
  });

  it("answers 404 for another user's file on every route, and leaves it in place", async () => {
    const file = await json(await upload(png()));
    for (const mode of ['', 'view', 'preview', 'download']) {
      expect((await t.fetch(fileUrl(file.$id, mode), { cookie: other })).status, mode).toBe(404);
    }
    expect((await t.fetch(fileUrl(file.$id), { method: 'DELETE', cookie: other })).status).toBe(404);
    expect((await t.fetch(fileUrl(file.$id), { cookie: owner })).status).toBe(200);
  });

  it('deletes a file for its uploader; afterwards it is gone', async () => {
    const file = await json(await upload(png()));
    const removed = await t.fetch(fileUrl(file.$id), { method: 'DELETE', cookie: owner });
    expect(removed.status).toBe(204);
    expect((await t.fetch(fileUrl(file.$id, 'view'), { cookie: owner })).status).toBe(404);
    expect((await t.fetch(fileUrl(file.$id), { method: 'DELETE', cookie: owner })).status).toBe(404);
  });

  it('lets a bearer token read the files of its user', async () => {
    const file = await json(await upload(png()));
    const tokenResponse = await t.fetch('/api/session/token', { method: 'POST', cookie: owner });
    const token = await tokenResponse.text();
    const view = await t.fetch(fileUrl(file.$id, 'view'), { headers: { Authorization: `Bearer ${token}` } });
    expect(view.status).toBe(200);
  });
});

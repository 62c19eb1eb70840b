import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppwriteException, Client } from 'appwrite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileStore } from './createFileStore';
import { FileRejectedError } from './FileRejectedError';
import type { FileStore, FileUploadProgress } from './FileStore';

const PROJECT = 'fleet-project';
const BUCKET = 'documents';
const CHUNK_BYTES = 5 * 1024 * 1024;

interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  form?: { fileId: string; fileName: string; fileType: string; size: number };
}

interface StoredObject {
  model: Record<string, unknown>;
  parts: Map<number, Buffer>;
  total: number;
}

/**
 * A real HTTP server speaking the few Appwrite Storage routes the web SDK calls: create (multipart,
 * chunked with Content-Range and X-Appwrite-Id past 5 MiB), get, delete, view and preview.
 */
async function startStorageServer() {
  const objects = new Map<string, StoredObject>();
  const requests: SeenRequest[] = [];
  const json = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const notFound = {
    message: 'The requested file could not be found.',
    code: 404,
    type: 'storage_file_not_found',
  };
  const bytesOf = (object: StoredObject) =>
    Buffer.concat([...object.parts.entries()].sort(([a], [b]) => a - b).map(([, part]) => part));

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const seen: SeenRequest = {
      method: req.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
    };
    requests.push(seen);
    const route = url.pathname.match(
      /^\/v1\/storage\/buckets\/([^/]+)\/files(?:\/([^/]+)(?:\/(view|preview))?)?$/,
    );
    if (!route || route[1] !== BUCKET) return json(res, 404, { message: 'Route not found', code: 404 });
    const [, , fileId, mode] = route;
    const project = mode ? url.searchParams.get('project') : req.headers['x-appwrite-project'];
    if (project !== PROJECT) return json(res, 401, { message: 'Project is missing', code: 401 });

    if (req.method === 'POST' && !fileId) {
      const form = await new Response(body, {
        headers: { 'content-type': String(req.headers['content-type']) },
      }).formData();
      const file = form.get('file') as File;
      const id = String(req.headers['x-appwrite-id'] ?? form.get('fileId'));
      const data = Buffer.from(await file.arrayBuffer());
      seen.form = {
        fileId: String(form.get('fileId')),
        fileName: file.name,
        fileType: file.type,
        size: data.length,
      };
      const range = String(req.headers['content-range'] ?? `bytes 0-${data.length - 1}/${data.length}`);
      const [, start, , total] = range.match(/^bytes (\d+)-(\d+)\/(\d+)$/) ?? [];
      const object = objects.get(id) ?? { model: {}, parts: new Map<number, Buffer>(), total: Number(total) };
      object.parts.set(Number(start), data);
      const chunksTotal = Math.ceil(object.total / CHUNK_BYTES);
      object.model = {
        $id: id,
        bucketId: BUCKET,
        $createdAt: '2025-01-01T00:00:00.000+00:00',
        $updatedAt: '2025-01-01T00:00:00.000+00:00',
        $permissions: form.getAll('permissions[]').map(String),
        name: file.name,
        signature: 'sig',
        mimeType: file.type || 'application/octet-stream',
        sizeOriginal: object.total,
        chunksTotal,
        chunksUploaded: object.parts.size,
      };
      objects.set(id, object);
      return json(res, 201, object.model);
    }
    const object = fileId ? objects.get(fileId) : undefined;
    if (!object) return json(res, 404, notFound);
    if (req.method === 'GET' && !mode) return json(res, 200, object.model);
    if (req.method === 'DELETE' && !mode) {
      objects.delete(fileId as string);
      res.writeHead(204);
      return res.end();
    }
    if (req.method === 'GET') {
      res.writeHead(200, { 'Content-Type': String(object.model.mimeType) });
      return res.end(bytesOf(object));
    }
    return json(res, 405, { message: 'Method not allowed', code: 405 });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/v1`,
    requests,
    bytes: (id: string) => {
      const object = objects.get(id);
      return object ? bytesOf(object) : undefined;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const png = (name = 'photo.png', size = 64) =>
  new File([new Uint8Array(size).fill(7)], name, { type: 'image/png' });

let storage: Awaited<ReturnType<typeof startStorageServer>>;
let files: FileStore;

beforeEach(async () => {
  storage = await startStorageServer();
  files = createFileStore({ endpoint: storage.endpoint, project: PROJECT, bucket: BUCKET });
});

afterEach(async () => {
  files.dispose();
  await storage.close();
});

describe('FileStore.upload', () => {
  it('sends the file as multipart with a generated unique id and the project header', async () => {
    const progress: FileUploadProgress[] = [];
    const stored = await files.upload(png(), { onProgress: (p) => progress.push(p) });
    const [request] = storage.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(`/v1/storage/buckets/${BUCKET}/files`);
    expect(request?.headers['x-appwrite-project']).toBe(PROJECT);
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.form).toEqual({
      fileId: stored.$id,
      fileName: 'photo.png',
      fileType: 'image/png',
      size: 64,
    });
    expect(stored.$id).toMatch(/^[0-9a-f]{20}$/);
    expect(stored).toMatchObject({
      name: 'photo.png',
      mimeType: 'image/png',
      sizeOriginal: 64,
      bucketId: BUCKET,
    });
    expect(storage.bytes(stored.$id)).toEqual(Buffer.alloc(64, 7));
    expect(progress).toEqual([
      { $id: stored.$id, progress: 100, sizeUploaded: 64, chunksTotal: 1, chunksUploaded: 1 },
    ]);
  });

  it('gives every upload its own id', async () => {
    const a = await files.upload(png('a.png'));
    const b = await files.upload(png('b.png'));
    expect(a.$id).not.toBe(b.$id);
  });

  it('sends the permissions it is given', async () => {
    const stored = await files.upload(png(), { permissions: ['read("any")'] });
    expect(stored.$permissions).toEqual(['read("any")']);
  });

  it.each([
    ['a gif', new File([new Uint8Array(8)], 'anim.gif', { type: 'image/gif' }), 'type'],
    [
      'a pdf named like an image',
      new File([new Uint8Array(8)], 'scan.png', { type: 'application/pdf' }),
      'type',
    ],
    ['an empty file', new File([], 'empty.png', { type: 'image/png' }), 'empty'],
    ['a file over 5 MiB', png('big.png', 5 * 1024 * 1024 + 1), 'size'],
  ])('refuses %s before sending anything', async (_, file, reason) => {
    const error = await files.upload(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileRejectedError);
    expect(error).toMatchObject({ reason, fileName: file.name });
    expect(storage.requests).toHaveLength(0);
  });

  it('applies the size limit it is given', async () => {
    const small = createFileStore({
      endpoint: storage.endpoint,
      project: PROJECT,
      bucket: BUCKET,
      maxBytes: 100,
    });
    expect(small.maxBytes).toBe(100);
    expect(small.bucket).toBe(BUCKET);
    await expect(small.upload(png('ok.png', 100))).resolves.toMatchObject({ sizeOriginal: 100 });
    await expect(small.upload(png('big.png', 101))).rejects.toMatchObject({
      reason: 'size',
      message: 'Files larger than 100 bytes cannot be uploaded',
    });
  });

  it('uploads a file larger than one chunk in 5 MiB chunks and reports progress up to 100', async () => {
    const large = createFileStore({
      endpoint: storage.endpoint,
      project: PROJECT,
      bucket: BUCKET,
      maxBytes: 12 << 20,
    });
    const progress: number[] = [];
    const file = new File([new Uint8Array(11 << 20).map((_, i) => i % 251)], 'scan.jpg', {
      type: 'image/jpeg',
    });
    const stored = await large.upload(file, { onProgress: (p) => progress.push(p.progress) });
    expect(storage.requests.map((r) => r.headers['content-range']).sort()).toEqual(
      [
        'bytes 0-5242879/11534336',
        'bytes 10485760-11534335/11534336',
        'bytes 5242880-10485759/11534336',
      ].sort(),
    );
    expect(storage.requests[0]?.headers['x-appwrite-id']).toBeUndefined();
    expect(storage.requests.slice(1).every((r) => r.headers['x-appwrite-id'] === stored.$id)).toBe(true);
    expect(storage.bytes(stored.$id)?.equals(Buffer.from(await file.arrayBuffer()))).toBe(true);
    expect(progress).toHaveLength(3);
    expect(progress.at(-1)).toBe(100);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it('passes the server refusal on', async () => {
    const wrongBucket = createFileStore({ endpoint: storage.endpoint, project: PROJECT, bucket: 'other' });
    await expect(wrongBucket.upload(png())).rejects.toBeInstanceOf(AppwriteException);
  });
});

describe('FileStore.metadata', () => {
  it('reads a file record once and then answers from the cache', async () => {
    const stored = await files.upload(png());
    const other = createFileStore({ endpoint: storage.endpoint, project: PROJECT, bucket: BUCKET });
    const first = await other.metadata(stored.$id);
    const second = await other.metadata(stored.$id);
    expect(first).toMatchObject({ $id: stored.$id, name: 'photo.png' });
    expect(second).toEqual(first);
    const gets = storage.requests.filter((r) => r.method === 'GET');
    expect(gets).toHaveLength(1);
    expect(gets[0]?.path).toBe(`/v1/storage/buckets/${BUCKET}/files/${stored.$id}`);
    expect(gets[0]?.headers['x-appwrite-project']).toBe(PROJECT);
  });

  it('knows the record of a file it uploaded without asking', async () => {
    const stored = await files.upload(png());
    await expect(files.metadata(stored.$id)).resolves.toEqual(stored);
    expect(storage.requests.filter((r) => r.method === 'GET')).toHaveLength(0);
  });

  it('does not cache a failed read', async () => {
    await expect(files.metadata('missing')).rejects.toMatchObject({ code: 404 });
    await expect(files.metadata('missing')).rejects.toMatchObject({ code: 404 });
    expect(storage.requests.filter((r) => r.method === 'GET')).toHaveLength(2);
  });
});

describe('FileStore URLs', () => {
  it('gives a view URL that serves the stored bytes', async () => {
    const stored = await files.upload(png());
    const url = files.viewUrl(stored.$id);
    expect(url).toContain(`/v1/storage/buckets/${BUCKET}/files/${stored.$id}/view?project=${PROJECT}`);
    const response = await fetch(url);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.alloc(64, 7));
  });

  it('gives a preview URL with the preview options', async () => {
    const stored = await files.upload(png());
    const url = new URL(
      files.previewUrl(stored.$id, {
        width: 320,
        height: 240,
        gravity: 'center',
        quality: 80,
        output: 'webp',
      }),
    );
    expect(url.pathname).toBe(`/v1/storage/buckets/${BUCKET}/files/${stored.$id}/preview`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      width: '320',
      height: '240',
      gravity: 'center',
      quality: '80',
      output: 'webp',
      project: PROJECT,
    });
    expect((await fetch(url)).status).toBe(200);
  });

  it('caches URLs by mode and id until the file is invalidated', async () => {
    const client = new Client().setEndpoint(storage.endpoint).setProject(PROJECT);
    const cached = createFileStore({ client, bucket: BUCKET });
    const view = cached.viewUrl('f1');
    const preview = cached.previewUrl('f1', { width: 100 });
    const samePreview = cached.previewUrl('f1', { width: 100, height: undefined });
    expect(samePreview).toBe(preview);
    client.setProject('moved');
    expect(cached.viewUrl('f1')).toBe(view);
    expect(cached.previewUrl('f1', { width: 100 })).toBe(preview);
    expect(cached.previewUrl('f1', { width: 200 })).toContain('project=moved');
    expect(cached.viewUrl('f2')).toContain('project=moved');
    cached.invalidate('f1');
    expect(cached.viewUrl('f1')).toContain('project=moved');
    expect(cached.previewUrl('f1', { width: 100 })).toContain('project=moved');
  });

  it('keys a preview by its options whatever their order', async () => {
    const client = new Client().setEndpoint(storage.endpoint).setProject(PROJECT);
    const cached = createFileStore({ client, bucket: BUCKET });
    const first = cached.previewUrl('f1', { width: 10, height: 20 });
    client.setProject('moved');
    expect(cached.previewUrl('f1', { height: 20, width: 10 })).toBe(first);
  });

  it('empties the cache on dispose', () => {
    const client = new Client().setEndpoint(storage.endpoint).setProject(PROJECT);
    const cached = createFileStore({ client, bucket: BUCKET });
    cached.viewUrl('f1');
    client.setProject('moved');
    cached.dispose();
    expect(cached.viewUrl('f1')).toContain('project=moved');
  });
});

describe('FileStore.remove', () => {
  it('deletes the file with the project header and drops its cached record', async () => {
    const stored = await files.upload(png());
    await files.remove(stored.$id);
    const request = storage.requests.find((r) => r.method === 'DELETE');
    expect(request?.path).toBe(`/v1/storage/buckets/${BUCKET}/files/${stored.$id}`);
    expect(request?.headers['x-appwrite-project']).toBe(PROJECT);
    expect(storage.bytes(stored.$id)).toBeUndefined();
    await expect(files.metadata(stored.$id)).rejects.toMatchObject({ code: 404 });
  });

  it('passes a failed delete on', async () => {
    const stored = await files.upload(png());
    await files.remove(stored.$id);
    await expect(files.remove(stored.$id)).rejects.toMatchObject({ code: 404 });
  });
});

describe('createFileStore', () => {
  it('needs a client, or an endpoint and a project', () => {
    expect(() => createFileStore({ bucket: BUCKET })).toThrow(TypeError);
    expect(() => createFileStore({ endpoint: storage.endpoint, bucket: BUCKET })).toThrow(TypeError);
  });
});

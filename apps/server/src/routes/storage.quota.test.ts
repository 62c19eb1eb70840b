import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../db/schema';
import { json, startTestServer, type TestServer } from '../test/harness';

// Two servers: one with a quota of 160 KB per user, for whole files; one with a quota of 6.5 MB and
// files of up to 12 MB, so that a 6 MB file goes up in two chunks (5 MB, then 1 MB), as the appwrite
// SDK sends it.
const KB = 1024;
const MB = 1024 * KB;
const BUCKET = 'documents';

let small: TestServer;
let chunked: TestServer;
let t: TestServer;

const png = (size: number) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(size - 8)]);

function upload(
  cookie: string,
  bytes: Uint8Array,
  headers: Record<string, string> = {},
  fileId = 'unique()',
) {
  const form = new FormData();
  form.append('fileId', fileId);
  form.append('file', new File([bytes], 'scan.png', { type: 'image/png' }));
  return t.fetch(`/v1/storage/buckets/${BUCKET}/files`, { method: 'POST', body: form, cookie, headers });
}

/** The first, or a later, chunk of a file of `total` bytes. */
function chunk(cookie: string, bytes: Buffer, start: number, total: number, uploadId?: string) {
  const part = bytes.subarray(start, Math.min(start + 5 * MB, total));
  return upload(
    cookie,
    part,
    {
      'Content-Range': `bytes ${start}-${start + part.length - 1}/${total}`,
      ...(uploadId ? { 'x-appwrite-id': uploadId } : {}),
    },
    uploadId ?? 'unique()',
  );
}

async function signedIn(email: string) {
  const user = await t.createUser({ email });
  return { id: user.id, cookie: (await t.signIn(email)).cookie };
}

/** Rows of the files table a user owns: finished files and waiting chunks. */
async function rowsOf(userId: number) {
  return t.server.ctx.db
    .select({ id: files.id, bucketId: files.bucketId })
    .from(files)
    .where(eq(files.ownerId, userId));
}

beforeAll(async () => {
  small = await startTestServer({ storageQuotaBytes: 160 * KB });
  chunked = await startTestServer({ maxUploadBytes: 12 * MB, storageQuotaBytes: 6.5 * MB });
});
afterAll(async () => {
  await small.close();
  await chunked.close();
});

describe('storage quota', () => {
  it('refuses an upload past the quota whole, stores nothing of it, and takes it once files are deleted', async () => {
    t = small;
    const owner = await signedIn('owner@example.com');
    const first = await json(await upload(owner.cookie, png(60 * KB)));
    expect((await upload(owner.cookie, png(60 * KB))).status).toBe(201);
    const refused = await upload(owner.cookie, png(60 * KB));
    expect(refused.status).toBe(413);
    const body = await json(refused);
    expect(body.error).toEqual({
      code: 'quota_exceeded',
      message:
        'Storage quota of 160 KB used: 120 KB is stored and this file is 60 KB. Delete files to make room.',
    });
    expect(await rowsOf(owner.id)).toHaveLength(2);

    const other = await signedIn('other@example.com');
    expect((await upload(other.cookie, png(60 * KB))).status).toBe(201);

    const removed = await t.fetch(`/v1/storage/buckets/${BUCKET}/files/${first.$id}`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(removed.status).toBe(204);
    expect((await upload(owner.cookie, png(60 * KB))).status).toBe(201);
  });

  it('lets only one of two uploads sent at once take the last free space', async () => {
    t = small;
    const owner = await signedIn('race@example.com');
    const statuses = await Promise.all([
      upload(owner.cookie, png(100 * KB)).then((r) => r.status),
      upload(owner.cookie, png(100 * KB)).then((r) => r.status),
    ]);
    expect(statuses.sort()).toEqual([201, 413]);
    expect(await rowsOf(owner.id)).toHaveLength(1);
  });

  it('counts unfinished chunked uploads, and refuses a chunked upload past the quota at its first chunk', async () => {
    t = chunked;
    const owner = await signedIn('chunks@example.com');
    const big = png(6 * MB);
    const started = await chunk(owner.cookie, big, 0, 6 * MB);
    expect(started.status).toBe(201);
    const { $id } = await json(started);

    expect((await upload(owner.cookie, png(MB))).status).toBe(413);
    const second = await chunk(owner.cookie, png(6 * MB), 0, 6 * MB);
    expect(second.status).toBe(413);
    expect((await json(second)).error.message).toBe(
      'Storage quota of 6.5 MB used: 6 MB is stored and this file is 6 MB. Delete files to make room.',
    );
    expect(await rowsOf(owner.id)).toHaveLength(1);

    const finished = await chunk(owner.cookie, big, 5 * MB, 6 * MB, $id);
    expect(finished.status).toBe(201);
    expect(await json(finished)).toMatchObject({ $id, sizeOriginal: 6 * MB, chunksUploaded: 2 });
    expect((await upload(owner.cookie, png(MB))).status).toBe(413);
    expect((await upload(owner.cookie, png(256 * KB))).status).toBe(201);
    expect(await rowsOf(owner.id)).toHaveLength(2);
  });
});

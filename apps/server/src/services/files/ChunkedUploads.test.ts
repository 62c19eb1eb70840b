import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../auth/Access';
import { type DatabaseHandle, openDatabase } from '../../db/Database';
import { files } from '../../db/schema';
import { HttpError } from '../../http/HttpError';
import { createAccount } from '../accounts';
import { ChunkedUploads, PENDING_UPLOAD_TTL_MS } from './ChunkedUploads';
import type { UploadChunkRange } from './contentRange';

// Against a real embedded database (PostgreSQL runs through the route tests), with 4-byte chunks so the
// bytes are easy to read.
const CHUNK = 4;
const range = (index: number, total: number): UploadChunkRange => {
  const start = index * CHUNK;
  return { start, end: Math.min(start + CHUNK, total) - 1, total, index, count: Math.ceil(total / CHUNK) };
};
const bytes = (text: string) => new Uint8Array(Buffer.from(text));

let database: DatabaseHandle;
let uploads: ChunkedUploads;
let alice: UserRow;
let bob: UserRow;

beforeAll(async () => {
  database = await openDatabase({ databaseUrl: 'memory', dataDir: '.' });
  uploads = new ChunkedUploads(database.db);
  alice = await createAccount(database.db, {
    name: 'Alice',
    email: 'alice@example.com',
    password: 'correct horse battery',
  });
  bob = await createAccount(database.db, {
    name: 'Bob',
    email: 'bob@example.com',
    password: 'correct horse battery',
  });
});
afterAll(() => database.close());

const start = (user: UserRow, id: string, total: number, first: string) =>
  uploads.start(user, 'documents', id, range(0, total), {
    name: 'a.png',
    mimeType: 'image/png',
    bytes: bytes(first),
  });

describe('ChunkedUploads', () => {
  it('reports progress until the last chunk, then joins the chunks in order whatever order they came in', async () => {
    await start(alice, 'joined', 10, 'AAAA');
    expect(await uploads.complete('documents', 'joined', 3)).toMatchObject({ done: false, uploaded: 1 });
    await uploads.add(alice, 'documents', 'joined', range(2, 10), bytes('CC'));
    expect(await uploads.complete('documents', 'joined', 3)).toMatchObject({ done: false, uploaded: 2 });
    await uploads.add(alice, 'documents', 'joined', range(1, 10), bytes('BBBB'));
    const done = await uploads.complete('documents', 'joined', 3);
    expect(done).toMatchObject({
      done: true,
      record: { id: 'joined', bucketId: 'documents', sizeOriginal: 10 },
    });
    const [file] = await database.db.select().from(files).where(eq(files.id, 'joined'));
    expect(file?.data.toString()).toBe('AAAABBBBCC');
    expect(file?.ownerId).toBe(alice.id);
    expect(await uploads.complete('documents', 'joined', 3)).toEqual({ done: true, record: null });
    const left = await database.db.select({ id: files.id }).from(files).where(like(files.id, 'joined:%'));
    expect(left).toEqual([]);
  });

  it("lets no one else add to a user's upload or take its id, and needs the first chunk first", async () => {
    await start(alice, 'guarded', 8, 'AAAA');
    const intrusion = await uploads
      .add(bob, 'documents', 'guarded', range(1, 8), bytes('XXXX'))
      .catch((e: HttpError) => e);
    expect(intrusion).toBeInstanceOf(HttpError);
    expect((intrusion as HttpError).status).toBe(404);
    const takeover = await start(bob, 'guarded', 8, 'XXXX').catch((e: HttpError) => e);
    expect((takeover as HttpError).status).toBe(409);
    const orphan = await uploads
      .add(alice, 'documents', 'nothing', range(1, 8), bytes('BBBB'))
      .catch((e: HttpError) => e);
    expect((orphan as HttpError).status).toBe(404);
    const otherSize = await uploads
      .add(alice, 'documents', 'guarded', range(1, 9), bytes('BBBB'))
      .catch((e: HttpError) => e);
    expect((otherSize as HttpError).status).toBe(400);
  });

  it('keeps an upload apart per bucket', async () => {
    await start(alice, 'bucketed', 8, 'AAAA');
    await uploads.add(alice, 'documents', 'bucketed', range(1, 8), bytes('BBBB'));
    expect(await uploads.complete('tickets', 'bucketed', 2)).toEqual({ done: true, record: null });
    expect(await uploads.complete('documents', 'bucketed', 2)).toMatchObject({
      done: true,
      record: { bucketId: 'documents' },
    });
  });

  it('drops unfinished uploads older than an hour when another upload starts', async () => {
    await start(alice, 'stale', 8, 'AAAA');
    await start(alice, 'fresh', 8, 'AAAA');
    const old = new Date(Date.now() - PENDING_UPLOAD_TTL_MS - 60_000);
    await database.db.update(files).set({ createdAt: old }).where(like(files.id, 'stale:%'));
    await start(bob, 'trigger', 8, 'BBBB');
    const pending = await database.db
      .select({ id: files.id })
      .from(files)
      .where(and(like(files.bucketId, ':upload:%'), like(files.id, '%:0')));
    const ids = pending.map((p) => p.id);
    expect(ids).not.toContain('stale:0');
    expect(ids).toEqual(expect.arrayContaining(['fresh:0', 'trigger:0']));
  });
});

import { Blob as NodeBlob } from 'node:buffer';
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migratedPgliteImage, migrationsFolder, openDatabase } from '../db/Database';
import { createScratchDatabase } from '../db/scratchDatabase';

// Every test server starts on an empty, migrated database. Making one costs about 1.5 s (PGlite's
// cluster and the migrations) or 1.3 s (a PostgreSQL database and the migrations); copying a migrated
// one costs 0.4 s. These are the copies' sources, made once per machine and reused by every test file.

/** The installed PGlite's version, from the package.json above its entry point. */
function pgliteVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  for (let i = 0; i < 4; i++) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      if (manifest.name === '@electric-sql/pglite') return String(manifest.version);
    } catch {
      // Not the package's folder yet.
    }
    dir = dirname(dir);
  }
  throw new Error('The installed PGlite package.json was not found');
}

/**
 * What an image depends on: the migrations' text and the PGlite version. A change to either gives a
 * new key, so a stale image is never used; checkouts of the same tree share one.
 */
function imageKey(): string {
  const hash = createHash('sha256');
  hash.update(pgliteVersion());
  const folder = migrationsFolder();
  for (const name of readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .sort()) {
    hash.update(name).update(readFileSync(join(folder, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

const PGLITE_PREFIX = 'fleetkit-pglite-image-';

/** Other images older than this are removed when a new one is made (each is about 40 MB). */
const STALE_IMAGE_MS = 7 * 86_400_000;

async function loadOrMakePgliteImage(): Promise<Blob | undefined> {
  const path = join(tmpdir(), `${PGLITE_PREFIX}${imageKey()}.tar`);
  try {
    // Node's Blob, also under jsdom (whose Blob PGlite cannot read).
    return new NodeBlob([await readFile(path)]) as unknown as Blob;
  } catch {
    // Not made yet on this machine: make it, and share it with the next test files.
  }
  const image = await migratedPgliteImage();
  // Under jsdom, PGlite writes the archive into jsdom's File, which cannot be read back: this test
  // file's servers start without an image (the next test file in Node makes it).
  if (typeof image.arrayBuffer !== 'function') return undefined;
  // Written aside and renamed, so a test file starting meanwhile reads a whole image or none.
  const partial = `${path}.${process.pid}-${randomBytes(4).toString('hex')}`;
  await writeFile(partial, new Uint8Array(await image.arrayBuffer()));
  await rename(partial, path);
  // Images of other migrations or PGlite versions, made over a week ago.
  const stale = readdirSync(tmpdir()).filter((name) => {
    if (!name.startsWith(PGLITE_PREFIX) || !name.endsWith('.tar') || join(tmpdir(), name) === path)
      return false;
    const made = statSync(join(tmpdir(), name), { throwIfNoEntry: false });
    return made !== undefined && Date.now() - made.mtimeMs > STALE_IMAGE_MS;
  });
  await Promise.all(stale.map((name) => rm(join(tmpdir(), name), { force: true })));
  return image;
}

let pgliteImage: Promise<Blob | undefined> | undefined;

/**
 * The migrated empty database every in-memory test server starts from (a PGlite data directory
 * archive), kept in the system's temporary directory and read once per test file.
 */
export function testPgliteImage(): Promise<Blob | undefined> {
  pgliteImage ??= loadOrMakePgliteImage().catch((error) => {
    pgliteImage = undefined;
    throw error;
  });
  return pgliteImage;
}

const TEMPLATE_PREFIX = 'fleetkit_template_';

async function query<T extends pg.QueryResultRow>(base: string, statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return (await client.query<T>(statement, values)).rows;
  } finally {
    await client.end();
  }
}

async function findOrMakeTemplate(base: string): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${imageKey()}`;
  const exists = async () =>
    (await query(base, 'SELECT 1 FROM pg_database WHERE datname = $1', [name])).length > 0;
  if (await exists()) return name;
  // Migrated under a name of its own, then renamed: no test copies a half-migrated template. Another
  // process may finish first; its template is then the one used.
  const scratch = await createScratchDatabase(base, `${TEMPLATE_PREFIX}new`);
  try {
    const handle = await openDatabase({ databaseUrl: scratch.url, dataDir: '' });
    await handle.close();
    const made = new URL(scratch.url).pathname.slice(1);
    await query(base, `ALTER DATABASE ${made} RENAME TO ${name}`);
  } catch (error) {
    await scratch.drop();
    if (!(await exists())) throw error;
  }
  return name;
}

let postgresTemplate: Promise<string> | undefined;

/**
 * The name of the migrated empty database on the PostgreSQL server of `base` that each test server's
 * database is copied from (`CREATE DATABASE … TEMPLATE`). It stays on the server for the next runs.
 */
export function testPostgresTemplate(base: string): Promise<string> {
  postgresTemplate ??= findOrMakeTemplate(base).catch((error) => {
    postgresTemplate = undefined;
    throw error;
  });
  return postgresTemplate;
}

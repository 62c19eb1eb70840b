import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PositionPartitions } from './positionPartitions';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle database, the same type on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Where the migrations live, from the source tree or the built bundle. */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('The database migrations folder (drizzle/) was not found next to the server');
}

export interface DatabaseHandle {
  db: Db;
  /** 'pglite' (embedded) or 'postgres'. */
  kind: 'pglite' | 'postgres';
  /** The monthly partitions of positions (made ahead, on demand and dropped by retention). */
  positionPartitions: PositionPartitions;
  close(): Promise<void>;
}

/**
 * Opens the database: PostgreSQL when `databaseUrl` is a postgres URL, else embedded PGlite in
 * `dataDir/pglite` (or in memory when `databaseUrl` is `memory`). Migrations are applied, and the
 * partitions of positions for this month and the next ones made, before it returns.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /**
   * For an in-memory database: a data directory to start from (a PGlite `dumpDataDir` archive, see
   * `migratedPgliteImage`) instead of an empty one. Migrations still run, so an older image is brought
   * up to date.
   */
  pgliteImage?: Blob;
}): Promise<DatabaseHandle> {
  const url = options.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection the server ended (a restart, a failover, an administrator) is reported here;
    // without a listener it would crash the process. The pool opens a new one for the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(drizzlePg(pool), { migrationsFolder: migrationsFolder() });
    const positionPartitions = new PositionPartitions(db);
    await positionPartitions.maintain();
    return { db, kind: 'postgres', positionPartitions, close: () => pool.end() };
  }
  let client: PGlite;
  if (url === 'memory') client = new PGlite(options.pgliteImage ? { loadDataDir: options.pgliteImage } : {});
  else {
    const dir = resolve(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() });
  const positionPartitions = new PositionPartitions(db);
  await positionPartitions.maintain();
  return { db, kind: 'pglite', positionPartitions, close: () => client.close() };
}

/**
 * An archive of a new in-memory database with every migration applied, for `openDatabase`'s
 * `pgliteImage`: starting from it skips creating the cluster and migrating (about 1.5 s each time).
 */
export async function migratedPgliteImage(): Promise<Blob> {
  const client = new PGlite();
  try {
    await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

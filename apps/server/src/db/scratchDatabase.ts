import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from './Database';

/** A PostgreSQL database made for one test or bench run, and what drops it. */
export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * Creates a fresh database named `<prefix>_<random hex>` on the server of `base` (a PostgreSQL URL
 * whose user may create databases), as a copy of `template` when given (a database nobody is connected
 * to); `drop` removes it, closing what is still connected.
 */
export async function createScratchDatabase(
  base: string,
  prefix: string,
  template?: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * A scratch database opened as the server opens its own (migrations applied), and what drops it; the
 * database is dropped again if it cannot be opened. Close `handle` before calling `drop`.
 */
export async function openScratchDatabase(
  base: string,
  prefix: string,
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const database = await createScratchDatabase(base, prefix);
  try {
    return { handle: await openDatabase({ databaseUrl: database.url, dataDir: '' }), drop: database.drop };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

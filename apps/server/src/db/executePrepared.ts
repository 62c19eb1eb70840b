import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './Database';

const dialect = new PgDialect();

/**
 * Runs a statement the server sends many times a second (the pipeline's batch insert) as a named
 * prepared statement on PostgreSQL: each connection parses and plans it once instead of on every call,
 * which halves the cost of a small batch. On the embedded database it runs as any other query. `name`
 * must stand for one statement text: the parameters may change, the text may not.
 */
export async function executePrepared(db: Pick<Db, 'execute'>, name: string, query: SQL): Promise<unknown> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    return client.query({ name, text, values: params });
  }
  return db.execute(query);
}

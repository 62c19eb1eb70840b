import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';

let t: TestServer;
const lines: string[] = [];
beforeAll(async () => {
  t = await startTestServer({ logLevel: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
});
afterAll(() => t.close());

describe('the log of a failed statement', () => {
  it('names the statement and its SQLSTATE but never the values it was given', async () => {
    const failure = await t.server.ctx.db
      .execute(sql`select ${'rita@example.com'}::int, ${'27.7172,85.3240'}::text`)
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    t.server.ctx.log.error({ err: failure }, 'request failed');
    const logged = lines.find((line) => line.includes('request failed')) ?? '';
    expect(logged).toContain('select $1::int, $2::text');
    expect(logged).toContain('22P02');
    expect(logged).not.toContain('rita@example.com');
    expect(logged).not.toContain('85.3240');
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { expectationOf } from './access/outcomes';
import {
  AccessWorld,
  type MatrixRequest,
  type MatrixResponse,
  MUST_NOT_READ,
  PRINCIPALS,
  type Principal,
} from './accessWorld';
import { type AccessCase, type Outcome, ROUTE_ACCESS } from './routeAccess';

/**
 * The authorization matrix: every route in the server's route table, tried by each principal against
 * user A's objects, answers what `routeAccess.ts` declares. A route without a declaration fails here.
 * One server for the file; the requests run in parallel and each test reads its own answer.
 */

const world = await AccessWorld.start();
afterAll(async () => {
  // Attempts of tests left out by a filter still run: let them finish before the server stops.
  await Promise.allSettled([...attempts.values(), ...encodedAttempts.values()]);
  await world.close();
});

const routeKey = (method: string, url: string) => `${method} ${url}`;
const registered = world.t.server.routes.map((r) => routeKey(r.method, r.url));

/**
 * The declaration of a route. The route table leaves out the HEAD routes Fastify adds beside GET ones:
 * they run the GET route's hooks and handler.
 */
function casesOf(method: string, url: string): AccessCase[] | undefined {
  return ROUTE_ACCESS[routeKey(method, url)];
}

function describeOutcome(outcome: Outcome): string {
  if (outcome === 'ok') return 'allowed';
  if (outcome === 'public') return 'public (no 401/403)';
  if (typeof outcome === 'number') return String(outcome);
  return outcome.map((o) => (o === 'ok' ? 'allowed' : String(o))).join(' or ');
}

function matches(outcome: Outcome, status: number): boolean {
  if (outcome === 'ok') return status === 101 || (status >= 200 && status < 400);
  if (outcome === 'public') return status !== 401 && status !== 403 && status < 500;
  if (typeof outcome === 'number') return status === outcome;
  return outcome.some((o) => matches(o, status));
}

/** Whether the outcome refuses the request (the row's object then need not be fresh). */
const refused = (outcome: Outcome) =>
  typeof outcome === 'number' || (Array.isArray(outcome) && !outcome.includes('ok'));

/** Opens the live socket as the principal: 101 and the first message, or the refusal's status. */
function openSocket(principal: Principal): Promise<MatrixResponse> {
  const cookie = world.cookies[principal];
  const socket = new WebSocket(`${world.t.url.replace('http', 'ws')}/api/socket`, {
    headers: cookie ? { Cookie: cookie } : {},
  });
  return new Promise((resolve) => {
    socket.once('message', (data) => {
      resolve({ status: 101, text: String(data), body: null });
      socket.close();
    });
    socket.once('unexpected-response', (_request, response) => {
      resolve({ status: response.statusCode ?? 0, text: '', body: null });
      socket.terminate();
    });
    socket.once('error', (error) => resolve({ status: 0, text: String(error), body: null }));
    socket.once('close', (code) =>
      resolve({ status: -1, text: `closed with ${code} before a message`, body: null }),
    );
  });
}

/** Runs at most `limit` requests at once (the server shares two cores with other work). */
function limiter(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
const limit = limiter(8);

/** A request that got no answer (the connection failed): reported as status -1 with the reason. */
const failed = (error: unknown): MatrixResponse => ({ status: -1, text: `no answer: ${error}`, body: null });

async function attempt(method: string, key: string, isPublic: boolean, c: AccessCase, principal: Principal) {
  return limit(async () => {
    let request: MatrixRequest;
    try {
      request = await c.request(world, principal, refused(expectationOf(key, isPublic, c, principal)));
    } catch (error) {
      return {
        request: undefined,
        response: { status: -1, text: `could not prepare: ${error}`, body: null },
      };
    }
    const response = await (c.socket ? openSocket(principal) : world.send(principal, method, request)).catch(
      failed,
    );
    return { request, response };
  });
}

/** Every attempt starts now, in parallel; each test awaits its own. */
const attempts = new Map<string, ReturnType<typeof attempt>>();
for (const { method, url, public: isPublic } of world.t.server.routes) {
  casesOf(method, url)?.forEach((c, index) => {
    for (const principal of PRINCIPALS)
      attempts.set(
        `${routeKey(method, url)}#${index}#${principal}`,
        attempt(method, routeKey(method, url), isPublic, c, principal),
      );
  });
}

/** The path with its first letter percent-encoded (`/%61pi/devices`): the same route to the router. */
const encoded = (path: string) =>
  path.replace(/^\/([a-z])/, (_match, letter: string) => `/%${letter.charCodeAt(0).toString(16)}`);

/** Each protected route, asked anonymously by an encoded path: authorized on the route that matched. */
const encodedAttempts = new Map<string, Promise<MatrixResponse>>();
for (const { method, url } of world.t.server.routes) {
  const first = casesOf(method, url)?.find((c) => c.expect.anonymous === 401 && !c.socket);
  if (!first) continue;
  encodedAttempts.set(
    routeKey(method, url),
    limit(async () => {
      const request = await first.request(world, 'anonymous', true);
      return world
        .send('anonymous', method, { ...request, path: encoded(request.path), cookie: null })
        .catch(failed);
    }),
  );
}

describe('the route table', () => {
  it('has a declaration for every route, and every declaration names a route', () => {
    const undeclared = world.t.server.routes
      .filter((r) => !casesOf(r.method, r.url))
      .map((r) => routeKey(r.method, r.url));
    const stale = Object.keys(ROUTE_ACCESS).filter((key) => !registered.includes(key));
    expect({ undeclared, stale }).toEqual({ undeclared: [], stale: [] });
  });

  it('declares each route for every principal', () => {
    const missing = Object.entries(ROUTE_ACCESS).flatMap(([key, cases]) =>
      cases.flatMap((c) =>
        PRINCIPALS.filter((p) => c.expect[p] === undefined).map((p) => `${key} ${c.what} ${p}`),
      ),
    );
    expect(missing).toEqual([]);
  });
});

describe.each(
  world.t.server.routes.map((r) => ({
    method: r.method,
    url: r.url,
    isPublic: r.public,
    key: routeKey(r.method, r.url),
  })),
)('$key', ({ method, url, isPublic, key }) => {
  const cases = casesOf(method, url);
  if (!cases) {
    it('is declared in routeAccess.ts', () => {
      expect.fail(`${key} has no access declaration: add it to src/test/routeAccess.ts`);
    });
    return;
  }
  const byEncodedPath = encodedAttempts.get(key);
  if (byEncodedPath) {
    it('anonymous by an encoded path → 401', async () => {
      const { status, text } = await byEncodedPath;
      expect(
        status,
        `${method} ${encoded(url)} as anonymous: expected 401, got ${status}: ${text.slice(0, 300)}`,
      ).toBe(401);
    });
  }
  cases.forEach((c, index) => {
    describe(c.what, () => {
      it.each(
        PRINCIPALS.map((principal) => ({
          principal,
          expected: describeOutcome(expectationOf(key, isPublic, c, principal)),
        })),
      )('$principal → $expected', async ({ principal }) => {
        const outcome = expectationOf(key, isPublic, c, principal);
        const result = await attempts.get(`${key}#${index}#${principal}`);
        if (!result) throw new Error(`no attempt for ${key}`);
        const { status, text } = result.response;
        const where = `${method} ${result.request?.path ?? url} as ${principal}`;
        expect(
          matches(outcome, status),
          `${where}: expected ${describeOutcome(outcome)}, got ${status}: ${text.slice(0, 300)}`,
        ).toBe(true);
        if ((status === 101 || (status >= 200 && status < 300)) && !c.shared) {
          const leaked = MUST_NOT_READ[principal].filter((marker) => text.includes(marker));
          expect(
            leaked,
            `${where} answered ${status} with what it may not read: ${text.slice(0, 300)}`,
          ).toEqual([]);
        }
      });
    });
  });
});
